import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FetchLike } from '@spotter/core/api';
import { progressServer } from '@spotter/mcp/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessCli } from '../testing/in-process.js';

/** The upload with ?progress=1 answered as events a little apart (as an analysis takes time): the pose stage, counting, then the answer. */
const streamingServer = () =>
  progressServer(
    [
      { stage: 'pose', share_done: 0.42 },
      { stage: 'counting', share_done: 0.73 },
    ],
    { gapMs: 250 },
  );

describe('spotter upload shows the analysis as a bar on a terminal, and no bar when piped (in process, a fake server)', () => {
  let cli: Awaited<ReturnType<typeof inProcessCli>>;
  let dir: string;
  let video: string;
  beforeAll(async () => {
    cli = await inProcessCli();
    dir = await mkdtemp(join(tmpdir(), 'spotter-upload-progress-'));
    video = join(dir, 'set.mp4');
    await writeFile(video, Buffer.alloc(4096, 1));
    await cli.signIn();
  });
  afterAll(async () => {
    await cli.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  it('Given a terminal, When the server reports the stages, Then the bar on stderr names each in plain words with its share', async () => {
    const server = streamingServer();
    // The body read as Node's fetch sends it (the file's stream, so its bytes are counted as sent), then the events.
    const fetch: FetchLike = async (url, init) => {
      await new Response(init.body as FormData).arrayBuffer();
      return server(url, { ...init, body: undefined });
    };
    const result = await cli.run(['upload', video, '--exercise', 'squat'], { fetch, tty: true });
    expect(result.code, result.stderr).toBe(0);
    expect(new URL(server.urls[0]!).searchParams.get('progress')).toBe('1');
    // Sent, before the first stage: the video waits for the coach, at 0% (not a full bar that then starts again).
    expect(result.stderr).toMatch(/░{20} set\.mp4 waiting for the coach 0%/);
    expect(result.stderr).not.toMatch('analysing…');
    expect(result.stderr).toMatch('finding you in the video 42%');
    expect(result.stderr).toMatch('counting 73%');
    expect(result.stderr).toMatch(/[█░]/);
    expect(result.stderr + result.stdout).toMatch(/set\.mp4 {2}squat · 5 reps/);
  });

  it('Given piped output, When uploaded, Then no bar and no progress line is written anywhere, only the result and the summary', async () => {
    const result = await cli.run(['upload', video, '--exercise', 'squat'], { fetch: streamingServer(), tty: false });
    expect(result.code, result.stderr).toBe(0);
    for (const text of [result.stdout, result.stderr]) {
      expect(text).not.toMatch(/[█░]/);
      expect(text).not.toMatch(/finding you|counting \d|\d+%/);
    }
    expect(result.stdout).toMatch(/set\.mp4 {2}squat · 5 reps/);
    expect(result.stderr).toMatch('1 video analysed.');
  });

  it('Given --json on a terminal, When uploaded, Then stdout is the NDJSON line and stderr has no bar', async () => {
    const result = await cli.run(['upload', video, '--exercise', 'squat', '--json'], {
      fetch: streamingServer(),
      tty: true,
    });
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ ok: true, reps: 5, exercise: 'squat' });
    expect(result.stderr).not.toMatch(/[█░]|finding you/);
  });
});

describe('spotter upload --no-wait says what to run next in CLI words (in process, a fake server)', () => {
  let cli: Awaited<ReturnType<typeof inProcessCli>>;
  let dir: string;
  let video: string;
  beforeAll(async () => {
    cli = await inProcessCli();
    dir = await mkdtemp(join(tmpdir(), 'spotter-no-wait-'));
    video = join(dir, 'set.mp4');
    await writeFile(video, Buffer.alloc(1024, 1));
    await cli.signIn();
  });
  afterAll(async () => {
    await cli.cleanup();
    await rm(dir, { recursive: true, force: true });
  });
  const answering =
    (status: number, body: unknown): FetchLike =>
    () =>
      Promise.resolve({ ok: status < 300, status, statusText: '', text: () => Promise.resolve(JSON.stringify(body)) });

  it('Given a server with a job queue, When uploaded with --no-wait, Then the line names the command that shows the result, not an API address', async () => {
    const result = await cli.run(['upload', video, '--exercise', 'squat', '--no-wait'], {
      fetch: answering(202, { job_id: 'job-7', status_url: '/api/jobs/job-7' }),
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/set\.mp4 {2}queued for the coach\n\s+see how it goes: spotter jobs job-7/);
    expect(result.stdout + result.stderr).not.toMatch('/api/jobs');
  });

  it('Given a server without a job queue, When uploaded with --no-wait, Then it says to upload without --no-wait, exit 1', async () => {
    const detail =
      'async: this server analyses each upload while you wait (SPOTTER_QUEUE=inline); send it without ?async=1';
    const result = await cli.run(['upload', video, '--exercise', 'squat', '--no-wait'], {
      fetch: answering(400, { detail }),
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch('upload it without --no-wait');
    expect(result.stdout).not.toMatch('?async=1');
  });
});
