import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synthesizeSpeech } from './synthesize-speech.js';
import { VoiceError } from './voice-error.js';
import { durationOf, probe } from '../testing/media.js';

const REPLY =
  "Let's do this, Sam! Today is Day 1, lower body: goblet squats, 3 sets of 10. Keep your chest up and push your knees out.";

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'spotter-voice-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('synthesizeSpeech', () => {
  it.each([
    ['reply.mp3', 'mp3', /Audio: mp3/],
    ['reply.m4a', 'm4a', /Audio: aac/],
    ['reply.ogg', 'ogg', /Audio: opus/],
    ['reply.wav', 'wav', /Audio: pcm_s16le/],
  ])('writes a real %s with a non-zero duration', async (name, format, codec) => {
    const result = await synthesizeSpeech({ text: REPLY, outPath: join(dir, name) });
    expect(result).toMatchObject({ path: join(dir, name), format });
    expect(result.durationSec).toBeGreaterThan(3);
    expect(result.durationSec).toBeLessThan(20);
    const log = await probe(result.path);
    expect(log).toMatch(codec);
    expect(durationOf(log)).toBeGreaterThan(3);
    expect((await stat(result.path)).size).toBeGreaterThan(1000);
  });

  it('speaks the cleaned text and accepts another voice', async () => {
    const result = await synthesizeSpeech({ text: '**Rest** 90 s 💪', outPath: join(dir, 'gb.mp3'), voice: 'en-gb' });
    expect(result.spokenText).toBe('Rest 90 seconds.');
    expect(result.durationSec).toBeGreaterThan(0.5);
  });

  it('fails with typed errors for empty text, bad voices and unknown formats', async () => {
    await expect(synthesizeSpeech({ text: '  ** ', outPath: join(dir, 'x.mp3') })).rejects.toMatchObject({
      code: 'empty_text',
    });
    await expect(synthesizeSpeech({ text: 'hi', outPath: join(dir, 'x.mp3'), voice: '--help' })).rejects.toMatchObject({
      code: 'bad_voice',
    });
    await expect(synthesizeSpeech({ text: 'hi', outPath: join(dir, 'x.flac') })).rejects.toBeInstanceOf(VoiceError);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      synthesizeSpeech({ text: REPLY, outPath: join(dir, 'c.mp3'), signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'aborted' });
  });
});
