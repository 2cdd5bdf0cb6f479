import type { ApiClient } from '@spotter/core/api';
import { DEFAULT_API_URL } from '@spotter/core/constants';
import type { ConfigStore } from './config/config-store.js';
import type { StoredUser } from './config/config-schema.js';
import { CliError, NotSignedInError, UsageError } from './errors.js';
import type { Output, TextStream } from './output/output.js';
import type { OpenTui, TuiScreen, TuiSession } from './tui-session.js';

export interface CliDeps {
  openTui?: OpenTui;
  env?: Record<string, string | undefined>;
  stdin?: { isTTY?: boolean } & Partial<AsyncIterable<string | Uint8Array>>;
  stdout?: TextStream;
  stderr?: TextStream;
}

/** Everything a command needs, built lazily so each command loads only what it uses. */
export interface CliContext {
  readonly out: Output;
  readonly env: Record<string, string | undefined>;
  /** stdin and stdout are both terminals: a person is at the keyboard. */
  readonly interactive: boolean;
  /** All of stdin as text (for `-` arguments). */
  readStdin(): Promise<string>;
  config(): Promise<ConfigStore>;
  /** --api-url, else SPOTTER_API_URL, else the config's apiUrl, else the default. */
  apiUrl(): Promise<string>;
  api(): Promise<ApiClient>;
  /** The stored current user, or exit 3. */
  requireUser(): Promise<StoredUser>;
  /** Makes server-relative media paths (/api/media/…) absolute against the API URL. */
  absoluteUrls(): Promise<(path: string) => string>;
  openTui(screen: TuiScreen, initialMessage?: string): Promise<number>;
}

export interface GlobalOptions {
  apiUrl?: string;
}

export function createContext(deps: Required<Pick<CliDeps, 'env'>> & CliDeps, out: Output, globals: GlobalOptions): CliContext {
  const env = deps.env;
  let store: Promise<ConfigStore> | undefined;
  let client: Promise<ApiClient> | undefined;

  const config = () =>
    (store ??= import('./config/config-store.js').then(({ openConfigStore }) => openConfigStore(env)));

  const apiUrl = async () => {
    const explicit = globals.apiUrl ?? (env.SPOTTER_API_URL?.trim() || undefined);
    if (explicit) {
      const { ApiUrlSchema } = await import('./config/config-schema.js');
      const parsed = ApiUrlSchema.safeParse(explicit);
      if (!parsed.success) throw new UsageError(`--api-url ${parsed.error.issues[0]?.message ?? 'is invalid'} (got '${explicit}')`);
      return parsed.data;
    }
    return (await config()).read().apiUrl ?? DEFAULT_API_URL;
  };

  const requireUser = async () => {
    const user = (await config()).currentUser();
    if (!user) throw new NotSignedInError();
    return user;
  };

  const api = () =>
    (client ??= (async () => {
      const [{ createHttpClient }, url, cfg] = await Promise.all([import('./api/http-client.js'), apiUrl(), config()]);
      return createHttpClient(url, () => cfg.currentUser()?.token ?? null);
    })());

  return {
    out,
    env,
    interactive: deps.stdin?.isTTY === true && out.stdout.isTTY === true,
    async readStdin() {
      const input = deps.stdin;
      if (!input?.[Symbol.asyncIterator]) return '';
      const decoder = new TextDecoder();
      let text = '';
      for await (const chunk of input as AsyncIterable<string | Uint8Array>) text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
      return text + decoder.decode();
    },
    config,
    apiUrl,
    api,
    requireUser,
    async absoluteUrls() {
      const origin = (await apiUrl()).replace(/\/api$/, '');
      return (path) => (/^https?:\/\//i.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`);
    },
    async openTui(screen, initialMessage) {
      if (!deps.openTui) throw new CliError('The terminal UI is not available in this build');
      const [cfg, url] = await Promise.all([config(), apiUrl()]);
      const session: TuiSession = {
        apiUrl: url,
        currentUser: () => cfg.currentUser(),
        saveCurrentUser: (user) => cfg.saveCurrentUser(user),
        clearCurrentUser: () => cfg.clearCurrentUser(),
      };
      return deps.openTui({ screen, session, ...(initialMessage ? { initialMessage } : {}) });
    },
  };
}
