import { describe, expect, it } from 'vitest';
import type { VideoAnalysis } from '@spotter/core/schemas';
import { drawOverlay, faultLabel, repsDoneAt } from './render-overlay.js';
import { renderSize } from './render-video.js';
import { rgbToYuv, type FrameCanvas } from './frame-canvas.js';
import { KP } from '../pose/keypoints.js';
import { squatterPose } from '../../testing/synthetic-poses.js';

const analysis = {
  exercise: 'push_up',
  duration_sec: 10,
  rep_details: [{ peak_sec: 2 }, { peak_sec: 5 }],
  faults: [{ code: 'push_up_hip_sag', message: '', cue: '', severity: 'minor', rep: 2, time_sec: 5 }],
} as unknown as VideoAnalysis;

const blank = () => ({ width: 400, height: 1000, data: new Uint8Array(400 * 1000 * 3) });
const lit = (canvas: ReturnType<typeof blank>) => canvas.data.reduce((sum, value) => sum + (value > 0 ? 1 : 0), 0);

describe('the processed video overlay', () => {
  it('counts a rep once its working end is reached', () => {
    expect([0, 2, 4.9, 5, 9].map((t) => repsDoneAt(analysis, t))).toEqual([0, 1, 1, 2, 2]);
  });

  it('labels faults without the exercise prefix', () => {
    expect(faultLabel(analysis.faults[0]!)).toBe('HIP SAG');
  });

  it('draws the skeleton and counter, and a red marker around a fault', () => {
    const quiet = blank();
    drawOverlay(quiet, squatterPose(1, 0), 1, { analysis, scale: 1 });
    const faulty = blank();
    drawOverlay(faulty, squatterPose(5, 0), 5, { analysis, scale: 1 });
    expect(lit(quiet)).toBeGreaterThan(1000);
    const red = (canvas: ReturnType<typeof blank>) => {
      let count = 0;
      for (let i = 0; i < canvas.data.length; i += 3) if (canvas.data[i]! > 200 && canvas.data[i + 1]! < 90) count += 1;
      return count;
    };
    expect(red(faulty)).toBeGreaterThan(red(quiet) + 500);
  });

  it('Given a hip-sag fault at its moment, When drawn, Then the hips are marked red and the ankles and wrists are not', () => {
    const canvas = blank();
    const pose = squatterPose(5, 0);
    drawOverlay(canvas, pose, 5, { analysis, scale: 1 });
    const redAt = (name: 'left_hip' | 'left_ankle' | 'left_wrist') => {
      const k = pose.keypoints[KP[name]]!;
      let count = 0;
      for (let y = Math.round(k.y) - 6; y <= Math.round(k.y) + 6; y += 1) {
        for (let x = Math.round(k.x) - 6; x <= Math.round(k.x) + 6; x += 1) {
          const i = (y * canvas.width + x) * 3;
          if (canvas.data[i]! > 200 && canvas.data[i + 1]! < 90) count += 1;
        }
      }
      return count;
    };
    expect(redAt('left_hip')).toBeGreaterThan(10);
    expect(redAt('left_ankle')).toBe(0);
    expect(redAt('left_wrist')).toBe(0);
  });

  it('renders at most 480p with even sides and never upscales', () => {
    expect(renderSize(1920, 1080)).toEqual({ width: 852, height: 480 });
    expect(renderSize(1080, 1920)).toEqual({ width: 480, height: 852 });
    expect(renderSize(1280, 720)).toEqual({ width: 852, height: 480 });
    expect(renderSize(641, 361)).toEqual({ width: 640, height: 360 });
    expect(renderSize(480, 480)).toEqual({ width: 480, height: 480 });
  });
});

