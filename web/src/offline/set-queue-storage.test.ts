import { beforeEach, describe, expect, it } from 'vitest';
import { localSetQueueStorage, setQueueKey } from './set-queue-storage';

const item = (client_id: string) => ({
  client_id,
  body: { exercise_name: 'squat', reps: 5 },
  queued_at: '2026-11-26T07:00:00.000Z',
  attempts: 0,
});

describe('localSetQueueStorage', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps each user their own list across reads, and removes the key once empty', () => {
    const mine = localSetQueueStorage(window.localStorage, 'u1');
    const theirs = localSetQueueStorage(window.localStorage, 'u2');
    mine.write([item('a'), item('b')]);
    expect(localSetQueueStorage(window.localStorage, 'u1').read()).toEqual([item('a'), item('b')]);
    expect(theirs.read()).toEqual([]);
    mine.write([]);
    expect(window.localStorage.getItem(setQueueKey('u1'))).toBeNull();
  });

  it('reads an unreadable list as empty and drops only the entries that are not sets', () => {
    window.localStorage.setItem(setQueueKey('u1'), '{not json');
    expect(localSetQueueStorage(window.localStorage, 'u1').read()).toEqual([]);
    window.localStorage.setItem(setQueueKey('u1'), JSON.stringify([item('a'), { client_id: 3 }, 'x']));
    expect(localSetQueueStorage(window.localStorage, 'u1').read()).toEqual([item('a')]);
  });
});
