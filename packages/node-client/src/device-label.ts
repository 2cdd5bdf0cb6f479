import { hostname, userInfo } from 'node:os';
import { TEXT_LIMITS } from '@spotter/core/constants';

/** Which terminal client signs in: the scripted commands or the full-screen UI. */
export type TerminalFace = 'CLI' | 'TUI';

export interface DeviceLabelOptions {
  /** The machine's name (default: the OS's). */
  host?: string;
  /** The login on it (default: $USER, $LOGNAME, else the OS's); null: none is named. */
  login?: string | null;
  env?: Record<string, string | undefined>;
}

/**
 * How a sign-in from this terminal is listed among the account's devices: "spotter CLI on gym-laptop (ada)", which
 * client, which machine and which login on it, so the devices list tells them apart. Cut to the server's limit.
 */
export function deviceLabel(face: TerminalFace, options: DeviceLabelOptions = {}): string {
  const host = options.host ?? hostname();
  const env = options.env ?? process.env;
  const login = options.login === undefined ? (env.USER ?? env.LOGNAME ?? osLogin()) : options.login;
  return `spotter ${face} on ${host}${login ? ` (${login})` : ''}`.slice(0, TEXT_LIMITS.device);
}

/** The OS login name, or undefined where there is none (a container with no passwd entry throws). */
function osLogin(): string | undefined {
  try {
    return userInfo().username || undefined;
  } catch {
    return undefined;
  }
}
