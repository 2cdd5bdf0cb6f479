import { looksForeign, notSpotterServer, type ApiClient } from '@spotter/core/api';

/** What answers at the address is not a Spotter server: the CLI's sentence; retry, never sign-out, is offered. */
export class WrongServerError extends Error {
  override readonly name = 'WrongServerError';
}

/**
 * An answer that looks like another server's (a bare 404 page) is checked with GET /api/health: when that fails too,
 * the error becomes a WrongServerError saying so; anything else is returned as it was.
 */
export async function explainForeign(err: unknown, client: ApiClient, apiUrl: string): Promise<unknown> {
  if (!looksForeign(err)) return err;
  const line = await notSpotterServer({ api: client, apiUrl });
  return line ? new WrongServerError(line) : err;
}
