import Conf from 'conf';
import { CliError, UsageError } from '../errors.js';
import { CONFIG_DIR_ENV_NAME } from './config-env.js';
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

/** The CLI's config in a `conf` store (project 'spotter'), shared with the TUI through TuiSession. */
export function openConfigStore(env: Record<string, string | undefined>): ConfigStore {
  const cwd = env[CONFIG_DIR_ENV_NAME]?.trim() || undefined;
  let conf: Conf<Record<string, unknown>>;
  try {
    conf = new Conf<Record<string, unknown>>({ projectName: 'spotter', projectSuffix: '', cwd, configName: 'config' });
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
