import type { FaultSeverity } from '@spotter/core/schemas';
import { describe, expect, it } from 'vitest';
import type { BodyFrame } from '../video/analysis/body-frame.js';
import type { CameraView, Joint, Point } from '../video/analysis/body-geometry.js';
import { judge, type ExerciseDefinition, type RepContext } from '../video/analysis/exercise-definition.js';

export type Xy = readonly [x: number, y: number];
export type Joints = Partial<Record<Joint | 'nose', Xy>>;

/** Every test body has a 250 px torso: a height of 250 px is one torso length. */
export const TORSO = 250;

const NAN_POINT: Point = { x: Number.NaN, y: Number.NaN };
const point = (xy: Xy | undefined): Point => (xy ? { x: xy[0], y: xy[1] } : NAN_POINT);

/** The point `length` px from b such that the angle a-b-c is `degrees` (turning counter-clockwise on screen from b→a). */
export function bend(a: Xy, b: Xy, degrees: number, length: number): Xy {
  const from = Math.atan2(a[1] - b[1], a[0] - b[0]);
  const to = from - (degrees * Math.PI) / 180;
  return [b[0] + length * Math.cos(to), b[1] + length * Math.sin(to)];
}

/** The joint between a and c (both segments equally long) that bends the path a-b-c to `degrees`, bulging to one side or the other. */
export function apex(a: Xy, c: Xy, degrees: number, bulge: 1 | -1 = 1): Xy {
  const length = Math.hypot(c[0] - a[0], c[1] - a[1]);
  const offset = length / 2 / Math.tan((degrees * Math.PI) / 360);
  return [
    (a[0] + c[0]) / 2 - (bulge * offset * (c[1] - a[1])) / length,
    (a[1] + c[1]) / 2 + (bulge * offset * (c[0] - a[0])) / length,
  ];
}

/** The point `length` px from `from`, `degrees` off straight up (positive leans towards +x). */
export const lean = (from: Xy, degrees: number, length = TORSO): Xy => [
  from[0] + length * Math.sin((degrees * Math.PI) / 180),
  from[1] - length * Math.cos((degrees * Math.PI) / 180),
];

/**
 * A body frame with these joints (pixels, y down) on the near side and `other` on the far side
 * (the same by default, as in a side view); a joint missing from both is not seen.
 */
export function bodyAt(near: Joints, other: Joints = near, view: CameraView = 'side'): BodyFrame {
  const mid = (joint: Joint): Point => {
    const [a, b] = [near[joint], other[joint]];
    return a && b ? { x: (a[0] + b[0]) / 2, y: (a[1] + b[1]) / 2 } : point(a ?? b);
  };
  return {
    index: 0,
    timeSec: 0,
    torso: TORSO,
    side: 'left',
    view,
    near: (joint) => point(near[joint]),
    other: (joint) => point(other[joint]),
    mid,
    nose: () => point(near.nose ?? other.nose),
    confidence: (joint) => (near[joint] || other[joint] ? 1 : 0),
  };
}

/** A rep through these frames with its working end at frame `peak`; the set rested as in the first frame. */
export function repThrough(frames: BodyFrame[], peak: number): RepContext {
  const timed = frames.map((frame, index) => ({ ...frame, index, timeSec: index / 10 }));
  const [first, working] = [timed[0], timed[peak]];
  if (!first || !working) throw new Error('the peak must be one of the frames');
  const window = { start: 0, peak, end: timed.length - 1, unfinished: false };
  return { index: 1, window, frames: timed, peak: working, restFrames: [first], view: working.view, rangeOfMotion: 1 };
}

/** A rep of seven frames drawn by `at(progress)`: from rest (0) to the working end (1), held three frames, and back. */
export const rep = (at: (progress: number) => BodyFrame) => repThrough([0, 0.5, 1, 1, 1, 0.5, 0].map(at), 3);

/** The value `progress` of the way from its resting to its working value. */
export const between = (rest: number, work: number, progress: number) => rest + (work - rest) * progress;

/**
 * How the definition's fault `code` judges the rep: 'minor', 'major', or null when it is no fault.
 * Throws when the rule cannot measure the rep, so that a drawing that misses a joint is not read as "no fault".
 */
export function faultOn(definition: ExerciseDefinition, code: string, rep: RepContext): FaultSeverity | null {
  const rule = definition.faults.find((fault) => fault.code === code);
  if (!rule) throw new Error(`${definition.exercise} has no fault ${code}`);
  const value = rule.measure(rep);
  if (Number.isNaN(value)) throw new Error(`${code} could not measure this rep`);
  return judge(rule, value);
}

/** A row of a lift's fault table: what the rep shows, the fault, how it must be judged ('none': no fault), and the rep. */
export type FaultRow = readonly [shows: string, code: string, expected: FaultSeverity | 'none', rep: RepContext];

/** One test a row: the definition judges each drawn rep as the row says; and every fault has a clean, a minor and a major row. */
export function faultTable(definition: ExerciseDefinition, rows: readonly FaultRow[]): void {
  describe(`the ${definition.name} definition`, () => {
    it('has a clean, a minor and a major rep for each of its faults', () => {
      const covered = (code: string) => new Set(rows.filter((row) => row[1] === code).map((row) => row[2]));
      for (const fault of definition.faults)
        expect(covered(fault.code), fault.code).toEqual(new Set(['none', 'minor', 'major']));
    });
    it.each(rows)('given a rep with %s, then %s is %s', (_shows, code, expected, rep) => {
      expect(faultOn(definition, code, rep) ?? 'none').toBe(expected);
    });
  });
}
