import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVoicePool } from './voice-pool.js';
import { durationOf, probe } from '../testing/media.js';

const REPLY = 'Keep your chest up and push your knees out. Three sets of ten, rest ninety seconds.';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'spotter-voice-pool-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('createVoicePool', () => {
  it('speaks a reply on a thread (and the avatar when it fits its budget)', async () => {
    const pool = createVoicePool({ deadlineMs: 60_000 });
    try {
      const outcome = await pool.speak({
        text: REPLY,
        voicePath: join(dir, 'a.mp3'),
        videoPath: join(dir, 'a.mp4'),
        avatarBudgetMs: 60_000,
      });
      expect(outcome).toMatchObject({
        status: 'spoken',
        voice: { path: join(dir, 'a.mp3'), format: 'mp3' },
        videoPath: join(dir, 'a.mp4'),
      });
      expect(durationOf(await probe(join(dir, 'a.mp3')))).toBeGreaterThan(2);
      expect(await probe(join(dir, 'a.mp4'))).toMatch(/Video: h264/);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('answers busy at once when every thread and queue place is taken, and writes nothing for it', async () => {
    const pool = createVoicePool({ threads: 1, queue: 0, deadlineMs: 60_000 });
    try {
      const first = pool.speak({ text: REPLY, voicePath: join(dir, 'b1.mp3'), videoPath: null, avatarBudgetMs: 0 });
      expect(pool.full()).toBe(true);
      const started = Date.now();
      const second = await pool.speak({
        text: REPLY,
        voicePath: join(dir, 'b2.mp3'),
        videoPath: null,
        avatarBudgetMs: 0,
      });
      expect(second).toEqual({ status: 'busy' });
      expect(Date.now() - started).toBeLessThan(1000);
      expect(await first).toMatchObject({ status: 'spoken' });
      expect((await readdir(dir)).filter((name) => name.startsWith('b'))).toEqual(['b1.mp3']);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('gives up on a voice that is not ready by the deadline: busy, and no file is left', async () => {
    const pool = createVoicePool({ deadlineMs: 1 });
    try {
      expect(
        await pool.speak({
          text: REPLY,
          voicePath: join(dir, 'c.mp3'),
          videoPath: join(dir, 'c.mp4'),
          avatarBudgetMs: 60_000,
        }),
      ).toEqual({ status: 'busy' });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await readdir(dir)).filter((name) => name.startsWith('c'))).toEqual([]);
    } finally {
      await pool.close();
    }
  }, 120_000);
});
