import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFrames, type RgbFrame } from '../decode/decode-frames.js';
import { probeVideo } from '../decode/probe-video.js';
import { loadTfRuntime } from '../../models/tf-runtime.js';
import { fixture } from '../../testing/fixtures.js';
import type { CropRegion } from './crop-region.js';
import { cropAndResize, loadMoveNetRunner, type MoveNetRunner } from './movenet-runner.js';
import { createPoseDetector } from './pose-detector.js';

/** A frame with structure at every scale: gradients, a bright block and a checkerboard, so resampling errors show. */
function syntheticFrame(width: number, height: number): RgbFrame {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const block = x > width * 0.4 && x < width * 0.6 && y > height * 0.2 && y < height * 0.8;
      data[i] = block ? 250 : Math.round((x / width) * 255);
      data[i + 1] = Math.round((y / height) * 255);
      data[i + 2] = (Math.floor(x / 7) + Math.floor(y / 5)) % 2 ? 200 : 30;
    }
  }
  return { index: 0, timeSec: 0, width, height, data };
}

const regions: Array<[string, CropRegion]> = [
  ['the whole frame letterboxed', { cx: 160, cy: 90, half: 160 }],
  ['a crop inside the frame', { cx: 150, cy: 100, half: 60 }],
  ['a crop over the left and top edges', { cx: 20, cy: 15, half: 70 }],
  ['a crop past the right edge', { cx: 300, cy: 120, half: 45.5 }],
  ['a crop wholly outside the frame', { cx: 900, cy: 900, half: 30 }],
];

describe('cropAndResize', () => {
  it.each(regions)('samples %s as tfjs crop_and_resize does (bilinear, black outside)', async (_, region) => {
    const { tf } = await loadTfRuntime();
    const frame = syntheticFrame(320, 180);
    const size = 192;
    const mine = new Int32Array(size * size * 3);
    cropAndResize(frame, region, size, mine);
    const box = [
      (region.cy - region.half) / frame.height,
      (region.cx - region.half) / frame.width,
      (region.cy + region.half) / frame.height,
      (region.cx + region.half) / frame.width,
    ];
    const theirs = tf.tidy(() =>
      tf.cast(
        tf.image.cropAndResize(
          tf.tensor4d(frame.data, [1, frame.height, frame.width, 3], 'int32'),
          [box],
          [0],
          [size, size],
          'bilinear',
          0,
        ),
        'int32',
      ),
    );
    const expected = (await theirs.data()) as Int32Array;
    theirs.dispose();
    // float32 (tfjs) against float64 (here) may land a value either side of an integer: off by one at most, rarely.
    let off = 0;
    for (let i = 0; i < expected.length; i += 1) {
      expect(Math.abs(mine[i]! - expected[i]!)).toBeLessThanOrEqual(1);
      if (mine[i] !== expected[i]) off += 1;
    }
    expect(off / expected.length).toBeLessThan(0.001);
  });
});

describe('loadMoveNetRunner', () => {
  let onnx: MoveNetRunner;
  let tfjs: MoveNetRunner;
  beforeAll(async () => {
    onnx = await loadMoveNetRunner('lightning');
    tfjs = await loadMoveNetRunner('lightning', { runtime: 'tfjs-wasm' });
  });
  afterAll(() => {
    onnx?.dispose();
    tfjs?.dispose();
  });

  it('runs MoveNet on onnxruntime by default, and on tfjs-wasm when asked', () => {
    expect(onnx.runtime).toBe('onnxruntime');
    expect(tfjs.runtime).toBe('tfjs-wasm');
  });

  it('runs a model the converter cannot translate on tfjs-wasm, unless onnxruntime was asked for', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'spotter-movenet-'));
    try {
      // A graph with an op the converter does not know (a 1x1 max pool), in MoveNet's file names.
      const attr = (list: number[]) => ({ list: { i: list.map(String) } });
      const topology = {
        versions: { producer: 1 },
        node: [
          {
            name: 'input',
            op: 'Placeholder',
            attr: {
              dtype: { type: 'DT_INT32' },
              shape: { shape: { dim: [1, 192, 192, 3].map((size) => ({ size: String(size) })) } },
            },
          },
          {
            name: 'float',
            op: 'Cast',
            input: ['input'],
            attr: { SrcT: { type: 'DT_INT32' }, DstT: { type: 'DT_FLOAT' } },
          },
          {
            name: 'pool',
            op: 'MaxPool',
            input: ['float'],
            attr: {
              ksize: attr([1, 1, 1, 1]),
              strides: attr([1, 1, 1, 1]),
              padding: { s: Buffer.from('VALID').toString('base64') },
            },
          },
        ],
      };
      const manifest = [{ paths: ['movenet-lightning.bin'], weights: [] }];
      writeFileSync(
        join(dir, 'movenet-lightning.json'),
        JSON.stringify({ modelTopology: topology, weightsManifest: manifest }),
      );
      writeFileSync(join(dir, 'movenet-lightning.bin'), Buffer.alloc(0));
      const fallback = await loadMoveNetRunner('lightning', { modelDir: dir });
      expect(fallback.runtime).toBe('tfjs-wasm');
      fallback.dispose();
      await expect(loadMoveNetRunner('lightning', { modelDir: dir, runtime: 'onnxruntime' })).rejects.toThrow(
        /MaxPool/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(regions.slice(0, 4))('reads the same keypoints on both runtimes in %s', async (_, region) => {
    const frame = syntheticFrame(320, 180);
    const [a, b] = [await onnx.run(frame, region), await tfjs.run(frame, region)];
    expect(a).toHaveLength(17);
    for (const [i, k] of a.entries()) {
      // A pixel of the 192 px input is region.half / 96 frame pixels; both read the same heatmap cell and offset.
      expect(Math.abs(k.x - b[i]!.x)).toBeLessThan(region.half / 96);
      expect(Math.abs(k.y - b[i]!.y)).toBeLessThan(region.half / 96);
      expect(Math.abs(k.score - b[i]!.score)).toBeLessThan(0.01);
    }
  });

  const clip = join(fixture('video'), 'squat_side_3reps.mp4');
  it.skipIf(!existsSync(clip))('reads a real lifter the same on both runtimes, frame by frame', async () => {
    // Without tracking, so each frame is read from the same crop: with it, a difference in the last float digits can
    // move the next crop by a pixel, and the two readings drift apart as two equally good trackers would.
    const metadata = await probeVideo(clip);
    const [viaOnnx, viaTfjs] = [
      await createPoseDetector({ tracking: false }),
      await createPoseDetector({ runtime: 'tfjs-wasm', tracking: false }),
    ];
    try {
      const distances: number[] = [];
      for await (const frame of decodeFrames(clip, metadata, { fps: 5, maxSide: 320 })) {
        const [a, b] = [
          await viaOnnx.detect(frame, metadata.width, metadata.height),
          await viaTfjs.detect(frame, metadata.width, metadata.height),
        ];
        const scale = Math.max(metadata.width, metadata.height);
        for (const [i, k] of a.keypoints.entries()) {
          if (k.score >= 0.3) distances.push(Math.hypot(k.x - b.keypoints[i]!.x, k.y - b.keypoints[i]!.y) / scale);
        }
      }
      distances.sort((x, y) => x - y);
      expect(distances.length).toBeGreaterThan(100);
      expect(distances[Math.floor(distances.length / 2)]).toBeLessThan(1e-4);
      expect(distances.at(-1)).toBeLessThan(0.005);
    } finally {
      viaOnnx.dispose();
      viaTfjs.dispose();
    }
  });
});
