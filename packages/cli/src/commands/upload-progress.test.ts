import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FetchLike } from '@spotter/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessCli } from '../testing/in-process.js';

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
const analysis = {
  exercise: 'squat', status: 'ok', detected_exercise: 'squat', detected_confidence: 0.9, reps: 5, confidence: 0.8, person_detected: true,
  visibility: 0.9, view: 'side', duration_sec: 12, frames_analyzed: 120, sample_fps: 10, signal: 'hip height', signal_unit: 'torso_lengths',
  rep_details: [], faults: [], strengths: [], limitation: null,
};
const answer = {
  feedback: 'Five clean squats.',
  avatar_video_url: null,
  is_new_pr: false,
  analysis,
  media: { id: 'm1', exercise_name: 'squat', notes: 'Five clean squats.', processed_url: null, created_at: '2026-02-01T00:00:00.000Z', analysis },
  personal_best: null,
};

/**
 * A server answering the upload with ?progress=1 as events, a little apart (as an analysis takes time): the pose
 * stage, counting, then the answer. Every upload's URL is kept.
 */
function streamingServer(): FetchLike & { urls: string[] } {
  const urls: string[] = [];
  const pieces = [event('progress', { stage: 'pose', share_done: 0.42 }), event('progress', { stage: 'counting', share_done: 0.73 }), event('done', answer)];
  const fetchImpl: FetchLike = async (url, init) => {
    urls.push(url);
    // The file's bytes are read, as a real request would, so the byte bar finishes.
    if (init.body instanceof FormData) for (const [, value] of init.body) if (value instanceof Blob) await value.arrayBuffer();
    const encoder = new TextEncoder();
    let next = 0;
    const reader = {
      async read() {
        const piece = pieces[next++];
        if (piece === undefined) return { done: true };
        await new Promise((resolve) => setTimeout(resolve, 250));
        return { done: false, value: encoder.encode(piece) };
      },
      cancel: () => Promise.resolve(),
    };
    return { ok: true, status: 200, statusText: 'OK', text: () => Promise.resolve(pieces.join('')), body: { getReader: () => reader } } as Awaited<ReturnType<FetchLike>>;
  };
  return Object.assign(fetchImpl, { urls });
}

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
    const fetch = streamingServer();
    const result = await cli.run(['upload', video, '--exercise', 'squat'], { fetch, tty: true });
    expect(result.code, result.stderr).toBe(0);
    expect(new URL(fetch.urls[0]!).searchParams.get('progress')).toBe('1');
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
    const result = await cli.run(['upload', video, '--exercise', 'squat', '--json'], { fetch: streamingServer(), tty: true });
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
  const answering = (status: number, body: unknown): FetchLike => () => Promise.resolve({ ok: status < 300, status, statusText: '', text: () => Promise.resolve(JSON.stringify(body)) });

  it('Given a server with a job queue, When uploaded with --no-wait, Then the line names the command that shows the result, not an API address', async () => {
    const result = await cli.run(['upload', video, '--exercise', 'squat', '--no-wait'], { fetch: answering(202, { job_id: 'job-7', status_url: '/api/jobs/job-7' }) });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/set\.mp4 {2}queued for the coach\n\s+see how it goes: spotter jobs job-7/);
    expect(result.stdout + result.stderr).not.toMatch('/api/jobs');
  });

  it('Given a server without a job queue, When uploaded with --no-wait, Then it says to upload without --no-wait, exit 1', async () => {
    const detail = 'async: this server analyses each upload while you wait (SPOTTER_QUEUE=inline); send it without ?async=1';
    const result = await cli.run(['upload', video, '--exercise', 'squat', '--no-wait'], { fetch: answering(400, { detail }) });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch('upload it without --no-wait');
    expect(result.stdout).not.toMatch('?async=1');
  });
});
