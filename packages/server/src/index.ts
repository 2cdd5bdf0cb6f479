export { buildApp } from './app.js';
export { DEFAULT_LIMITS, NO_LIMITS, ServerConfigError, defaultDataDir, resolveServerConfig } from './config.js';
export type { RateLimits, ServerConfig } from './config.js';
export { createServer, serverVersion } from './server.js';
export type { SpotterServer } from './server.js';
export { serve } from './serve.js';
export { runServeCommand, SERVE_HELP } from './serve-command.js';
export { runWorkerCommand, WORKER_HELP } from './jobs/worker-command.js';
