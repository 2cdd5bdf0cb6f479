import { ApiError, type ApiClient } from '@spotter/core/api';

/**
 * Revokes this terminal's token on the server (the session the server marks current). Answers null when
 * done (a token already refused counts as done), else why the token may still work.
 */
export async function revokeThisDevice(client: ApiClient, userId: string): Promise<string | null> {
  try {
    const current = (await client.listSessions(userId)).find((session) => session.current);
    if (current) await client.revokeSession(current.id);
    return null;
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return err.status === 401 ? null : err.detail;
  }
}
