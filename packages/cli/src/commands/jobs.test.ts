import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { fixture, haveFixtures } from '@spotter/server/testing';
import { startCliServer, type CliServer } from '../__tests__/cli-server.js';
import { signUpArgs } from '../testing/sign-up.js';
import { ndjson } from '../testing/spotter-process.js';

const clip = fixture('video/squat__jintaoxu.mp4');
const haveClip = haveFixtures;
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres)
  console.warn('Skipping spotter upload --no-wait on the job queue: set DATABASE_URL=postgres://… to run it');

/** A database of its own on the PostgreSQL server, dropped afterwards. */
async function scratchDatabase() {
  const name = `spotter_cli_jobs_${process.pid}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await run(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

describe.skipIf(!onPostgres || !haveClip)(
  'spotter upload --no-wait and spotter jobs, on a server with the job queue',
  () => {
    let cli: CliServer;
    let database: Awaited<ReturnType<typeof scratchDatabase>>;
    beforeAll(async () => {
      database = await scratchDatabase();
      cli = await startCliServer({
        databaseUrl: database.url,
        queue: 'postgres',
        jobs: { timeoutSeconds: 120, attempts: 2, checkSeconds: 5, heartbeatSeconds: 10 },
      });
      expect((await cli.spotter(signUpArgs('queued@example.com'))).code).toBe(0);
    }, 60_000);
    afterAll(async () => {
      await cli?.stop();
      await database?.drop();
    });

    it('Given a clip, When uploaded with --no-wait --json, Then a job id comes back at once, and spotter jobs follows it to its analysis', async () => {
      const queued = await cli.spotter(['upload', clip, '--exercise', 'squat', '--no-wait', '--json']);
      expect(queued.code, queued.stderr).toBe(0);
      const [line] = ndjson(queued.stdout);
      expect(line).toMatchObject({ file: clip, ok: true, error: null });
      expect(line!.status_url).toBe(`${cli.url}/api/jobs/${String(line!.job_id)}`);

      let job: { status: string; result: { analysis: { reps: number }; avatar_video_url: string } | null };
      do {
        const asked = await cli.spotter(['jobs', String(line!.job_id), '--json']);
        expect(asked.code, asked.stderr).toBe(0);
        job = JSON.parse(asked.stdout) as typeof job;
      } while (job.status === 'queued' || job.status === 'running');
      expect(job.status).toBe('done');
      expect(job.result!.analysis.reps).toBe(1);
      expect(job.result!.avatar_video_url).toMatch(`${cli.url}/api/media/`);

      const text = await cli.spotter(['jobs', String(line!.job_id)]);
      expect(text.stdout).toMatch(/✓ job .* squat · 1 rep/);
      const missing = await cli.spotter(['jobs', 'no-such-job']);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toMatch(/No such job/);
    }, 240_000);
  },
);

describe.skipIf(!haveClip)('spotter upload --no-wait on a server that analyses while you wait', () => {
  let cli: CliServer;
  beforeAll(async () => {
    cli = await startCliServer();
    expect((await cli.spotter(signUpArgs('inline@example.com'))).code).toBe(0);
  });
  afterAll(() => cli?.stop());

  it('Given no job queue, When uploaded with --no-wait, Then the server says so and the exit code is 1', async () => {
    const result = await cli.spotter(['upload', clip, '--exercise', 'squat', '--no-wait']);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/✗ .*SPOTTER_QUEUE=inline/);
  });
});
