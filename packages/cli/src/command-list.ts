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
  { name: 'onboard', load: file(() => import('./commands/onboard.js')) },
  { name: 'login', load: file(() => import('./commands/login.js')) },
  { name: 'whoami', load: file(() => import('./commands/whoami.js')) },
  { name: 'logout', load: file(() => import('./commands/logout.js')) },
  {
    name: 'users',
    load: file(() => import('./commands/users.js')),
    subcommands: [{ name: 'use', load: file(() => import('./commands/users-use.js')) }],
  },
  {
    name: 'config',
    load: file(() => import('./commands/config.js')),
    subcommands: [
      { name: 'get', load: file(() => import('./commands/config-get.js')) },
      { name: 'set', load: file(() => import('./commands/config-set.js')) },
      { name: 'unset', load: file(() => import('./commands/config-unset.js')) },
      { name: 'path', load: file(() => import('./commands/config-path.js')) },
    ],
  },
  {
    name: 'profile',
    load: file(() => import('./commands/profile.js')),
    subcommands: [{ name: 'set', load: file(() => import('./commands/profile-set.js')) }],
  },
  { name: 'export', load: file(() => import('./commands/export.js')) },
  { name: 'password', load: file(() => import('./commands/password.js')) },
  {
    name: 'account',
    load: file(() => import('./commands/account.js')),
    subcommands: [
      { name: 'delete', load: file(() => import('./commands/account-delete.js')) },
      { name: 'key', load: file(() => import('./commands/account-key.js')) },
      { name: 'devices', load: file(() => import('./commands/account-devices.js')) },
      { name: 'token', load: file(() => import('./commands/account-token.js')) },
      { name: 'rename', load: file(() => import('./commands/account-rename.js')) },
      { name: 'revoke', load: file(() => import('./commands/account-revoke.js')) },
    ],
  },
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
  {
    name: 'exercises',
    load: file(() => import('./commands/exercises.js')),
    subcommands: [
      { name: 'show', load: file(() => import('./commands/exercises-show.js')) },
      { name: 'categories', load: file(() => import('./commands/exercises-categories.js')) },
      { name: 'add', load: file(() => import('./commands/exercises-add.js')) },
    ],
  },
  {
    name: 'admin',
    load: file(() => import('./commands/admin.js')),
    subcommands: [
      { name: 'contributions', load: file(() => import('./commands/admin-contributions.js')) },
      { name: 'review', load: file(() => import('./commands/admin-review.js')) },
      { name: 'approve', load: file(() => import('./commands/admin-approve.js')) },
      { name: 'reject', load: file(() => import('./commands/admin-reject.js')) },
    ],
  },
  { name: 'completion', load: file(() => import('./commands/completion.js')) },
  { name: 'tui', load: file(() => import('./commands/tui.js')) },
  { name: 'mcp', load: file(() => import('./commands/mcp.js')) },
  { name: 'serve', load: file(() => import('./commands/serve.js')) },
  { name: 'worker', load: file(() => import('./commands/worker.js')) },
];
