import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeVideo } from '../analyze-video.js';
import { decodeFrames } from './decode-frames.js';
import { rgbToYuv } from '../render/frame-canvas.js';
import {
  assertDimensionsWithin,
  MAX_VIDEO_SIDE,
  parseFfmpegInfo,
  probeVideo,
  type VideoMetadata,
} from './probe-video.js';
import { VideoError } from '../video-error.js';
import { makeMedia } from '../../testing/media.js';

let dir = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'spotter-video-'));
  await makeMedia(
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=25',
    '-t',
    '2',
    '-pix_fmt',
    'yuv420p',
    join(dir, 'clip.mp4'),
  );
  await makeMedia('-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25', '-frames:v', '1', join(dir, 'still.jpg'));
  writeFileSync(join(dir, 'empty.mp4'), '');
  writeFileSync(join(dir, 'corrupt.mp4'), Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256)));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof VideoError ? error.code : `untyped: ${String(error)}`),
  );

describe('probeVideo and decodeFrames', () => {
  it('reads duration, fps and size from ffmpeg, then streams scaled RGB frames at the sampling rate', async () => {
    const metadata = await probeVideo(join(dir, 'clip.mp4'));
    expect(metadata).toMatchObject({ width: 320, height: 240, fps: 25, rotation: 0 });
    expect(metadata.durationSec).toBeCloseTo(2, 1);
    const frames = [];
    for await (const frame of decodeFrames(join(dir, 'clip.mp4'), metadata, { fps: 10, maxSide: 160 }))
      frames.push(frame);
    expect(frames).toHaveLength(20);
    expect(frames[0]).toMatchObject({ width: 160, height: 120 });
    expect(frames[0]?.data.length).toBe(160 * 120 * 3);
    expect(frames[19]?.timeSec).toBeCloseTo(1.9);
  });

  it('Given frames kept for rendering, When decoded, Then the sampled stream is unchanged and the kept file replays the same frames at its own size', async () => {
    const clip = join(dir, 'clip.mp4');
    const metadata = await probeVideo(clip);
    const read = async (path: string, options: Parameters<typeof decodeFrames>[2]) => {
      const frames = [];
      for await (const frame of decodeFrames(path, metadata, options))
        frames.push({ ...frame, data: frame.data.slice() });
      return frames;
    };
    const plain = await read(clip, { fps: 10, maxSide: 160 });
    const keep = { path: join(dir, 'kept.nut'), size: { width: 240, height: 180 } };
    const sampled = await read(clip, { fps: 10, maxSide: 160, keep });
    const digest = (frames: { data: Uint8Array }[]) =>
      frames.map((frame) => createHash('sha1').update(frame.data).digest('hex'));
    expect(digest(sampled)).toEqual(digest(plain));
    const kept = await read(keep.path, { fps: 10, maxSide: 0, size: keep.size, sampled: true, reuseBuffer: true });
    expect(kept).toHaveLength(20);
    expect(kept[19]).toMatchObject({ width: 240, height: 180, timeSec: 1.9 });
    // The same kept frames as yuv420p (what the processed video is drawn on): planar, with the luma of the RGB ones.
    const yuv = await read(keep.path, { fps: 10, maxSide: 0, size: keep.size, sampled: true, pixelFormat: 'yuv420p' });
    expect(yuv).toHaveLength(20);
    expect(yuv[5]?.data.length).toBe((240 * 180 * 3) / 2);
    const rgb = kept[5]!.data;
    // Within rounding, except along sharp colour edges, where RGB carries the upsampled 4:2:0 chroma into its luma.
    let off = 0;
    let error = 0;
    for (let i = 0; i < 240 * 180; i += 1) {
      const luma = rgbToYuv([rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!])[0];
      error += Math.abs(yuv[5]!.data[i]! - luma);
      if (Math.abs(yuv[5]!.data[i]! - luma) > 3) off += 1;
    }
    expect(off).toBeLessThan(240 * 180 * 0.05);
    expect(error / (240 * 180)).toBeLessThan(1.5);
  });

  it('swaps width and height for rotated phone videos', () => {
    const stderr = [
      "Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'phone.mp4':",
      '  Duration: 00:00:12.50, start: 0.000000, bitrate: 900 kb/s',
      '    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p, 1920x1080, 800 kb/s, 29.97 fps, 29.97 tbr',
      '    Metadata:',
      '      rotate          : 90',
    ].join('\n');
    expect(parseFfmpegInfo(stderr)).toMatchObject({
      width: 1080,
      height: 1920,
      rotation: 90,
      durationSec: 12.5,
      fps: 29.97,
    });
  });

  it('refuses a zero-length file, corrupt bytes, a still image and a missing file with typed errors', async () => {
    expect(await codeOf(probeVideo(join(dir, 'empty.mp4')))).toBe('empty_file');
    expect(await codeOf(probeVideo(join(dir, 'corrupt.mp4')))).toBe('unreadable');
    expect(await codeOf(probeVideo(join(dir, 'still.jpg')))).toBe('not_a_video');
    expect(await codeOf(probeVideo(join(dir, 'nope.mp4')))).toBe('not_found');
  });

  it('refuses a real video wider than the side limit from its probe, with the sizes in the message', async () => {
    // A strip: past the limit on one side, a few kB to make.
    const strip = join(dir, 'strip.mp4');
    await makeMedia(
      '-f',
      'lavfi',
      '-i',
      `testsrc=size=${MAX_VIDEO_SIDE + 16}x16:rate=5`,
      '-t',
      '0.4',
      '-pix_fmt',
      'yuv420p',
      strip,
    );
    const refused = await probeVideo(strip).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(VideoError);
    expect(refused).toMatchObject({
      code: 'too_large',
      message: `The video is ${MAX_VIDEO_SIDE + 16}×16 pixels; the limit is ${MAX_VIDEO_SIDE} pixels a side. Record it at 4K or lower.`,
    });
  });

  it('given sizes and frame rates, when checked, then 4K at 120 fps passes and past a side or 4096×4096 at 60 fps a second is too large', () => {
    const video = (width: number, height: number, fps: number | null): VideoMetadata => ({
      width,
      height,
      fps,
      durationSec: 1,
      rotation: 0,
      container: 'mov',
      codec: 'h264',
    });
    const code = (metadata: VideoMetadata) => {
      try {
        assertDimensionsWithin(metadata);
        return 'ok';
      } catch (error) {
        return (error as VideoError).code;
      }
    };
    expect(code(video(3840, 2160, 120))).toBe('ok');
    expect(code(video(4096, 4096, 60))).toBe('ok');
    expect(code(video(4096, 4096, null))).toBe('ok');
    expect(code(video(4096, 4096, 61))).toBe('too_large');
    expect(code(video(1920, 1080, 600))).toBe('too_large');
    expect(code(video(4097, 100, 30))).toBe('too_large');
    expect(() => assertDimensionsWithin(video(2048, 2048, 300))).toThrow(
      'The video is 2048×2048 pixels at 300 fps; the limit is 4096×4096 at 60 fps (pixels a second). Record it at a lower resolution or frame rate.',
    );
  });

  it('refuses a video over the duration limit before decoding it', async () => {
    const started = Date.now();
    const analysis = analyzeVideo({ videoPath: join(dir, 'clip.mp4'), exercise: 'squat', maxDurationSec: 1 });
    expect(await codeOf(analysis)).toBe('too_long');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('stops with an aborted error when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(
      await codeOf(analyzeVideo({ videoPath: join(dir, 'clip.mp4'), exercise: 'squat', signal: controller.signal })),
    ).toBe('aborted');
  });
});
