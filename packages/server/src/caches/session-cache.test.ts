import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/tables.js';
import { createSessionCache, type SessionIdentity } from './session-cache.js';

const identity = (userId: string, sessionId: string): SessionIdentity => ({
  user: { id: userId, first_name: 'Ada' } as UserRow,
  sessionId,
});

describe('session cache', () => {
  it('given a found token, when looked up again, then the database is not asked; a token not found is never kept', async () => {
    const cache = createSessionCache();
    let loads = 0;
    const load = () => {
      loads++;
      return Promise.resolve(identity('u1', 's1'));
    };
    await cache.lookup('hash-1', load);
    expect(await cache.lookup('hash-1', load)).toMatchObject({ sessionId: 's1', user: { id: 'u1' } });
    expect(loads).toBe(1);

    let misses = 0;
    const miss = () => {
      misses++;
      return Promise.resolve(undefined);
    };
    await cache.lookup('hash-2', miss);
    await cache.lookup('hash-2', miss);
    expect(misses).toBe(2);
  });

  it('given cached tokens, when a session or a user is forgotten, then only theirs are asked for again', async () => {
    const cache = createSessionCache();
    await cache.lookup('a', () => Promise.resolve(identity('u1', 's1')));
    await cache.lookup('b', () => Promise.resolve(identity('u1', 's2')));
    await cache.lookup('c', () => Promise.resolve(identity('u2', 's3')));
    cache.forgetSession('s1');
    expect(await cache.lookup('a', () => Promise.resolve(undefined))).toBeUndefined();
    expect(await cache.lookup('b', () => Promise.resolve(undefined))).toMatchObject({ sessionId: 's2' });
    cache.forgetUser('u1');
    expect(await cache.lookup('b', () => Promise.resolve(undefined))).toBeUndefined();
    expect(await cache.lookup('c', () => Promise.resolve(undefined))).toMatchObject({ sessionId: 's3' });
  });

  it('given a look-up in flight, when the user is forgotten before it answers, then its (stale) answer is not kept', async () => {
    const cache = createSessionCache();
    let answer!: (value: SessionIdentity) => void;
    const inFlight = cache.lookup('a', () => new Promise((resolve) => (answer = resolve)));
    cache.forgetUser('u1');
    answer(identity('u1', 's1'));
    await inFlight;
    expect(await cache.lookup('a', () => Promise.resolve(undefined))).toBeUndefined();
  });

  it('given the TTL, when it passes, then the database is asked again (what another process waits for a revoke)', async () => {
    const cache = createSessionCache({ ttlMs: 40 });
    await cache.lookup('a', () => Promise.resolve(identity('u1', 's1')));
    expect(await cache.lookup('a', () => Promise.resolve(undefined))).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await cache.lookup('a', () => Promise.resolve(undefined))).toBeUndefined();
  });

  it('given a cached user, when a caller tries to change it, then it cannot (the row is shared by requests)', async () => {
    const cache = createSessionCache();
    const found = await cache.lookup('a', () => Promise.resolve(identity('u1', 's1')));
    expect(() => ((found!.user as { first_name: string }).first_name = 'Eve')).toThrow();
  });
});
