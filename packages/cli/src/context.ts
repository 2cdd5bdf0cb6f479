import type { ApiClient, FetchLike } from '@spotter/core/api';
import { API_BASE_PATH, DEFAULT_API_URL } from '@spotter/core/constants';
import type { ConfigStore, SignInStore, StoredUser } from '@spotter/node-client/config';
import type { PublicReadPath, PublicReadQuery } from './api/lean-get.js';
import { CliError, UsageError } from './errors.js';
import type { Output, TextStream } from './output/output.js';
import type { Prompter } from './prompts/prompter.js';
import type { OpenTui, TuiScreen } from '@spotter/node-client';

export interface CliDeps {
  openTui?: OpenTui;
  env?: Record<string, string | undefined>;
  stdin?: { isTTY?: boolean } & Partial<AsyncIterable<string | Uint8Array>>;
  stdout?: TextStream;
  stderr?: TextStream;
  /** Tests: answers questions instead of a person (used only when stdin and stdout are terminals). */
  prompter?: Prompter;
  /** Tests: the HTTP layer under the API client (default: undici). */
  fetch?: FetchLike;
  /** Names this machine in device labels ("spotter CLI on <hostname>"). */
  hostname?: string;
  /** Aborted on Ctrl-C or SIGTERM (reason: an InterruptedError); runProgram watches the process when not given. */
  signal?: AbortSignal;
}

/** Everything a command needs, built lazily so each command loads only what it uses. */
export interface CliContext {
  readonly out: Output;
  readonly env: Record<string, string | undefined>;
  /** stdin and stdout are both terminals: a person is at the keyboard. */
  readonly interactive: boolean;
  /** Aborted on Ctrl-C or SIGTERM: every request made through `api()` is cancelled with it. */
  readonly signal: AbortSignal;
  /** All of stdin as text (for `-` arguments). */
  readStdin(): Promise<string>;
  config(): Promise<ConfigStore>;
  /** The sign-in kept for the server in use (`apiUrl()`'s origin); other servers never see its token. */
  session(): Promise<SignInStore>;
  /** --api-url, else SPOTTER_API_URL, else the config's apiUrl, else the default. */
  apiUrl(): Promise<string>;
  api(): Promise<ApiClient>;
  /**
   * A public GET (path under /api, e.g. '/exercises') on a lean path that loads neither undici nor zod: the parsed
   * body of a 200, else undefined, and the caller asks `api()` instead (which reports every failure properly).
   */
  leanGet<P extends PublicReadPath>(
    path: P,
    query?: PublicReadQuery<P>,
    options?: { timeoutMs?: number },
  ): Promise<unknown>;
  /** A client sending another bearer token (sign-in: none; admin calls: the server's admin token). */
  apiWith(token: string | null): Promise<ApiClient>;
  /** Questions for the person at the keyboard; without a terminal, a usage error naming `instead` (the flags to pass). */
  prompter(instead: string, usage?: string): Promise<Prompter>;
  /** "spotter CLI on <hostname> (<login>)": how this machine's sign-in is listed among the account's devices. */
  deviceLabel(): Promise<string>;
  /** The stored current user, or exit 3. */
  requireUser(): Promise<StoredUser>;
  /** Makes server-relative media paths (/api/media/…) absolute against the API URL. */
  absoluteUrls(): Promise<(path: string) => string>;
  openTui(screen: TuiScreen, initialMessage?: string): Promise<number>;
}

export interface GlobalOptions {
  apiUrl?: string;
}

