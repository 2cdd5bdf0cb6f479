import type { z } from 'zod';
import { API_BASE_PATH, DEFAULT_API_URL, UPLOAD_FOCUS, type ReviewStatus } from '../constants/index.js';
import type {
  AccountDelete,
  AnalysisProgress,
  ImportProgress,
  ChatRequest,
  DeviceRename,
  DeviceTokenRequest,
  EquipmentScanFieldsSchema,
  ExerciseContributionInput,
  ExerciseQuery,
  JobAccepted,
  PasswordChange,
  PersonalBestCreate,
  ProofFields,
  PlanExportFormat,
  SetCreateInput,
  SetQuery,
  SetUpdateInput,
  WorkoutCreateInput,
  WorkoutQuery,
  WorkoutUpdateInput,
  SignInInput,
  UserCreateInput,
  UploadExerciseFieldsSchema,
  UserUpdateInput,
} from '../schemas/index.js';
import { ErrorBodySchema } from '../schemas/index.js';
import { ApiError } from './errors.js';
import { streamChat, type ChatStreamInput } from './chat-stream.js';
import { readImportEvents } from './import-progress.js';
import { readUploadEvents } from './upload-progress.js';
import { routes, type RouteDefinition } from './routes.js';

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

/** A file to upload: a Blob (browser File, or Node's `fs.openAsBlob`, which streams from disk). */
export interface UploadFile {
  readonly data: unknown;
  readonly name: string;
}

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

/** A multipart call's input: its text fields as the contract names them, the file, and an optional abort signal. */
type MultipartInput<Fields extends z.ZodObject, Extra = object> = Omit<z.input<Fields>, keyof Extra> & Extra & { file: UploadFile; signal?: unknown };

/** POST /upload-exercise; `load_kg` a number (the field's text form is the client's business). */
export type UploadExerciseInput = MultipartInput<typeof UploadExerciseFieldsSchema, { load_kg?: number }>;
export type EquipmentScanInput = MultipartInput<typeof EquipmentScanFieldsSchema>;

/** POST /users/{id}/imports: the export file, a dry run or not, and the unit of loads when the file does not say. */
export interface ImportLogInput {
  file: UploadFile;
  dry_run?: boolean;
  units?: 'kg' | 'lb';
  signal?: unknown;
}

/** GET /users/{id}/sets from a client: the contract's query with the page size a number (the contract's coerces text). */
export type SetListQuery = Omit<SetQuery, 'limit'> & { limit?: number };
export type WorkoutListQuery = Omit<WorkoutQuery, 'limit'> & { limit?: number };

interface SendInput {
  params?: Record<string, string>;
  query?: Record<string, string | undefined>;
  json?: unknown;
  /**
   * Multipart fields by the contract's names: text, a number or a list (sent as JSON), or the file; `unknown`, as the
   * contract's coerced fields take any input. `signal` is never one.
   */
  form?: { readonly [name: string]: unknown };
  signal?: unknown;
  /** A call asked to stream (its route's `progress` query): a successful answer is read as events by this instead. */
  events?: (response: HttpResponse) => Promise<unknown>;
}

const isUploadFile = (value: unknown): value is UploadFile => typeof value === 'object' && value !== null && 'data' in value && 'name' in value;

/** Filters set to 'all' or left empty are not sent (spec §7). */
function queryString(query: Record<string, string | undefined> = {}): string {
  const parts = Object.entries(query)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '' && entry[1] !== 'all')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new TypeError(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(value);
  });
}

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

