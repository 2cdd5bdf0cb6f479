import { heightAbove, torsoIncline, type BodyFrame } from '../body-frame.js';
import { atPeak, medianOver, type ExerciseDefinition } from '../exercise-definition.js';
import { elbowAngle, elbowAngleSignal, elbowAtWorkFault, round, standingPosture } from './shared-measures.js';

const wristHeight = (body: BodyFrame) => heightAbove(body, body.mid('wrist'), body.mid('shoulder'));

export const overheadPress: ExerciseDefinition = {
  exercise: 'overhead_press',
  name: 'overhead press',
  plural: 'overhead presses',
  neededJoints: ['shoulder', 'elbow', 'wrist'],
  oneSideShowsEveryRep: true,
  signals: [
    {
      name: 'wrist height above the shoulders',
      unit: 'torso_lengths',
      joints: ['shoulder', 'wrist'],
      value: wristHeight,
      restIs: 'low',
      minTravel: 0.3,
    },
    elbowAngleSignal('low', 40),
  ],
  validPosture: (body) => standingPosture(body, 45),
  setPosture: pressPosture,
  counter: { minRepSec: 0.6 },
  workIsUp: true,
  keyAngle: elbowAngle,
  keyAngleViews: ['side', 'front', 'unknown'],
  filming: 'Film from the side, with your hands overhead and your hips in frame.',
  faults: [
    elbowAtWorkFault('below', {
      code: 'press_no_lockout',
      views: ['side', 'front', 'unknown'],
      minor: 160,
      major: 145,
      message: (value) => `You stopped short of lockout: elbows at ${round(value)}° overhead.`,
      cue: 'Press until your arms are straight and the weight is over the middle of your head.',
      strength: 'You locked the weight out overhead on every rep.',
    }),
    {
      code: 'press_lean_back',
      marks: ['shoulder', 'hip'],
      views: ['side'],
      measure: (rep) => atPeak(rep, torsoIncline) - medianOver(rep.restFrames, torsoIncline),
      direction: 'above',
      minor: 12,
      major: 20,
      message: (value) => `You leaned back ${round(value)}° to finish the press.`,
      cue: 'Squeeze your glutes and brace your abs so your ribs stay down as you press.',
      strength: 'You stayed tall without leaning back to finish the press.',
    },
  ],
};

/**
 * The posture an overhead press needs: upright, standing or seated, with the hands at the shoulders or above them (the
 * press starts from the shoulders and locks out overhead). Hands hanging at the thighs (a deadlift, a row) or a torso
 * lying down (a bench press seen from the side) are not pressing overhead. What a clip does not show does not count
 * against it.
 */
export function pressPosture(body: BodyFrame): boolean {
  if (torsoIncline(body) > 45) return false;
  return !(wristHeight(body) < -0.25);
}
