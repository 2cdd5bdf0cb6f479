// @spotter/node-client/config: the config store on disk (`conf`, validated with zod on every read), shared by the CLI
// and, through a TuiSession on it, the TUI. Its failures are typed (ConfigFileError, ConfigValueError); each face words
// them. The reads that need neither conf nor zod are in @spotter/node-client/settings.
export { openConfigStore } from './config-store.js';
export type { ConfigStore, SignInStore } from './config-store.js';
export { configSession } from './config-session.js';
export { ApiUrlSchema, StoredConfigSchema, StoredUserSchema } from './config-schema.js';
export type { StoredConfig, StoredUser } from './config-schema.js';
export { ConfigFileError, ConfigValueError } from './config-error.js';
export type { ConfigProblem } from './config-error.js';
