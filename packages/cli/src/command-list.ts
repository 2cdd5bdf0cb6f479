import type { DeclaredCommand } from './command.js';

/** A command's name and where its file is; the file is imported only when the command runs (or its help is asked). */
export interface CommandEntry {
  name: string;
  load: () => Promise<DeclaredCommand>;
  subcommands?: CommandEntry[];
}

const file = (load: () => Promise<{ default: DeclaredCommand }>) => () => load().then((module) => module.default);

/** Every `spotter` command, in the order `spotter --help` lists them. */
export const COMMANDS: CommandEntry[] = [
  { name: 'dashboard', load: file(() => import('./commands/dashboard.js')) },
  { name: 'upload', load: file(() => import('./commands/upload.js')) },
  { name: 'import', load: file(() => import('./commands/import.js')) },
  { name: 'jobs', load: file(() => import('./commands/jobs.js')) },
  { name: 'scan', load: file(() => import('./commands/scan.js')) },
  {
    name: 'plans',
    load: file(() => import('./commands/plans.js')),
    subcommands: [
      { name: 'new', load: file(() => import('./commands/plans-new.js')) },
      { name: 'export', load: file(() => import('./commands/plans-export.js')) },
    ],
  },
  {
    name: 'pbs',
    load: file(() => import('./commands/pbs.js')),
    subcommands: [{ name: 'add', load: file(() => import('./commands/pbs-add.js')) }],
  },
  { name: 'history', load: file(() => import('./commands/history.js')) },
  { name: 'media', load: file(() => import('./commands/media.js')) },
  { name: 'chat', load: file(() => import('./commands/chat.js')) },
  { name: 'workout', load: file(() => import('./commands/workout.js')) },
  { name: 'log', load: file(() => import('./commands/log.js')) },
  { name: 'rest', load: file(() => import('./commands/rest.js')) },
];
