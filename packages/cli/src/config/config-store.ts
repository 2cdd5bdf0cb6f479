import { chmodSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import Conf from 'conf';
import { CliError, UsageError } from '../errors.js';
import { configDirOf } from './config-dir.js';
import { ApiUrlSchema, CliConfigSchema, type CliConfig, type ConfigKey, type StoredUser } from './config-schema.js';


export interface ConfigStore {
  readonly path: string;
  /** The whole config, validated; a broken file is an error naming the file and the fix. */
  read(): CliConfig;
  currentUser(): StoredUser | null;
  saveCurrentUser(user: StoredUser): void;
  clearCurrentUser(): void;
  setApiUrl(url: string): string;
  unset(key: ConfigKey): void;
}

/** The config folder 0700 and the file 0600, made or tightened (a file written by an older version was 0644). */
function keepPrivate(path: string): void {
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if ((statSync(dir).mode & 0o077) !== 0) chmodSync(dir, 0o700);
  const file = statSync(path, { throwIfNoEntry: false });
  if (file && (file.mode & 0o077) !== 0) chmodSync(path, 0o600);
}

/** The CLI's config in a `conf` store (project 'spotter'), shared with the TUI through TuiSession. */
export function openConfigStore(env: Record<string, string | undefined>): ConfigStore {
  const cwd = configDirOf(env);
  let conf: Conf<Record<string, unknown>>;
  try {
    // The file holds this device's token: readable by its owner only (0600), in a folder only they can list (0700).
    conf = new Conf<Record<string, unknown>>({ projectName: 'spotter', projectSuffix: '', cwd, configName: 'config', configFileMode: 0o600 });
    keepPrivate(conf.path);
  } catch (err) {
    throw new CliError(`The config file cannot be read (${(err as Error).message})`, 1, 'fix or delete it (`spotter config path` shows where it is)', { cause: err });
  }

  const read = (): CliConfig => {
    const parsed = CliConfigSchema.safeParse(conf.store);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    const key = issue?.path[0] === undefined ? 'the file' : String(issue.path[0]);
    throw new CliError(
      `The config file ${conf.path} is invalid (${key}: ${issue?.message ?? 'unreadable'})`,
      1,
      `fix it, or run \`spotter config unset ${key === 'the file' ? 'currentUser' : key}\``,
    );
  };

  return {
    path: conf.path,
    read,
    currentUser: () => read().currentUser ?? null,
    saveCurrentUser: (user) => conf.set('currentUser', user),
    clearCurrentUser: () => conf.delete('currentUser'),
    setApiUrl(url) {
      const parsed = ApiUrlSchema.safeParse(url);
      if (!parsed.success) throw new UsageError(`apiUrl ${parsed.error.issues[0]?.message ?? 'is invalid'} (got '${url}')`);
      conf.set('apiUrl', parsed.data);
      return parsed.data;
    },
    unset: (key) => conf.delete(key),
  };
}