/** The typed Spotter API client: one method per call of the contract. */
export function createApiClient(options: ApiClientOptions) {
  const origin = (options.baseUrl ?? DEFAULT_API_URL).replace(/\/+$/, '');
  const apiRoot = origin.endsWith(API_BASE_PATH) ? origin : `${origin}${API_BASE_PATH}`;
  const createFormData = options.createFormData ?? defaultFormData;

  async function send<R extends RouteDefinition>(route: R, input: SendInput = {}): Promise<z.output<R['response']>> {
    const url = `${apiRoot}${fillPath(route.path, input.params)}${queryString(input.query)}`;
    const produces = input.events ? 'text/event-stream' : route.produces;
    const headers: Record<string, string> = { accept: produces ? `${produces}, application/json` : 'application/json' };
    const token = options.token?.();
    if (token) headers.authorization = `Bearer ${token}`;
    let body: unknown;
    if (input.form) {
      const form = createFormData();
      for (const [key, value] of Object.entries(input.form)) {
        if (value === undefined || key === 'signal') continue;
        if (isUploadFile(value)) form.append(key, value.data, value.name);
        else if (Array.isArray(value)) form.append(key, JSON.stringify(value));
        else if (typeof value === 'string') form.append(key, value);
        else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') form.append(key, String(value));
        else form.append(key, JSON.stringify(value));
      }
      body = form;
    } else if (input.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input.json);
    }

    let response: HttpResponse;
    let text: string;
    try {
      response = await options.fetch(url, { method: route.method, headers, body, signal: input.signal });
      if (input.events && response.ok) return (await input.events(response)) as z.output<R['response']>;
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
    const parsed = (response.status === 202 && route.accepted ? route.accepted.response : route.response).safeParse(payload);
    if (!parsed.success) {
      throw new ApiError(response.status, `The server sent an unexpected answer to ${route.method} ${route.path}`, {
        cause: parsed.error,
      });
    }
    return parsed.data as z.output<R['response']>;
  }

  const serverOrigin = apiRoot.slice(0, -API_BASE_PATH.length);

  return {
    apiRoot,
    /** Media links in answers are server paths; this makes one absolute on this client's server (terminals open them). */
    mediaUrl: (path: string | null | undefined) => absoluteMediaUrl(serverOrigin, path),
    health: () => send(routes.health),
    ready: () => send(routes.ready),
    createUser: (body: UserCreateInput) => send(routes.createUser, { json: body }),
    getUser: (id: string) => send(routes.getUser, { params: { id } }),
    updateUser: (id: string, body: UserUpdateInput) => send(routes.updateUser, { params: { id }, json: body }),
    deleteUser: (id: string, body: AccountDelete) => send(routes.deleteUser, { params: { id }, json: body }),
    exportUser: (id: string) => send(routes.exportUser, { params: { id } }),
    setPassword: (id: string, body: PasswordChange) => send(routes.setPassword, { params: { id }, json: body }),
    newSignInKey: (id: string, body: ProofFields) => send(routes.newSignInKey, { params: { id }, json: body }),
    signIn: (body: SignInInput) => send(routes.signIn, { json: body }),
    listSessions: (id: string) => send(routes.listSessions, { params: { id } }),
    /** A token for another client (an AI agent): it shows in the device list as `device`. */
    createDeviceToken: (id: string, body: DeviceTokenRequest) => send(routes.createDeviceToken, { params: { id }, json: body }),
    renameSession: (id: string, sessionId: string, body: DeviceRename) => send(routes.renameSession, { params: { id, sessionId }, json: body }),
    revokeSessions: (id: string, body: ProofFields) => send(routes.revokeSessions, { params: { id }, json: body }),
    revokeSession: (sessionId: string) => send(routes.revokeSession, { params: { id: sessionId } }),
    listPlans: (id: string) => send(routes.listPlans, { params: { id } }),
    createPlan: (id: string, body: { equipment_list?: string[]; scan_id?: string } = {}) => send(routes.createPlan, { params: { id }, json: body }),
    /** A plan as a calendar (.ics) or a Markdown document (.md), as text; `start` (YYYY-MM-DD) moves the calendar's first week. */
    exportPlan: (id: string, planId: string, format: PlanExportFormat, options: { start?: string } = {}) =>
      format === 'ics'
        ? send(routes.exportPlanCalendar, { params: { id, planId }, query: { start: options.start } })
        : send(routes.exportPlanMarkdown, { params: { id, planId } }),
    exportPlanCalendar: (id: string, planId: string, options: { start?: string } = {}) =>
      send(routes.exportPlanCalendar, { params: { id, planId }, query: { start: options.start } }),
    exportPlanMarkdown: (id: string, planId: string) => send(routes.exportPlanMarkdown, { params: { id, planId } }),
    listPersonalBests: (id: string) => send(routes.listPersonalBests, { params: { id } }),
    addPersonalBest: (id: string, body: PersonalBestCreate) => send(routes.addPersonalBest, { params: { id }, json: body }),
    listMedia: (id: string) => send(routes.listMedia, { params: { id } }),
    listSets: (id: string, query: SetListQuery = {}) =>
      send(routes.listSets, { params: { id }, query: { exercise: query.exercise, limit: query.limit === undefined ? undefined : String(query.limit), cursor: query.cursor } }),
    /** Log a set by hand (load in kg); with a client_id a resend answers the set already logged. */
    createSet: (id: string, body: SetCreateInput) => send(routes.createSet, { params: { id }, json: body }),
    updateSet: (id: string, setId: string, body: SetUpdateInput) => send(routes.updateSet, { params: { id, setId }, json: body }),
    deleteSet: (id: string, setId: string) => send(routes.deleteSet, { params: { id, setId } }),
    nextWorkout: (id: string) => send(routes.nextWorkout, { params: { id } }),
    startWorkout: (id: string, body: WorkoutCreateInput = {}) => send(routes.startWorkout, { params: { id }, json: body }),
    updateWorkout: (id: string, workoutId: string, body: WorkoutUpdateInput) => send(routes.updateWorkout, { params: { id, workoutId }, json: body }),
    listWorkouts: (id: string, query: WorkoutListQuery = {}) =>
      send(routes.listWorkouts, { params: { id }, query: { limit: query.limit === undefined ? undefined : String(query.limit), cursor: query.cursor } }),
    listChat: (id: string) => send(routes.listChat, { params: { id } }),
    /** Import a Strong, Hevy or FitNotes CSV export; `dry_run` only previews it (nothing stored). */
    importLog: (id: string, input: ImportLogInput) =>
      send(routes.importLog, {
        params: { id },
        query: { dry_run: input.dry_run ? '1' : undefined, units: input.units },
        form: { file: input.file },
        signal: input.signal,
      }),
    /**
     * The same import, with how far the server has read the file: `onProgress` gets each step and its bytes as the
     * server streams them; resolves with the same answer as importLog.
     */
    importLogWithProgress: (id: string, input: ImportLogInput & { onProgress: (progress: ImportProgress) => void }) =>
      send(routes.importLog, {
        params: { id },
        query: { dry_run: input.dry_run ? '1' : undefined, units: input.units, progress: '1' },
        form: { file: input.file },
        signal: input.signal,
        events: (response) => readImportEvents(response, input.onProgress),
      }),
    /** The user's sets as CSV text in Strong's current columns (loads in kg). */
    exportSetsCsv: (id: string) => send(routes.exportSetsCsv, { params: { id } }),
    exerciseMetadata: () => send(routes.exerciseMetadata),
    listExercises: (query: ExerciseQuery = {}) => send(routes.listExercises, { query }),
    contributeExercise: (input: ExerciseContributionInput & { user_id: string }) => send(routes.contributeExercise, { form: input }),
    uploadExercise: (input: UploadExerciseInput) => send(routes.uploadExercise, { form: { focus: UPLOAD_FOCUS, ...input }, signal: input.signal }),
    /** The same upload, answered at once with a job (a server with a job queue only); ask getJob how it goes. */
    uploadExerciseAsync: (input: UploadExerciseInput) =>
      send(routes.uploadExercise, { query: { async: '1' }, form: { focus: UPLOAD_FOCUS, ...input }, signal: input.signal }) as unknown as Promise<JobAccepted>,
    /**
     * The same upload, waited for with the analysis's progress: `onProgress` gets each stage and share done as the
     * server streams them; resolves with the same answer as uploadExercise.
     */
    uploadExerciseWithProgress: (input: UploadExerciseInput & { onProgress: (progress: AnalysisProgress) => void }) => {
      const { onProgress, ...fields } = input;
      return send(routes.uploadExercise, {
        query: { progress: '1' },
        form: { focus: UPLOAD_FOCUS, ...fields },
        signal: input.signal,
        events: (response) => readUploadEvents(response, onProgress),
      });
    },
    getJob: (id: string) => send(routes.getJob, { params: { id } }),
    scanEquipment: (input: EquipmentScanInput) => send(routes.scanEquipment, { form: input, signal: input.signal }),
    /** Review calls: the client's token must be the server's admin token. */
    listContributions: (status: ReviewStatus = 'pending') => send(routes.listContributions, { query: { status } }),
    approveContribution: (id: string) => send(routes.approveContribution, { params: { id } }),
    rejectContribution: (id: string, reason: string) => send(routes.rejectContribution, { params: { id }, json: { reason } }),
    chat: (body: ChatRequest) => send(routes.chat, { json: { message_type: 'user', ...body } }),
    /** The same chat, streamed: `onDelta` gets the reply's text as it is produced; resolves with the ChatReply. */
    chatStream: (input: ChatStreamInput) => streamChat({ apiRoot, fetch: options.fetch, token: options.token }, input),
  };
}
