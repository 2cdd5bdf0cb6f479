import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type HttpRequestInit } from '@spotter/core/api';
import { openFileUpload } from './file-upload.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'spotter-file-upload-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** core's client on a fetch that encodes the multipart body as Node's fetch does (Response) and keeps it. */
function encodingClient() {
  const bodies: string[] = [];
  const client = createApiClient({
    baseUrl: 'http://spotter.test',
    fetch: async (_url: string, init: HttpRequestInit) => {
      bodies.push(await new Response(init.body as FormData).text());
      return new Response(JSON.stringify({ job_id: 'j1', status_url: '/api/jobs/j1' }), { status: 202 });
    },
  });
  return { client, bodies };
}

describe('openFileUpload', () => {
  it("Given a file on disk, When core's client sends it through Node's FormData, Then each chunk is counted up to its size and the part holds its bytes under its name", async () => {
    const path = join(dir, 'set.mp4');
    const bytes = 'v'.repeat(300_000);
    await writeFile(path, bytes);
    const counts: Array<[number, number]> = [];
    const upload = await openFileUpload(path, (sent, total) => counts.push([sent, total]));
    expect(upload).toMatchObject({ name: 'set.mp4', size: 300_000 });

    const { client, bodies } = encodingClient();
    await client.uploadExerciseAsync({ exercise_name: 'squat', file: upload });
    expect(bodies[0]).toContain('filename="set.mp4"');
    expect(bodies[0]).toContain(bytes);
    expect(counts.length).toBeGreaterThan(1);
    expect(counts.at(-1)).toEqual([300_000, 300_000]);
    const sent = counts.map(([count]) => count);
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
  });

  it('Given an empty file, When sent, Then it is reported all sent once', async () => {
    const path = join(dir, 'empty.mp4');
    await writeFile(path, '');
    const counts: Array<[number, number]> = [];
    const upload = await openFileUpload(path, (sent, total) => counts.push([sent, total]));
    const { client } = encodingClient();
    await client.uploadExerciseAsync({ exercise_name: 'squat', file: upload });
    expect(counts).toEqual([[0, 0]]);
  });

  it('Given no file at the path, or a folder, When opened, Then it fails by the path and nothing is sent', async () => {
    await expect(openFileUpload(join(dir, 'missing.mp4'))).rejects.toThrow(`No file at ${join(dir, 'missing.mp4')}`);
    await expect(openFileUpload(dir)).rejects.toThrow(`${dir} is not a file`);
  });
});
