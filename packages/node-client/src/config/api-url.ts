/** Checks and tidies a server URL without loading zod (every command that talks to a server reads one). */
export type ApiUrlCheck = { ok: true; value: string } | { ok: false; message: string };

export const API_URL_MESSAGE = 'must be an http:// or https:// URL, e.g. http://127.0.0.1:8787';

/** http(s) origin of a Spotter server, e.g. http://127.0.0.1:8787 (a trailing /api is accepted); no trailing slash. */
export function checkApiUrl(input: string): ApiUrlCheck {
  const value = input.trim();
  if (!/^https?:\/\/[^\s/]+/i.test(value) || !URL.canParse(value)) return { ok: false, message: API_URL_MESSAGE };
  return { ok: true, value: value.replace(/\/+$/, '') };
}

/**
 * The origin a sign-in belongs to (scheme, host and port): a token is only ever sent to the origin that issued it.
 * `url` is a checked server URL; the path (a trailing /api) does not matter.
 */
export const originOf = (url: string): string => new URL(url).origin;
