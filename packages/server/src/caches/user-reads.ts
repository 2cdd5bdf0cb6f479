import { LRUCache } from 'lru-cache';
import type { PersonalBest, Plan } from '@spotter/core/schemas';
import type { AppContext } from '../context.js';
import type { ExerciseRow, MediaRow } from '../db/tables.js';
import { listOwnUnapproved } from '../store/exercises.js';
import { toPersonalBest, toPlan } from '../serialize.js';
import { listMedia, listPersonalBests, listPlans } from '../store/records.js';

export interface UserReadsOptions {
  /** False: every read goes to the database (another process may write the same rows). */
  enabled: boolean;
  /** Users whose reads are held at most (least recently used go first). */
  maxUsers?: number;
  /** A user's reads are dropped after this long unused, to give the memory back. */
  ttlMs?: number;
}

/**
 * A user's own lists (plans, personal bests) as last read, answered from memory until the user writes something.
 * Only where this process is the only writer: the embedded database belongs to one process, so every write passes
 * through its database handle, whose plugin (caches/write-watch.ts) calls `changed` for the user whose rows a
 * statement writes, before it runs and after. A read
 * that overlapped a write is answered but not kept, so it can never put back what the write replaced.
 * Values are frozen: one array goes to every request (and `implement` sends its JSON, compressed once).
 */
export function createUserReads({ enabled, maxUsers = 1000, ttlMs = 60_000 }: UserReadsOptions) {
  const users = new LRUCache<string, { generation: number; reads: Map<string, Promise<unknown>> }>({
    max: maxUsers,
    ttl: ttlMs,
    updateAgeOnGet: true,
  });
  // Each write stamps its user with a new number from one counter, so a stamp forgotten (evicted) and made again
  // never comes back equal to what a read in flight started with.
  const generations = new LRUCache<string, number>({ max: maxUsers * 10 });
  let stamps = 0;
  // Every user's reads were forgotten at this stamp (a write that did not say whose rows it changed).
  let floor = 0;
  const generationOf = (userId: string) => Math.max(generations.get(userId) ?? 0, floor);

  return {
    async read<T>(userId: string, key: string, load: () => Promise<T>): Promise<T> {
      if (!enabled) return load();
      const generation = generationOf(userId);
      let held = users.get(userId);
      if (held?.generation !== generation) {
        held = { generation, reads: new Map() };
        users.set(userId, held);
      }
      const known = held.reads.get(key) as Promise<T> | undefined;
      if (known) return known;
      const loading = load().then((value) => Object.freeze(value));
      held.reads.set(key, loading);
      const entry = held;
      // A failed read is not kept; nor is one a write overlapped (the generation moved on while it ran).
      void loading.then(
        () => generationOf(userId) !== entry.generation && entry.reads.delete(key),
        () => entry.reads.delete(key),
      );
      return loading;
    },
    /** The user's rows are about to change, or have: what was read of them is forgotten. */
    changed(userId: string) {
      if (!enabled) return;
      stamps += 1;
      generations.set(userId, stamps);
      users.delete(userId);
    },
    /** Rows of users not known changed: what was read of anyone is forgotten. */
    changedAll() {
      if (!enabled) return;
      stamps += 1;
      floor = stamps;
      users.clear();
    },
  };
}

export type UserReads = ReturnType<typeof createUserReads>;

/** The user's plans, newest first, as the contract has them. */
export const readPlans = (ctx: AppContext, userId: string): Promise<Plan[]> =>
  ctx.userReads.read(userId, 'plans', async () => (await listPlans(ctx.db, userId)).map(toPlan));

/** The user's media rows, newest first: their URLs are signed per request, since a signature expires. */
export const readMediaRows = (ctx: AppContext, userId: string): Promise<MediaRow[]> =>
  ctx.userReads.read(userId, 'media', () => listMedia(ctx.db, userId));

/** The user's own contributions not (or not yet) in the public library. */
export const readOwnContributions = (ctx: AppContext, userId: string): Promise<ExerciseRow[]> =>
  ctx.userReads.read(userId, 'contributions', () => listOwnUnapproved(ctx.db, userId));

/** The user's personal bests, latest first, as the contract has them. */
export const readPersonalBests = (ctx: AppContext, userId: string): Promise<PersonalBest[]> =>
  ctx.userReads.read(userId, 'personal-bests', async () =>
    (await listPersonalBests(ctx.db, userId)).map(toPersonalBest),
  );
