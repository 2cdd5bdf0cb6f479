import { LRUCache } from 'lru-cache';
import type { User } from '@spotter/core/schemas';
import type { UserRow } from '../db/tables.js';
import { toUser } from '../serialize.js';
import { SESSION_CACHE_TTL_MS } from './session-cache.js';

export interface ProfileCacheOptions {
  /** Users whose profile is held at most (least recently used go first). */
  max?: number;
  /** How long a profile is held unused: no longer than the session cache may serve its row. */
  ttlMs?: number;
}

/**
 * A signed-in user's profile as the contract has it (GET /api/users/{id}), made once from their row and frozen, so
 * `implement` sends the same bytes, compressed once and with an ETag, to every read until the row changes.
 *
 * A profile is kept with the row it was made from and given only for that very row: the session cache's rows are
 * frozen and replaced by new ones on any write, so a changed row never meets an old profile. The database handle's
 * plugin (caches/write-watch.ts) also forgets a user's profile when their row is written, as it does their token,
 * so nothing made before a write outlives it here.
 */
export function createProfileCache({ max = 10_000, ttlMs = SESSION_CACHE_TTL_MS }: ProfileCacheOptions = {}) {
  const held = new LRUCache<string, { row: Readonly<UserRow>; profile: User }>({ max, ttl: ttlMs });
  return {
    /** The profile of this row: the one kept for it, or made now (frozen) and kept. */
    of(row: Readonly<UserRow>): User {
      const kept = held.get(row.id);
      if (kept?.row === row) return kept.profile;
      const profile = Object.freeze(toUser(row));
      held.set(row.id, { row, profile });
      return profile;
    },
    /** After a change to the user's row (profile, password, key, account deleted). */
    forgetUser(userId: string) {
      held.delete(userId);
    },
    /** After a write to users that did not say whose row it changed. */
    forgetAll() {
      held.clear();
    },
    get size() {
      return held.size;
    },
  };
}

export type ProfileCache = ReturnType<typeof createProfileCache>;
