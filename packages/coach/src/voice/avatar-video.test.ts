import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarLayout, drawAvatarPpm } from './avatar-face.js';
import { estimateAvatarCost, renderAvatarVideo } from './avatar-video.js';
import { synthesizeSpeech } from './synthesize-speech.js';
import { durationOf, probe } from '../testing/media.js';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'spotter-avatar-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('renderAvatarVideo', () => {
  it('renders a playable H.264/AAC mp4 at 480x360, yuv420p, with the speech as audio', async () => {
    const text = 'Today is Day 1. Goblet squats, three sets of ten.';
    const speech = await synthesizeSpeech({ text, outPath: join(dir, 'reply.mp3') });
    const video = await renderAvatarVideo({
      audioPath: speech.path,
      text,
      outPath: join(dir, 'reply.mp4'),
      durationSec: speech.durationSec,
    });
    expect(video).toMatchObject({ width: 480, height: 360 });
    const log = await probe(join(dir, 'reply.mp4'));
    expect(log).toMatch(/Video: h264 .*yuv420p.*480x360/);
    expect(log).toMatch(/Audio: aac/);
    expect(Math.abs(durationOf(log) - speech.durationSec)).toBeLessThan(0.6);
  });

  it('skips (null) when the estimate is over the budget', async () => {
    expect(estimateAvatarCost(30).estimatedMs).toBeGreaterThan(estimateAvatarCost(5).estimatedMs);
    const skipped = await renderAvatarVideo({
      audioPath: 'unused.mp3',
      text: '',
      outPath: join(dir, 'x.mp4'),
      durationSec: 30,
      maxRenderMs: 200,
    });
    expect(skipped).toBeNull();
  });
});

describe('drawAvatarPpm', () => {
  it('draws a binary PPM of the right size with a black mouth for the waveform', () => {
    const layout = avatarLayout(160, 120);
    const image = drawAvatarPpm(layout);
    const header = 'P6\n160 120\n255\n';
    expect(image.subarray(0, header.length).toString('ascii')).toBe(header);
    expect(image.length).toBe(header.length + 160 * 120 * 3);
    const at = header.length + ((layout.mouth.y + 1) * 160 + layout.mouth.x + 1) * 3;
    expect([...image.subarray(at, at + 3)]).toEqual([0, 0, 0]);
  });
});
