/**
 * Database faults a server meets on a bad day (a failover, a restart, `pg_terminate_backend`, a held lock, the
 * embedded database's thread crashing) are expected events: the request that met one gets 503 + Retry-After and the
 * process goes on. This names them, for the error handler and for the one safe retry of a read.
 */

/** Marks an error as "the database cannot answer right now" (the request may be tried again shortly). */
export class DatabaseUnavailableError extends Error {
  readonly code = 'SPOTTER_DATABASE_UNAVAILABLE';
  constructor(
    message: string,
    /** `timeout`: a statement ran past its limit or waited too long for a lock; `unreachable`: no connection. */
    readonly reason: 'unreachable' | 'timeout',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Node's socket errors: the connection to the server is gone or was never made. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * SQLSTATEs that say the server dropped or refused the session: connection exceptions (class 08), the server shutting
 * down or not taking connections (57P01-57P03), too many connections, an idle transaction cut by its timeout.
 */
const LOST_STATES = new Set(['57P01', '57P02', '57P03', '53300', '25P03']);
/** A statement over `statement_timeout` (query_canceled) or a lock not had within `lock_timeout`. */
const TIMEOUT_STATES = new Set(['57014', '55P03']);
/** pg's own words when the socket closes under a client, and when the pool cannot open one in time. */
const LOST_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated due to connection timeout)/;

/** How the error says the database could not answer, or null for any other error (a constraint, a bug). */
export function databaseFault(err: unknown): 'unreachable' | 'timeout' | null {
  if (err instanceof DatabaseUnavailableError) return err.reason;
  if (typeof err !== 'object' || err === null) return null;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (TIMEOUT_STATES.has(code)) return 'timeout';
    if (LOST_STATES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code)) return 'unreachable';
  }
  return typeof message === 'string' && LOST_MESSAGES.test(message) ? 'unreachable' : null;
}

/** True when the connection itself was lost (so the statement may never have reached the server). */
export const connectionLost = (err: unknown) => databaseFault(err) === 'unreachable';

export { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from '../defaults.js';
