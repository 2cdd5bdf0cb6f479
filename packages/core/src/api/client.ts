import type { z } from 'zod';
import { API_BASE_PATH, DEFAULT_API_URL } from '../constants/index.js';
import type { AnalysisProgress, ImportProgress, PlanExportFormat } from '../schemas/index.js';
import { ErrorBodySchema } from '../schemas/index.js';
import { ApiError } from './errors.js';
import { streamChat, type ChatStreamInput } from './chat-stream.js';
import { readImportEvents } from './import-progress.js';
import { readUploadEvents } from './upload-progress.js';
import { pathParamNames, requestPath } from './request-url.js';
import type { CallInput, RouteFields, RouteMethods, RouteQuery, RouteResponse, UploadFile } from './route-types.js';
import { routes, type RouteDefinition, type Routes } from './routes.js';

export type { UploadFile } from './route-types.js';

/** The part of a fetch Response the client reads; the browser's and undici's both fit. */
export interface HttpResponse {
  readonly ok: boolean;
  readonly status: number;
  readonly statusText: string;
  text(): Promise<string>;
}

export interface HttpRequestInit {
  method: string;
  headers: Record<string, string>;
  // `any`, not `unknown`: core has no DOM types for BodyInit/AbortSignal, and with `unknown` the
  // platform's own fetch (init: RequestInit) would not type-check as a FetchLike.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body?: any;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  signal?: any;
  /** undici needs this for streamed request bodies; browsers ignore it. */
  duplex?: 'half';
}

export type FetchLike = (url: string, init: HttpRequestInit) => Promise<HttpResponse>;

interface FormDataLike {
  append(name: string, value: unknown, fileName?: string): void;
}

export interface ApiClientOptions {
  /** Server origin, e.g. http://127.0.0.1:8787 (the /api base is added). */
  baseUrl?: string;
  fetch: FetchLike;
  /** The current user's bearer token, read at each call. */
  token?: () => string | null | undefined;
  /** Builds the multipart body; defaults to the platform's FormData. */
  createFormData?: () => FormDataLike;
}

const isUploadFile = (value: unknown): value is UploadFile =>
  typeof value === 'object' && value !== null && 'data' in value && 'name' in value;

/** A File (browser or Node) already named as the part: it has a stream of its own and the part's name. */
const isNamedFile = (file: UploadFile) => {
  const data = file.data as { name?: unknown; stream?: unknown } | null;
  return typeof data === 'object' && data !== null && typeof data.stream === 'function' && data.name === file.name;
};

