import { LRUCache } from 'lru-cache';
import type { UserRow } from '../db/tables.js';

export interface SessionIdentity {
  user: Readonly<UserRow>;
  sessionId: string;
}

export interface SessionCacheOptions {
  /** How long a looked-up token is trusted without asking the database: what other server processes may lag. */
  ttlMs?: number;
  /** Tokens held at most (least recently used go first). */
  max?: number;
}

export const SESSION_CACHE_TTL_MS = 5000;

/**
 * Token hash → the user and session it belongs to, for a few seconds, so a read does not pay a database round trip
 * for its bearer token. Only found tokens are kept (a bad token always reaches the database and its budget).
 * Writes through this process forget the user's entries at once (`forgetUser`, `forgetSession`, called by the
 * database handle's plugin, caches/write-watch.ts); another process
 * sees a revoke or a profile change after at most `ttlMs`. A look-up that started before a forget is not stored,
 * so a revoke racing a read cannot put the revoked token back.
 */
export function createSessionCache({ ttlMs = SESSION_CACHE_TTL_MS, max = 10_000 }: SessionCacheOptions = {}) {
  const entries = new LRUCache<string, SessionIdentity>({ max, ttl: ttlMs, ttlAutopurge: false });
  let generation = 0;

  const forgetWhere = (matches: (identity: SessionIdentity) => boolean) => {
    generation += 1;
    for (const [tokenHash, identity] of entries.entries()) if (matches(identity)) entries.delete(tokenHash);
  };

  return {
    /** The cached identity of a token hash, or the loader's answer (kept when found and nothing was forgotten meanwhile). */
    async lookup(
      tokenHash: string,
      load: () => Promise<SessionIdentity | undefined>,
    ): Promise<SessionIdentity | undefined> {
      const cached = entries.get(tokenHash);
      if (cached) return cached;
      const startedAt = generation;
      const found = await load();
      if (!found) return undefined;
      // Frozen: one row is shared by every request with this token until it expires.
      const identity = { user: Object.freeze({ ...found.user }), sessionId: found.sessionId };
      if (generation === startedAt) entries.set(tokenHash, identity);
      return identity;
    },
    /** After a change to the user's row or sessions (profile, password, key, sign-out everywhere, account deleted). */
    forgetUser(userId: string) {
      forgetWhere((identity) => identity.user.id === userId);
    },
    /** After a write that did not say whose row or session it changed. */
    forgetAll() {
      forgetWhere(() => true);
    },
    /** After one session is revoked. */
    forgetSession(sessionId: string) {
      forgetWhere((identity) => identity.sessionId === sessionId);
    },
    get size() {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