export function createContext(
  deps: Required<Pick<CliDeps, 'env'>> & CliDeps,
  out: Output,
  globals: GlobalOptions,
): CliContext {
  const env = deps.env;
  const signal = deps.signal ?? new AbortController().signal;
  let store: Promise<ConfigStore> | undefined;
  let hostSession: Promise<SignInStore> | undefined;
  let client: Promise<ApiClient> | undefined;

  const config = () =>
    (store ??= import('@spotter/node-client/config').then(({ openConfigStore }) => openConfigStore(env)));

  /** --api-url, else SPOTTER_API_URL, checked; null when neither is given. */
  const explicitApiUrl = async (): Promise<string | null> => {
    const explicit = globals.apiUrl ?? (env.SPOTTER_API_URL?.trim() || undefined);
    if (!explicit) return null;
    const { checkApiUrl } = await import('@spotter/node-client/settings');
    const checked = checkApiUrl(explicit);
    if (!checked.ok) throw new UsageError(`--api-url ${checked.message} (got '${explicit}')`);
    return checked.value;
  };
  const apiUrl = async () => (await explicitApiUrl()) ?? (await config()).read().apiUrl ?? DEFAULT_API_URL;

  const session = () => (hostSession ??= (async () => (await config()).signInAt(await apiUrl()))());

  const requireUser = async () => {
    const [cfg, here, url] = await Promise.all([config(), session(), apiUrl()]);
    const user = here.currentUser();
    if (user) return user;
    const { notSignedInHere } = await import('./services/hosts.js');
    throw notSignedInHere(url, cfg.signIns());
  };

  const clientFor = async (token: () => string | null): Promise<ApiClient> => {
    const url = await apiUrl();
    if (deps.fetch) {
      const { createApiClient } = await import('@spotter/core/api');
      return createApiClient({ baseUrl: url, fetch: deps.fetch, token });
    }
    const { createHttpClient } = await import('./api/http-client.js');
    return createHttpClient(url, token, signal);
  };
  const api = () =>
    (client ??= (async () => {
      // Only the token this server issued: a sign-in kept for another origin is never sent here.
      const here = await session();
      return clientFor(() => here.currentUser()?.token ?? null);
    })());
  const interactive = deps.stdin?.isTTY === true && out.stdout.isTTY === true;

  return {
    out,
    env,
    interactive,
    signal,
    async readStdin() {
      const input = deps.stdin;
      if (!input?.[Symbol.asyncIterator]) return '';
      const decoder = new TextDecoder();
      let text = '';
      for await (const chunk of input as AsyncIterable<string | Uint8Array>)
        text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
      return text + decoder.decode();
    },
    config,
    session,
    apiUrl,
    api,
    requireUser,
    apiWith: (token) => clientFor(() => token),
    async leanGet(path, query, options = {}) {
      if (deps.fetch) return undefined; // tests answer through their own fetch, on the typed client
      const [{ savedSettings }, { leanGetJson }, explicit] = await Promise.all([
        import('@spotter/node-client/settings'),
        import('./api/lean-get.js'),
        explicitApiUrl(),
      ]);
      const saved = await savedSettings(env, explicit);
      const base = saved.apiUrl;
      const root = base.endsWith(API_BASE_PATH) ? base : `${base}${API_BASE_PATH}`;
      const within =
        options.timeoutMs === undefined ? signal : AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]);
      return leanGetJson(root, path, query, { token: saved.token, signal: within });
    },
    async prompter(instead, usage) {
      if (!interactive) throw new UsageError(`No terminal to ask on: pass ${instead}`, usage);
      if (deps.prompter) return deps.prompter;
      const { createClackPrompter } = await import('./prompts/prompter.js');
      return createClackPrompter();
    },
    async deviceLabel() {
      const { deviceLabel } = await import('@spotter/node-client');
      // A test's machine name comes with no OS login: only $USER or $LOGNAME name one.
      return deps.hostname
        ? deviceLabel('CLI', { host: deps.hostname, login: env.USER ?? env.LOGNAME ?? null })
        : deviceLabel('CLI', { env });
    },
    async absoluteUrls() {
      const client = await api();
      return (path) => client.mediaUrl(path) ?? path;
    },
    async openTui(screen, initialMessage) {
      if (!deps.openTui) throw new CliError('The terminal UI is not available in this build');
      const [cfg, url, { configSession }, { default: terminalLink }] = await Promise.all([
        config(),
        apiUrl(),
        import('@spotter/node-client/config'),
        import('terminal-link'),
      ]);
      const hyperlinks = terminalLink.isSupported;
      return deps.openTui({
        screen,
        session: configSession(cfg, url),
        hyperlinks,
        ...(initialMessage ? { initialMessage } : {}),
      });
    },
  };
}
