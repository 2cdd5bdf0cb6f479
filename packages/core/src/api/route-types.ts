import type { z } from 'zod';
import type { PathParamNames } from './request-url.js';
import type { RouteDefinition, RouteName, Routes } from './routes.js';

/** A file to upload: a Blob (browser File, or Node's `fs.openAsBlob`, which streams from disk). */
export interface UploadFile {
  readonly data: unknown;
  readonly name: string;
}

/** Keys a value may leave out (their input takes undefined, e.g. a field with a default) are optional. */
type LeaveOutUndefined<T> = { [K in keyof T as undefined extends T[K] ? K : never]?: T[K] } & {
  [K in keyof T as undefined extends T[K] ? never : K]: T[K];
};
type Flat<T> = { [K in keyof T]: T[K] } & {};

/**
 * The query switches that change what a call answers (`?async=1`: a job; `?progress=1`: events): the client's own
 * calls send them (uploadExerciseAsync, …WithProgress), so a plain call cannot.
 */
type Switches<R> =
  | (R extends { accepted: { query: infer Q extends string } } ? Q : never)
  | (R extends { progress: { query: infer Q extends string } } ? Q : never);

/** The path params of a route by name, as text. */
export type RouteParams<R extends RouteDefinition> = { [K in PathParamNames<R['path']>[number]]: string };
/** The query a caller sets, as the contract's schema takes it (numbers and flags as values, not text). */
export type RouteQuery<R extends RouteDefinition> = R extends { query: infer Q extends z.ZodObject }
  ? Flat<LeaveOutUndefined<Omit<z.input<Q>, Switches<R>>>>
  : Record<never, never>;
/** The body: JSON by the route's schema, or a multipart call's fields and its file. */
export type RouteBody<R extends RouteDefinition> = R extends {
  multipart: { fields: infer F extends z.ZodObject; file: infer K };
}
  ? Flat<FieldsOf<F> & (K extends null ? Record<never, never> : { file: UploadFile })>
  : R extends { body: infer B extends z.ZodType }
    ? z.input<B>
    : undefined;
/** A multipart call's text fields; a call with none (`z.object({})`) takes none. */
type FieldsOf<F extends z.ZodObject> = string extends keyof z.input<F>
  ? Record<never, never>
  : LeaveOutUndefined<z.input<F>>;
/** The parsed success answer. */
export type RouteResponse<R extends RouteDefinition> = z.output<R['response']>;

/** What `call(route, input)` takes: params by name, query, body, and an abort signal; only the parts the route has. */
export type CallInput<R extends RouteDefinition> = (PathParamNames<R['path']> extends []
  ? { params?: undefined }
  : { params: RouteParams<R> }) &
  (R extends { query: z.ZodObject } ? { query?: RouteQuery<R> } : { query?: undefined }) &
  (RouteBody<R> extends undefined
    ? { body?: undefined }
    : Record<never, never> extends RouteBody<R>
      ? { body?: RouteBody<R> }
      : { body: RouteBody<R> }) & {
    signal?: unknown;
  };

/** A route's method on the client takes its path params in path order, then one object of body, query and signal. */
export type RouteFields<R extends RouteDefinition> = Flat<
  (RouteBody<R> extends undefined ? Record<never, never> : RouteBody<R>) & RouteQuery<R> & { signal?: unknown }
>;
type Texts<Names> = Names extends [unknown, ...infer Rest] ? [string, ...Texts<Rest>] : [];
type ParamArgs<R extends RouteDefinition> = Texts<PathParamNames<R['path']>>;
type FieldsArg<R extends RouteDefinition> =
  Record<never, never> extends RouteFields<R> ? [fields?: RouteFields<R>] : [fields: RouteFields<R>];
export type RouteMethod<R extends RouteDefinition> = (
  ...args: [...ParamArgs<R>, ...FieldsArg<R>]
) => Promise<RouteResponse<R>>;

/** One method per route of the contract, by the route's name: `getUser(id)`, `updateSet(id, setId, body)`. */
export type RouteMethods = { [N in RouteName]: RouteMethod<Routes[N]> };
