import { NO_LIMITS, type ServerConfig } from '../config.js';

/**
 * What test harnesses run with: no request budgets, no load shedding (a loaded test machine lags for reasons of its
 * own) and time for a voice thread started from TypeScript sources to warm up. Tests that check those turn them on.
 */
export const TEST_SETTINGS = {
  limits: NO_LIMITS,
  voice: { threads: 1, deadlineMs: 60_000 },
  pressure: { maxEventLoopDelayMs: 0, sampleIntervalMs: 500, maxInFlight: 0 },
  checkResponses: true,
} satisfies Partial<ServerConfig>;
