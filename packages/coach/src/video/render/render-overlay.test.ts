import { describe, expect, it } from 'vitest';
import type { VideoAnalysis } from '@spotter/core/schemas';
import { drawOverlay, faultLabel, repsDoneAt } from './render-overlay.js';
import { renderSize } from './render-video.js';
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
