// What the server runs with where no setting says otherwise: the environment schema (config.ts) takes its defaults
// from here, and so do the modules that run without a config (a database opened by a test, a bench).

/**
 * A stuck statement (a held lock, a runaway plan) ends with an error the request answers 503 to, instead of holding
 * the request, its connection and the client waiting. 0 switches a limit off.
 */
export interface DatabaseTimeouts {
  /** PostgreSQL's statement_timeout for every statement of a request. */
  statementMs: number;
  /** PostgreSQL's lock_timeout: how long a statement waits for a lock another session holds. */
  lockMs: number;
  /** How long a request waits for a connection (the server down or unreachable) before it fails. */
  connectMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { statementMs: 5000, lockMs: 5000, connectMs: 5000 };

/** When the server has this much to do, new requests are turned away for a moment instead of queueing up. */
export interface Pressure {
  /** Event-loop lag past which every request is refused; 0 switches this off. */
  maxEventLoopDelayMs: number;
  /** How often the loop's delay is sampled. */
  sampleIntervalMs: number;
  /**
   * Requests being worked on at once (waiting on a worker thread does not count); past this a request is refused
   * at once. 0 switches this off.
   */
  maxInFlight: number;
}

export const DEFAULT_PRESSURE: Pressure = { maxEventLoopDelayMs: 1000, sampleIntervalMs: 500, maxInFlight: 64 };

/** Per-address and per-account request budgets against guessing and flooding (0 = no limit). */
export interface RateLimits {
  /** Sign-in attempts per address, and per account (email), in 15 minutes. */
  signInsPerAddress: number;
  signInsPerAccount: number;
  signUpsPerHour: number;
  contributionsPerHour: number;
  /** Calls with an unknown or revoked token per address in 15 minutes (token guessing). */
  failedTokensPerAddress: number;
  /** Coach messages and video uploads per account per hour. */
  chatsPerHour: number;
  uploadsPerHour: number;
}

export const DEFAULT_LIMITS: RateLimits = {
  signInsPerAddress: 30,
  signInsPerAccount: 10,
  signUpsPerHour: 30,
  contributionsPerHour: 30,
  failedTokensPerAddress: 60,
  chatsPerHour: 300,
  uploadsPerHour: 60,
};

/** For a trusted setting only (tests, benchmarks, a server behind a proxy that limits): no budgets at all. */
export const NO_LIMITS: RateLimits = {
  signInsPerAddress: 0,
  signInsPerAccount: 0,
  signUpsPerHour: 0,
  contributionsPerHour: 0,
  failedTokensPerAddress: 0,
  chatsPerHour: 0,
  uploadsPerHour: 0,
};

/**
 * The most memory one ffmpeg child may take (SPOTTER_FFMPEG_MEMORY_MB). The coach reads the variable itself in
 * whichever thread starts ffmpeg (DEFAULT_FFMPEG_MEMORY_MB there); the server checks it at start so that a wrong value
 * stops the start instead of every upload. config.test.ts holds the two to the same rule.
 */
export const FFMPEG_MEMORY_MB = { default: 1024, least: 16 };
