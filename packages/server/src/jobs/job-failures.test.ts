import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveServerConfig, type ServerConfig } from '../config.js';
import type { VideoCoach } from '../coach/video-coach.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { openLocalMediaStore } from '../media/local-store.js';
import type { MediaStore } from '../media/media-store.js';
import { scratchPostgres } from '../testing/test-server.js';
import { openJobRuntime, type JobRuntime } from './runtime.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.warn('Skipping the job failure tests: set DATABASE_URL=postgres://… to run them');

/**
 * Jobs that never succeed, on the real queue: a coach that breaks on every attempt, and one whose worker never comes
 * back (it hangs, as a killed one would look to the queue). The analysis itself is not what is tested here, so the
 * video coach is a stand-in; the queue, the database and the media store are real.
 */
describe.skipIf(!onPostgres)('analysis jobs that fail on every attempt', () => {
  let database: Awaited<ReturnType<typeof scratchPostgres>>;
  let handle: DatabaseHandle;
  let media: MediaStore;
  let dir: string;
  let config: ServerConfig;
  const runtimes: JobRuntime[] = [];
  let userId: string;

  beforeAll(async () => {
    database = await scratchPostgres();
    dir = await mkdtemp(join(tmpdir(), 'spotter-job-failures-'));
    config = resolveServerConfig(
      {},
      {
        databaseUrl: database.url,
        dataDir: dir,
        queue: 'postgres',
        jobs: { timeoutSeconds: 1, attempts: 3, checkSeconds: 1, heartbeatSeconds: 10 },
      },
    );
    handle = await openDatabase({ databaseUrl: database.url, pgSchema: config.pgSchema });
    media = await openLocalMediaStore(join(dir, 'media'), 'secret');
    userId = 'u-failing';
    await handle.db
      .insertInto('users')
      .values({
        id: userId,
        first_name: 'Sam',
        email: 'sam@example.com',
        age: 30,
        height_cm: 180,
        weight_kg: 80,
        primary_goal: 'strength',
        timeline_weeks: 12,
        days_per_week: 3,
        equipment_list: JSON.stringify([]),
        coach_tone: 'calm',
        plan_style: 'balanced',
      } as never)
      .execute();
  }, 60_000);
  afterAll(async () => {
    for (const runtime of runtimes) await runtime.close(0);
    media?.close();
    await handle?.close();
    await database?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  const coach = (analyze: VideoCoach['analyze']): VideoCoach => ({
    analyze,
    full: () => false,
    close: () => Promise.resolve(),
  });
  const start = async (video: VideoCoach, attempts: number, timeoutSeconds: number) => {
    const runtime = await openJobRuntime(
      { ...config, jobs: { timeoutSeconds, attempts, checkSeconds: 1, heartbeatSeconds: 10 } },
      { db: handle.db, media, video, workers: 1, log: () => undefined },
    );
    runtimes.push(runtime);
    return runtime;
  };
  const enqueue = async (runtime: JobRuntime) => {
    const incomingPath = media.incomingPath();
    await writeFile(incomingPath, 'the bytes of a video');
    return runtime.jobs.enqueue({
      userId,
      file: { incomingPath, size: 20, mime: 'video/mp4', extension: 'mp4' },
      exercise: 'squat',
      loadKg: null,
    });
  };
  const settled = async (runtime: JobRuntime, id: string) => {
    for (;;) {
      const job = await runtime.jobs.status(userId, id);
      if (job!.status === 'done' || job!.status === 'failed') return job!;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };

  it('given a coach that breaks on every attempt, when the job has had its attempts, then it fails with a plain reason and keeps nothing', async () => {
    let calls = 0;
    const runtime = await start(
      coach(() => {
        calls++;
        return Promise.reject(new Error('the pose model crashed'));
      }),
      3,
      60,
    );
    const id = await enqueue(runtime);
    const job = await settled(runtime, id);
    expect(calls).toBe(3);
    expect(job).toMatchObject({ status: 'failed', attempts: 3, result: null });
    expect(job.reason).toMatch(/failed on our side, and again on each retry/);
    expect(job.reason).not.toMatch(/pose model/);
    const row = await handle.db
      .selectFrom('analysis_jobs')
      .select(['upload_file', 'error_status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.error_status).toBe(500);
    expect(await media.size(row.upload_file)).toBeNull();
    expect(await handle.db.selectFrom('media').selectAll().where('user_id', '=', userId).execute()).toHaveLength(0);
    await runtime.close(0);
  }, 120_000);

  it('given a worker that never comes back, when its last attempt expires, then the job is failed as lost, in plain words', async () => {
    const runtime = await start(
      coach(() => new Promise(() => undefined)),
      1,
      1,
    );
    const id = await enqueue(runtime);
    const job = await settled(runtime, id);
    expect(job.status).toBe('failed');
    expect(job.reason).toMatch(
      /started 1 time and never finished \(the worker running it stopped\)\. Please upload the video again/,
    );
  }, 120_000);
});
