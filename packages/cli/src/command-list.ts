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
  { name: 'workout', load: file(() => import('./commands/workout.js')) },
  { name: 'log', load: file(() => import('./commands/log.js')) },
  { name: 'rest', load: file(() => import('./commands/rest.js')) },
];
