import { databaseFault } from '../db/faults.js';
import { MediaStoreUnavailableError } from '../media/media-store.js';

/** An expected failure with the status and the sentence the client shows. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    /** Sent with the error, e.g. Retry-After on a 503. */
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (
  detail = "Sign in first: this call needs the user's token (Authorization: Bearer <token>)",
) => new HttpError(401, detail);
export const forbidden = (detail = 'This token belongs to another user: you can only reach your own data') =>
  new HttpError(403, detail);
export const notFound = (detail: string) => new HttpError(404, detail);
/** Too busy to take this now: the client may try again after `retryAfterSeconds`. */
export const serviceBusy = (detail: string, retryAfterSeconds: number) =>
  new HttpError(503, detail, { 'retry-after': String(retryAfterSeconds) });

/** Seconds a client is asked to wait after the database could not answer (a failover takes a few). */
const DATABASE_RETRY_AFTER_SECONDS = 2;

/** The 503 for an error that says the database could not answer (lost, down, timed out), or null for any other. */
export function databaseUnavailable(err: unknown): HttpError | null {
  const fault = databaseFault(err);
  if (!fault) return null;
  const detail =
    fault === 'timeout'
      ? 'The database took too long to answer; please try again in a moment'
      : 'The database cannot be reached right now; please try again in a moment';
  return serviceBusy(detail, DATABASE_RETRY_AFTER_SECONDS);
}

/** Seconds a client is asked to wait after the media store did not answer (a bucket's server restarting). */
export const MEDIA_STORE_RETRY_AFTER_SECONDS = 5;

/** The 503 for an error that says the media store could not be reached or refused a write, or null for any other. */
export function mediaStoreUnavailable(err: unknown): HttpError | null {
  if (!(err instanceof MediaStoreUnavailableError)) return null;
  return serviceBusy(
    'The media store cannot be reached right now: nothing was stored; please try again in a moment',
    MEDIA_STORE_RETRY_AFTER_SECONDS,
  );
}
