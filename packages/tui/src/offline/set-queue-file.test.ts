import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileSetQueueStorage, setQueuePath } from './set-queue-file.js';

const item = (client_id: string) => ({
  client_id,
  body: { op: 'set', exercise_name: 'squat', reps: 5 },
  queued_at: '2026-11-26T07:00:00.000Z',
  attempts: 0,
});

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'spotter-set-queue-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the set queue on disk', () => {
  it('Given two servers and two users, When each keeps sets, Then each has its own file, read back whole, and an empty list leaves no file', async () => {
    const mine = setQueuePath(dir, 'http://127.0.0.1:8787/api', 'u1');
    expect(setQueuePath(dir, 'https://spotter.example:443', 'u1')).not.toBe(mine);
    expect(setQueuePath(dir, 'http://127.0.0.1:8787', 'u2')).not.toBe(mine);
    expect(dirname(dirname(mine))).toBe(join(dir, 'set-queue'));
    const storage = fileSetQueueStorage(mine);
    expect(await storage.read()).toEqual([]);
    await storage.write([item('a'), item('b')]);
    expect(await fileSetQueueStorage(mine).read()).toEqual([item('a'), item('b')]);
    await storage.write([]);
    expect(await readdir(dirname(mine))).toEqual([]);
  });

  it('Given a file that is not a list of sets, When read, Then it is moved aside (not lost) and the queue starts empty; entries that are not sets are skipped', async () => {
    const path = setQueuePath(dir, 'http://127.0.0.1:8787', 'u1');
    const storage = fileSetQueueStorage(path);
    await storage.write([item('a')]);
    await writeFile(path, '{not json');
    expect(await storage.read()).toEqual([]);
    expect(await readFile(`${path}.unreadable`, 'utf8')).toBe('{not json');
    await writeFile(path, JSON.stringify([item('a'), { client_id: 3 }, 'x']));
    expect(await storage.read()).toEqual([item('a')]);
  });
});
