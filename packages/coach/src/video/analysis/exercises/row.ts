import { isPoint } from '../body-geometry.js';
import { heightAbove, torsoIncline, type BodyFrame } from '../body-frame.js';
import type { ExerciseDefinition } from '../exercise-definition.js';
import {
  armReach,
  elbowAngle,
  elbowAngleSignal,
  elbowAtWorkFault,
  hipAngle,
  rangeOver,
  round,
} from './shared-measures.js';

/** Horizontal distance between the elbows, in torso lengths (front and rear views). */
const elbowSpread = (body: BodyFrame) => {
  const near = body.near('elbow');
  const other = body.other('elbow');
  return isPoint(near) && isPoint(other) && body.torso > 0 ? Math.abs(near.x - other.x) / body.torso : Number.NaN;
};

export const row: ExerciseDefinition = {
  exercise: 'row',
  name: 'row',
  plural: 'rows',
  neededJoints: ['shoulder', 'elbow', 'wrist'],
  oneSideShowsEveryRep: true,
  signals: [
    elbowAngleSignal('high', 40),
    {
      name: 'hand distance from the shoulders',
      unit: 'torso_lengths',
      joints: ['shoulder', 'wrist'],
      value: armReach,
      restIs: 'high',
      minTravel: 0.25,
    },
    // Seen from behind or in front the hands hide behind the body; the elbows flare out as they are pulled back.
    {
      name: 'elbow spread',
      unit: 'torso_lengths',
      joints: ['elbow'],
      value: elbowSpread,
      restIs: 'low',
      minTravel: 0.15,
    },
  ],
  // Bent over, seated at a cable or machine, hips in frame or not: the arm signal says when a rep happens.
  validPosture: (body) => isPoint(body.mid('shoulder')),
  setPosture: rowPosture,
  counter: { minRepSec: 0.6 },
  workIsUp: false,
  keyAngle: elbowAngle,
  keyAngleViews: ['side', 'unknown'],
  filming: 'Film from the side, with your torso, arms and the weight in frame.',
  faults: [
    elbowAtWorkFault('above', {
      code: 'row_partial_range',
      minor: 105,
      major: 125,
      message: (value) => `You stopped the pull early: elbows only bent to ${round(value)}°.`,
      cue: 'Pull until the weight touches your lower ribs and squeeze your shoulder blades together.',
      strength: 'You pulled the weight all the way in on every rep.',
    }),
    {
      code: 'row_torso_swing',
      marks: ['shoulder', 'hip'],
      views: ['side', 'unknown'],
      measure: (rep) => rangeOver(rep, torsoIncline),
      direction: 'above',
      minor: 12,
      major: 20,
      message: (value) => `Your torso swung ${round(value)}° to move the weight.`,
      cue: 'Hold your torso angle still and let only your arms and shoulder blades move.',
      strength: 'Your torso stayed still: the back did the work, not momentum.',
    },
  ],
};

/**
 * The posture a row needs: the torso held while the arms pull, either bent over or leaning on a support (the torso
 * inclined), seated (the hips bent), or lying under a bar (an inverted row); the hands never above the shoulders unless
 * the lifter lies under the bar. Standing tall with straight hips (a squat's or a deadlift's top, a press) is not a row,
 * nor are hands on the floor at the feet's level (a plank). What a clip does not show (no hips in an upper-body clip)
 * does not count against it.
 */
export function rowPosture(body: BodyFrame): boolean {
  const incline = torsoIncline(body);
  const handsOverShoulders = heightAbove(body, body.mid('wrist'), body.mid('shoulder'));
  const handsOverFeet = heightAbove(body, body.mid('wrist'), body.mid('ankle'));
  if (incline >= 60) return !(handsOverFeet < 0.3 && handsOverShoulders < 0);
  if (handsOverShoulders > 0.15) return false;
  if (incline >= 20) return true;
  return !(hipAngle(body) > 140);
}
