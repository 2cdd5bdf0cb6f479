import { describe, expect, it } from 'vitest';
import { createUserReads } from './user-reads.js';

/** A loader that counts its calls and answers what `value` holds when it is called. */
function counting(initial: string[]) {
  const state = { value: initial, calls: 0 };
  return { state, load: () => Promise.resolve(((state.calls += 1), [...state.value])) };
}

/** A promise and the function that settles it: a read held open while a write happens. */
function deferred<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

describe('user reads', () => {
  it('answers a second read from memory, frozen, until the user writes', async () => {
    const reads = createUserReads({ enabled: true });
    const plans = counting(['plan 1']);
    const first = await reads.read('u1', 'plans', plans.load);
    expect(await reads.read('u1', 'plans', plans.load)).toBe(first);
    expect(plans.state.calls).toBe(1);
    expect(Object.isFrozen(first)).toBe(true);

    plans.state.value = ['plan 2', 'plan 1'];
    reads.changed('u1');
    expect(await reads.read('u1', 'plans', plans.load)).toEqual(['plan 2', 'plan 1']);
    expect(plans.state.calls).toBe(2);
  });

  it("keeps each user's reads apart: one user's write does not drop another's", async () => {
    const reads = createUserReads({ enabled: true });
    const mine = counting(['mine']);
    const theirs = counting(['theirs']);
    await reads.read('u1', 'plans', mine.load);
    await reads.read('u2', 'plans', theirs.load);
    reads.changed('u1');
    expect(await reads.read('u2', 'plans', theirs.load)).toEqual(['theirs']);
    expect(theirs.state.calls).toBe(1);
    await reads.read('u1', 'plans', mine.load);
    expect(mine.state.calls).toBe(2);
  });

  it('does not keep a read that a write overlapped, so it cannot put back what the write replaced', async () => {
    const reads = createUserReads({ enabled: true });
    const slow = deferred<string[]>();
    const stale = reads.read('u1', 'bests', () => slow.promise);
    reads.changed('u1'); // the write starts while the read runs…
    slow.settle(['old best']);
    expect(await stale).toEqual(['old best']); // …the read still gets its answer…
    const fresh = counting(['new best']);
    expect(await reads.read('u1', 'bests', fresh.load)).toEqual(['new best']); // …but is not what the next read sees
    expect(fresh.state.calls).toBe(1);
  });

  it('does not keep a failed read', async () => {
    const reads = createUserReads({ enabled: true });
    await expect(reads.read('u1', 'plans', () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(await reads.read('u1', 'plans', () => Promise.resolve(['back']))).toEqual(['back']);
  });

  it('reads the database every time when another process may write it', async () => {
    const reads = createUserReads({ enabled: false });
    const plans = counting(['plan']);
    await reads.read('u1', 'plans', plans.load);
    await reads.read('u1', 'plans', plans.load);
    expect(plans.state.calls).toBe(2);
  });

  it('still refuses an overlapped read after the user was pushed out of the cache', async () => {
    const reads = createUserReads({ enabled: true, maxUsers: 1 });
    reads.changed('u1');
    const slow = deferred<string[]>();
    const stale = reads.read('u1', 'plans', () => slow.promise);
    for (let i = 0; i < 20; i += 1) reads.changed(`other-${i}`); // u1's stamp is evicted meanwhile
    reads.changed('u1');
    slow.settle(['old']);
    await stale;
    const fresh = counting(['new']);
    expect(await reads.read('u1', 'plans', fresh.load)).toEqual(['new']);
  });
});
