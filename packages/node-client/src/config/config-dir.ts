import envPaths from 'env-paths';
import { CONFIG_DIR_ENV_NAME } from './config-env.js';

/** The folder of config.json: SPOTTER_CONFIG_DIR, else the XDG config dir (~/.config/spotter). The one place it is decided. */
export const configDirOf = (env: Record<string, string | undefined>): string =>
  env[CONFIG_DIR_ENV_NAME]?.trim() || envPaths('spotter', { suffix: '' }).config;