function defaultFormData(): FormDataLike {
  const FormDataCtor = (globalThis as { FormData?: new () => FormDataLike }).FormData;
  if (!FormDataCtor) throw new TypeError('FormData is not available: pass createFormData to createApiClient');
  return new FormDataCtor();
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * A media path the server gave ('/api/media/…') as an absolute URL on the server at `origin` (the server's address,
 * with or without a path prefix); absolute URLs pass through, a missing path is null. A browser on the same origin
 * passes '' and keeps the path as it is.
 */
export function absoluteMediaUrl(origin: string, path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^[a-z][a-z\d+.-]*:/i.test(path)) return path;
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** A call as sent: params by name, the query, the body (JSON, or a multipart call's fields and file), a signal. */
interface CallRequest {
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
  signal?: unknown;
}

/** How a success is read: by a schema, or (a call asked to stream) by a reader of its events. */
type Answer<T> = { schema: z.ZodType<T> } | { events: (response: HttpResponse) => Promise<T> };

/** A route method's arguments (path params in order, then body, query and signal in one object) as a request. */
function requestOf(route: RouteDefinition, args: readonly unknown[]): CallRequest {
  const names = pathParamNames(route.path);
  const params = Object.fromEntries(
    names.flatMap((name, index) => (typeof args[index] === 'string' ? [[name, args[index]]] : [])),
  );
  const { signal, ...fields } = (args[names.length] ?? {}) as Record<string, unknown>;
  const queryKeys = new Set(route.query ? Object.keys(route.query.shape) : []);
  const query = Object.fromEntries(Object.entries(fields).filter(([key]) => queryKeys.has(key)));
  const body =
    route.body || route.multipart
      ? Object.fromEntries(Object.entries(fields).filter(([key]) => !queryKeys.has(key)))
      : undefined;
  return { params, query, body, signal };
}

/** A multipart body: text fields, numbers as text, lists and objects as JSON, the file as a file part. */
function formOf(fields: object, createFormData: () => FormDataLike): FormDataLike {
  const form = createFormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (isUploadFile(value)) {
      // A File that carries its own name goes in as it is: given a name, FormData copies it into a new File, which
      // would drop a File's own stream() (Node's counting file parts, @spotter/node-client). The wire is the same.
      if (isNamedFile(value)) form.append(key, value.data);
      else form.append(key, value.data, value.name);
    } else if (typeof value === 'string') form.append(key, value);
    else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
      form.append(key, String(value));
    else form.append(key, JSON.stringify(value));
  }
  return form;
}

/**
 * The Spotter API client, derived from the contract: one method per route of `routes` by its name (path params in
 * order, then one object of body, query and signal), and `call(route, input)` for any route. The few calls written
 * here add something the contract cannot say: a streamed reply or progress, a job's answer, a format's route.
 */
export function createApiClient(options: ApiClientOptions) {
  const origin = (options.baseUrl ?? DEFAULT_API_URL).replace(/\/+$/, '');
  const apiRoot = origin.endsWith(API_BASE_PATH) ? origin : `${origin}${API_BASE_PATH}`;
  const createFormData = options.createFormData ?? defaultFormData;

  async function send<T>(route: RouteDefinition, request: CallRequest, answer: Answer<T>): Promise<T> {
    const url = `${apiRoot}${requestPath(route.path, request.params, request.query)}`;
    const produces = 'events' in answer ? 'text/event-stream' : route.produces;
    const headers: Record<string, string> = { accept: produces ? `${produces}, application/json` : 'application/json' };
    const token = options.token?.();
    if (token) headers.authorization = `Bearer ${token}`;
    let body: unknown;
    if (route.multipart) body = formOf(request.body ?? {}, createFormData);
    else if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body);
    }

    let response: HttpResponse;
    let text: string;
    try {
      response = await options.fetch(url, { method: route.method, headers, body, signal: request.signal });
      if ('events' in answer && response.ok) return await answer.events(response);
      // Reading the body can fail too (connection dropped mid-answer): that is still a network failure.
      text = await response.text();
    } catch (cause) {
      if ((cause as { name?: string }).name === 'AbortError' || cause instanceof ApiError) throw cause;
      throw new ApiError(0, `Cannot reach the Spotter server at ${apiRoot}`, { cause });
    }
    const payload = route.produces && response.ok ? text : parseJson(text);
    if (!response.ok) {
      const error = ErrorBodySchema.safeParse(payload);
      const detail = error.success ? error.data.detail : `${response.status} ${response.statusText}`.trim();
      throw new ApiError(response.status, detail);
    }
    const schema = 'schema' in answer ? answer.schema : route.response;
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      throw new ApiError(response.status, `The server sent an unexpected answer to ${route.method} ${route.path}`, {
        cause: parsed.error,
      });
    }
    return parsed.data as T;
  }

  /** Any route of the contract: `call(routes.updateSet, { params: { id, setId }, body: { reps: 8 } })`. */
  function call<R extends RouteDefinition>(
    route: R,
    ...input: Record<never, never> extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>]
  ): Promise<RouteResponse<R>>;
  function call(route: RouteDefinition, input: CallRequest = {}): Promise<unknown> {
    return send(route, input, { schema: route.response });
  }

  // The methods' types come from the contract (RouteMethods); a route's method takes whatever its type allows.
  const methods = Object.fromEntries(
    Object.entries(routes).map(([name, route]) => [
      name,
      (...args: never[]) => send(route, requestOf(route, args), { schema: route.response }),
    ]),
  ) as RouteMethods;

  /** A route's method with a query switch set (`?async=1`, `?progress=1`), read its own way. */
  const switched = <T>(
    route: RouteDefinition,
    args: readonly unknown[],
    switches: Record<string, string>,
    answer: Answer<T>,
  ) => {
    const request = requestOf(route, args);
    return send(route, { ...request, query: { ...request.query, ...switches } }, answer);
  };
  type UploadFields = RouteFields<Routes['uploadExercise']>;
  type ImportFields = RouteFields<Routes['importLog']>;
  const serverOrigin = apiRoot.slice(0, -API_BASE_PATH.length);

  return {
    ...methods,
    call,
    apiRoot,
    /** Media links in answers are server paths; this makes one absolute on this client's server (terminals open them). */
    mediaUrl: (path: string | null | undefined) => absoluteMediaUrl(serverOrigin, path),
    /** A plan as a calendar (.ics) or a Markdown document (.md), as text; `start` (YYYY-MM-DD) moves the calendar's first week. */
    exportPlan: (
      id: string,
      planId: string,
      format: PlanExportFormat,
      query: RouteQuery<Routes['exportPlanCalendar']> = {},
    ) => (format === 'ics' ? methods.exportPlanCalendar(id, planId, query) : methods.exportPlanMarkdown(id, planId)),
    /** An upload answered at once with a job (a server with a job queue only); ask getJob how it goes. */
    uploadExerciseAsync: (fields: UploadFields) =>
      switched(routes.uploadExercise, [fields], { async: '1' }, { schema: routes.uploadExercise.accepted.response }),
    /**
     * An upload waited for with the analysis's progress (each stage and share done); resolves with uploadExercise's
     * answer. `onReceived`: the server has the whole video and its events begin (it opens them once the body is in),
     * so until the first stage the video waits for the coach rather than being sent.
     */
    uploadExerciseWithProgress: ({
      onProgress,
      onReceived,
      ...fields
    }: UploadFields & { onProgress: (progress: AnalysisProgress) => void; onReceived?: () => void }) =>
      switched(
        routes.uploadExercise,
        [fields],
        { progress: '1' },
        {
          events: (response) => {
            onReceived?.();
            return readUploadEvents(response, onProgress);
          },
        },
      ),
    /** An import with how far the server has read the file (each step and its bytes); resolves with importLog's answer. */
    importLogWithProgress: (
      id: string,
      { onProgress, ...fields }: ImportFields & { onProgress: (progress: ImportProgress) => void },
    ) =>
      switched(
        routes.importLog,
        [id, fields],
        { progress: '1' },
        { events: (response) => readImportEvents(response, onProgress) },
      ),
    /** A chat reply streamed: `onDelta` gets the reply's text as it is produced; resolves with the ChatReply. */
    chatStream: (input: ChatStreamInput) => streamChat({ apiRoot, fetch: options.fetch, token: options.token }, input),
  };
}
