import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/tables.js';
import { createProfileCache } from './profiles.js';

const row = (id: string, firstName: string) =>
  Object.freeze({
    id,
    first_name: firstName,
    password_hash: 'scrypt$secret',
    sign_in_key_hash: 'key-hash',
    created_at: new Date('2026-01-02T03:04:05Z'),
  }) as unknown as Readonly<UserRow>;

describe('the profile cache', () => {
  it('given a row, when its profile is asked for again, then the same frozen answer comes back, without secrets', () => {
    const profiles = createProfileCache();
    const ada = row('u1', 'Ada');
    const first = profiles.of(ada);
    expect(profiles.of(ada)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(first).toMatchObject({ id: 'u1', first_name: 'Ada', created_at: '2026-01-02T03:04:05.000Z' });
    expect(JSON.stringify(first)).not.toMatch(/password|sign_in_key|secret/);
  });

  it("given a kept profile, when the user's row is replaced (a write), then the new row's profile is made, never the old one", () => {
    const profiles = createProfileCache();
    const before = profiles.of(row('u1', 'Ada'));
    const after = profiles.of(row('u1', 'Grace'));
    expect(after).not.toBe(before);
    expect(after.first_name).toBe('Grace');
    expect(profiles.size).toBe(1); // one per user, not one per row ever seen
  });

  it('given kept profiles, when a user (or every user) is forgotten, then theirs are made again from the row', () => {
    const profiles = createProfileCache();
    const ada = row('u1', 'Ada');
    const grace = row('u2', 'Grace');
    const adas = profiles.of(ada);
    const graces = profiles.of(grace);
    profiles.forgetUser('u1');
    expect(profiles.of(ada)).not.toBe(adas);
    expect(profiles.of(grace)).toBe(graces);
    profiles.forgetAll();
    expect(profiles.of(grace)).not.toBe(graces);
  });
});
