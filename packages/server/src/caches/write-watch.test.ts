import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoAnalysis } from '@spotter/core/schemas';
import type { Database } from '../db/tables.js';
import { writeAnalysedSet } from '../services/record-set.js';
import { insertPlan } from '../store/records.js';
import { revokeAllSessions, updateUser } from '../store/users.js';
import { backends, onboarding, startTestServer, type TestServer } from '../testing/test-server.js';
import { writeOf } from './write-watch.js';

/** A handle that only builds statements, to read what each would write. */
const builder = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('what a statement writes', () => {
  it('given inserts, updates and deletes, then their table and the user they pin are read; reads and unpinned writes are told apart', () => {
    const insert = writeOf(
      builder
        .insertInto('plans')
        .values([
          { id: 'p1', user_id: 'u1', plan_text: 'x', details: '{}' },
          { id: 'p2', user_id: 'u2', plan_text: 'y', details: '{}' },
        ])
        .toOperationNode(),
    );
    expect(insert).toMatchObject({ kind: 'insert', table: 'plans' });
    expect(insert!.valuesOf('user_id')).toEqual(['u1', 'u2']);
    const revoke = writeOf(
      builder.deleteFrom('sessions').where('user_id', '=', 'u1').where('id', '!=', 's1').toOperationNode(),
    );
    expect(revoke).toMatchObject({ kind: 'delete', table: 'sessions' });
    expect(revoke!.valuesOf('user_id')).toEqual(['u1']);
    expect(revoke!.valuesOf('id')).toBeNull();
    const update = writeOf(
      builder.updateTable('users').set({ first_name: 'Ada' }).where('users.id', 'in', ['u1', 'u2']).toOperationNode(),
    );
    expect(update).toMatchObject({ kind: 'update', table: 'users' });
    expect(update!.valuesOf('id')).toEqual(['u1', 'u2']);
    expect(
      writeOf(builder.updateTable('exercises').set({ review_status: 'approved' }).toOperationNode())!.valuesOf(
        'contributor_id',
      ),
    ).toBeNull();
    expect(writeOf(builder.selectFrom('plans').selectAll().where('user_id', '=', 'u1').toOperationNode())).toBeNull();
  });
});

// A write that is not an HTTP call (a job, an import, an MCP tool) goes through the same database handle: the next
// read sees it, and no test or caller tells a cache anything.
describe.each(backends())('writes past the routes on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  }, 180_000);
  afterAll(() => t?.stop());

  it('given reads held in memory, when a job records an analysed set and a plan is written, then the next reads show them', async () => {
    const user = await t.client.createUser(onboarding());
    const api = t.clientFor(user.token);
    // Read first, so the lists are held (the embedded database keeps them between a user's writes).
    expect(await api.listPersonalBests(user.id)).toEqual([]);
    expect(await api.listMedia(user.id)).toEqual([]);
    const plansBefore = (await api.listPlans(user.id)).length;

    const analysis = {
      exercise: 'squat',
      status: 'ok',
      reps: 5,
      confidence: 0.9,
      limitation: null,
      faults: [],
      rep_details: [],
    } as unknown as VideoAnalysis;
    await t.server.context.db.transaction().execute((trx) =>
      writeAnalysedSet(trx, {
        userId: user.id,
        exerciseChoice: 'squat',
        analysis,
        feedback: 'Good depth',
        originalFile: null,
        processedFile: null,
        loadKg: 80,
      }),
    );
    await insertPlan(t.server.context.db, user.id, 'from a job', { version: 2, days: [] });

    expect((await api.listPersonalBests(user.id)).map((best) => `${best.value} ${best.unit}`)).toContain('5 reps');
    expect(await api.listMedia(user.id)).toHaveLength(1);
    expect(await api.listPlans(user.id)).toHaveLength(plansBefore + 1);
  });

  it('given a profile just read (held, with its ETag), when the row is changed past the routes, then the next read shows the change and the old ETag is not answered 304', async () => {
    const user = await t.client.createUser(onboarding({ first_name: 'Ada' }));
    const read = (etag?: string) =>
      fetch(`${t.baseUrl}/api/users/${user.id}`, {
        headers: { authorization: `Bearer ${user.token}`, ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const before = await read();
    expect(((await before.json()) as { first_name: string }).first_name).toBe('Ada');
    const etag = before.headers.get('etag')!;
    expect((await read(etag)).status).toBe(304);

    await updateUser(t.server.context.db, user.id, { first_name: 'Grace', weight_kg: 61 });

    const after = await read(etag);
    expect(after.status).toBe(200);
    expect(await after.json()).toMatchObject({ first_name: 'Grace', weight_kg: 61 });
    const fresh = after.headers.get('etag')!;
    expect(fresh).not.toBe(etag);
    expect((await read(fresh)).status).toBe(304);
  });

  it('given a token just used (so cached), when its sessions are revoked past the routes, then the next call with it is 401', async () => {
    const user = await t.client.createUser(onboarding());
    const call = () =>
      fetch(`${t.baseUrl}/api/users/${user.id}`, { headers: { authorization: `Bearer ${user.token}` } }).then(
        (response) => response.status,
      );
    expect(await call()).toBe(200);
    await revokeAllSessions(t.server.context.db, user.id);
    expect(await call()).toBe(401);
  });
});
