import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { findSessionByToken } from '../store/users.js';
import { sha256 } from '../store/secrets.js';
import { databaseOfEarlierRelease } from '../testing/earlier-release.js';
import { backends, type Backend } from '../testing/test-server.js';
import { openDatabase } from './database.js';

/** A database left by an earlier release: migrated to 0001 only, with rows of that time. */
const databaseAt0001 = (backend: Backend) =>
  databaseOfEarlierRelease(backend, '0001-initial', async (db) => {
    const user = (id: string, email: string, token: string, createdAt: string) =>
      sql`insert into users (id, first_name, email, age, height_cm, weight_kg, primary_goal, timeline_weeks, days_per_week,
            equipment_list, coach_tone, plan_style, token_hash, created_at)
          values (${id}, 'Sam', ${email}, 30, 180, 80, 'general', 12, 3, '[]'::jsonb, 'calm', 'balanced', ${sha256(token)}, ${createdAt})`.execute(
        db,
      );
    await user('11111111-aaaa', 'sam@example.com', 'spt_first', '2025-01-01T00:00:00Z');
    await user('22222222-bbbb', 'Sam@Example.com', 'spt_second', '2025-02-01T00:00:00Z');
    await user('33333333-cccc', 'kim@example.com', 'spt_third', '2025-03-01T00:00:00Z');
  });

// Two PGlite start-ups (the old release's, then ours) take tens of seconds on a loaded machine.
describe.each(backends())('upgrading a database of an earlier release, on %s', { timeout: 120_000 }, (backend) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(() => cleanup?.());

  it('given users with tokens and a twice-used email, when migrated, then every token still works and emails become unique', async () => {
    const old = await databaseAt0001(backend);
    cleanup = old.cleanup;
    const database = await openDatabase(old.options);
    try {
      for (const [token, id] of [
        ['spt_first', '11111111-aaaa'],
        ['spt_second', '22222222-bbbb'],
        ['spt_third', '33333333-cccc'],
      ]) {
        expect((await findSessionByToken(database.db, token!))?.user.id, token).toBe(id);
      }
      const emails = await database.db.selectFrom('users').select(['id', 'email']).orderBy('created_at').execute();
      expect(emails.map((u) => u.email)).toEqual([
        'sam@example.com',
        'Sam+duplicate-22222222@Example.com',
        'kim@example.com',
      ]);
      const devices = await database.db.selectFrom('sessions').select('device').execute();
      expect(devices.every((d) => d.device === 'The device you signed up on')).toBe(true);
      await expect(
        sql`insert into users (id, first_name, email, age, height_cm, weight_kg, primary_goal, timeline_weeks, days_per_week,
              equipment_list, coach_tone, plan_style) values ('x', 'X', 'KIM@example.com', 30, 180, 80, 'general', 12, 3, '[]'::jsonb, 'calm', 'balanced')`.execute(
          database.db,
        ),
      ).rejects.toMatchObject({ code: '23505' });
    } finally {
      await database.close();
    }
  });
});
