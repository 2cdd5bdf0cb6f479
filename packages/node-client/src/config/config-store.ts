import { chmodSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import Conf from 'conf';
import { DEFAULT_API_URL } from '@spotter/core/constants';
import { originOf } from './api-url.js';
import { configDirOf } from './config-dir.js';
import { ConfigFileError, ConfigValueError } from './config-error.js';
import {
  ApiUrlSchema,
  StoredConfigSchema,
  StoredUserSchema,
  type StoredConfig,
  type StoredUser,
} from './config-schema.js';

/** The sign-in kept for one server origin: only that server ever sees its token. */
export interface SignInStore {
  readonly origin: string;
  currentUser(): StoredUser | null;
  saveCurrentUser(user: StoredUser): void;
  clearCurrentUser(): void;
  /** A user just signed up here: their first dashboard says Welcome. */
  markFirstVisit(userId: string): void;
  /** Whether the user's next dashboard here is their first (after sign-up, until `visited`). */
  isFirstVisit(userId: string): boolean;
  /** The user has seen a dashboard here: Welcome back from now on. */
  visited(userId: string): void;
}

export interface ConfigStore {
  readonly path: string;
  /** The whole config, validated; a broken file is an error naming the file and the fix. */
  read(): StoredConfig;
  /** The sign-in for the server at `apiUrl` (its origin: scheme, host, port). */
  signInAt(apiUrl: string): SignInStore;
  /** Every server this machine is signed in to, in the order they were first signed in to. */
  signIns(): Array<{ origin: string; user: StoredUser }>;
  setApiUrl(url: string): string;
  unsetApiUrl(): void;
}

/** The config folder 0700 and the file 0600, made or tightened (a file written by an older version was 0644). */
function keepPrivate(path: string): void {
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if ((statSync(dir).mode & 0o077) !== 0) chmodSync(dir, 0o700);
  const file = statSync(path, { throwIfNoEntry: false });
  if (file && (file.mode & 0o077) !== 0) chmodSync(path, 0o600);
}

/**
 * Older versions kept one `currentUser` and sent its token to whatever server was named. It belongs to the server
 * the config named (or the default one), the only server it can have been issued by without a flag or variable;
 * it moves there, and any other server is then "not signed in". An invalid one stays put for `read()` to report.
 */
function migrateSingleSignIn(conf: Conf<Record<string, unknown>>): void {
  const legacy = StoredUserSchema.safeParse(conf.get('currentUser'));
  if (!legacy.success) return;
  const saved = ApiUrlSchema.safeParse(conf.get('apiUrl'));
  const origin = originOf(saved.success ? saved.data : DEFAULT_API_URL);
  const hosts = { ...(conf.get('hosts') as Record<string, unknown> | undefined) };
  hosts[origin] ??= legacy.data;
  conf.set('hosts', hosts);
  conf.delete('currentUser');
}

/**
 * The terminal clients' config in a `conf` store (project 'spotter'): the CLI reads it, the TUI through a TuiSession
 * on it (`configSession`). A file that cannot be used is a ConfigFileError, a value refused a ConfigValueError.
 */
export function openConfigStore(env: Record<string, string | undefined>): ConfigStore {
  const cwd = configDirOf(env);
  let conf: Conf<Record<string, unknown>>;
  try {
    // The file holds this device's tokens: readable by its owner only (0600), in a folder only they can list (0700).
    // Keys are read whole (origins hold dots).
    conf = new Conf<Record<string, unknown>>({
      projectName: 'spotter',
      projectSuffix: '',
      cwd,
      configName: 'config',
      configFileMode: 0o600,
      accessPropertiesByDotNotation: false,
    });
    keepPrivate(conf.path);
    migrateSingleSignIn(conf);
  } catch (err) {
    throw new ConfigFileError(null, { kind: 'unreadable', detail: (err as Error).message }, { cause: err });
  }

  const read = (): StoredConfig => {
    const parsed = StoredConfigSchema.safeParse(conf.store);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    const key = issue?.path[0] === undefined ? 'the file' : String(issue.path[0]);
    throw new ConfigFileError(conf.path, { kind: 'invalid', key, issue: issue?.message ?? 'unreadable' });
  };
  const hosts = () => read().hosts ?? {};
  const writeHosts = (next: Record<string, StoredUser>) =>
    Object.keys(next).length ? conf.set('hosts', next) : conf.delete('hosts');
  const welcome = () => read().welcome ?? {};
  const writeWelcome = (next: Record<string, string>) =>
    Object.keys(next).length ? conf.set('welcome', next) : conf.delete('welcome');

  return {
    path: conf.path,
    read,
    signInAt(apiUrl) {
      const origin = originOf(apiUrl);
      return {
        origin,
        currentUser: () => hosts()[origin] ?? null,
        saveCurrentUser: (user) => writeHosts({ ...hosts(), [origin]: user }),
        clearCurrentUser() {
          // A broken legacy entry goes too: `config unset currentUser` is the way out the read error names.
          conf.delete('currentUser');
          const { [origin]: _gone, ...rest } = (conf.get('hosts') as Record<string, StoredUser> | undefined) ?? {};
          writeHosts(rest);
        },
        markFirstVisit: (userId) => writeWelcome({ ...welcome(), [origin]: userId }),
        isFirstVisit: (userId) => welcome()[origin] === userId,
        visited(userId) {
          const { [origin]: pending, ...rest } = welcome();
          if (pending === userId) writeWelcome(rest);
        },
      };
    },
    signIns: () => Object.entries(hosts()).map(([origin, user]) => ({ origin, user })),
    setApiUrl(url) {
      const parsed = ApiUrlSchema.safeParse(url);
      if (!parsed.success) throw new ConfigValueError('apiUrl', url, parsed.error.issues[0]?.message ?? 'is invalid');
      conf.set('apiUrl', parsed.data);
      return parsed.data;
    },
    unsetApiUrl: () => conf.delete('apiUrl'),
  };
}
