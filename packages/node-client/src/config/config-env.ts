/** Env var naming the directory of the config file (tests, portable set-ups); default: the XDG config dir. */
export const CONFIG_DIR_ENV_NAME = 'SPOTTER_CONFIG_DIR';
