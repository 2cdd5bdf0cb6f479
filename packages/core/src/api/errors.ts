import { MESSAGES } from '../constants/index.js';

/** The one error the client throws: an HTTP status (0 when the server could not be reached) and a human `detail`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(detail, options);
  }

  /** True when no answer came back at all (server down, wrong URL, network). */
  get unreachable(): boolean {
    return this.status === 0;
  }
}

/** Spec §8: the server's detail, else the error's message, else 'An error occurred'. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError && err.detail) return err.detail;
  if (typeof err === 'object' && err !== null) {
    const detail = (err as { detail?: unknown }).detail;
    if (typeof detail === 'string' && detail) return detail;
    const message = (err as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  if (typeof err === 'string' && err) return err;
  return MESSAGES.genericError;
}
