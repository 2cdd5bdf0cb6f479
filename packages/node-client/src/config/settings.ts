// @spotter/node-client/settings: what every command reads of the config without loading conf or zod (the CLI's fast
// path): where the file is, checking a server URL, and the saved server and token for a public read. The typed errors
// live here too, so a face can tell them apart without loading the store.
export { API_URL_MESSAGE, checkApiUrl, originOf } from './api-url.js';
export type { ApiUrlCheck } from './api-url.js';
export { CONFIG_DIR_ENV_NAME } from './config-env.js';
export { configDirOf } from './config-dir.js';
export { savedSettings } from './saved-settings.js';
export { ConfigFileError, ConfigValueError } from './config-error.js';
export type { ConfigProblem } from './config-error.js';