describe('the overlay drawn in yuv420p', () => {
  const width = 400;
  const height = 1000;
  /** A textured background (gradients and a checker), so blending over it is tested, not only painting on black. */
  const background = (): FrameCanvas => {
    const data = new Uint8Array(width * height * 3);
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        const at = (y * width + x) * 3;
        data[at] = (x * 255) / width;
        data[at + 1] = (y * 255) / height;
        data[at + 2] = ((x >> 4) + (y >> 4)) % 2 ? 200 : 40;
      }
    return { width, height, data };
  };
  /** rgb24 to yuv420p as the encoder's scaler does: luma per pixel, chroma the mean of each 2x2 block. */
  const toYuv = (rgb: FrameCanvas): Uint8Array => {
    const out = new Uint8Array((width * height * 3) / 2);
    const quarter = (width / 2) * (height / 2);
    const colour = (x: number, y: number) => {
      const at = (y * width + x) * 3;
      return rgbToYuv([rgb.data[at]!, rgb.data[at + 1]!, rgb.data[at + 2]!]);
    };
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) out[y * width + x] = Math.round(colour(x, y)[0]);
    for (let by = 0; by < height / 2; by += 1)
      for (let bx = 0; bx < width / 2; bx += 1) {
        const block = [
          colour(2 * bx, 2 * by),
          colour(2 * bx + 1, 2 * by),
          colour(2 * bx, 2 * by + 1),
          colour(2 * bx + 1, 2 * by + 1),
        ];
        out[width * height + by * (width / 2) + bx] = Math.round(block.reduce((sum, c) => sum + c[1], 0) / 4);
        out[width * height + quarter + by * (width / 2) + bx] = Math.round(block.reduce((sum, c) => sum + c[2], 0) / 4);
      }
    return out;
  };

  it('Given the same frame in rgb24 and in yuv420p, When the overlay is drawn on each, Then the yuv420p one is the rgb24 one converted, within rounding (chroma differs only where a 2x2 block is partly drawn)', () => {
    const rgb = background();
    const yuv: FrameCanvas = { width, height, data: toYuv(rgb), format: 'yuv420p' };
    const before = yuv.data.slice();
    // A fault at its moment: the skeleton, red markers, the counter panel, a translucent fault banner and the timeline.
    drawOverlay(rgb, squatterPose(5, 0.5), 5, { analysis, scale: 1 });
    drawOverlay(yuv, squatterPose(5, 0.5), 5, { analysis, scale: 1 });
    const expected = toYuv(rgb);
    const lumaSize = width * height;
    let lumaOff = 0;
    let changed = 0;
    for (let i = 0; i < lumaSize; i += 1) {
      if (Math.abs(yuv.data[i]! - expected[i]!) > 2) lumaOff += 1;
      if (yuv.data[i] !== before[i]) changed += 1;
    }
    expect(changed).toBeGreaterThan(10_000);
    expect(lumaOff).toBe(0);
    // Chroma: exact within rounding wherever a block's four pixels agree in colour in the rgb24 result; a block only
    // partly drawn (a bone's edge) gets the drawn colour's chroma in yuv420p, and their mean after conversion.
    const quarter = (width / 2) * (height / 2);
    const chromaAt = (x: number, y: number) => {
      const at = (y * width + x) * 3;
      return rgbToYuv([rgb.data[at]!, rgb.data[at + 1]!, rgb.data[at + 2]!]);
    };
    let uniform = 0;
    let chromaOff = 0;
    let chromaError = 0;
    for (let by = 0; by < height / 2; by += 1)
      for (let bx = 0; bx < width / 2; bx += 1) {
        const block = [
          [0, 0],
          [1, 0],
          [0, 1],
          [1, 1],
        ].map(([dx, dy]) => chromaAt(2 * bx + dx!, 2 * by + dy!));
        const spread = Math.max(
          ...[1, 2].map((c) => Math.max(...block.map((k) => k[c]!)) - Math.min(...block.map((k) => k[c]!))),
        );
        for (const at of [lumaSize + by * (width / 2) + bx, lumaSize + quarter + by * (width / 2) + bx]) {
          const error = Math.abs(yuv.data[at]! - expected[at]!);
          chromaError += error;
          if (spread <= 4 && error > 2) chromaOff += 1;
        }
        if (spread <= 4) uniform += 1;
      }
    expect(uniform).toBeGreaterThan(quarter * 0.9);
    expect(chromaOff).toBe(0);
    const chromaSize = quarter * 2;
    expect(chromaError / chromaSize).toBeLessThan(0.5);
  });
});
