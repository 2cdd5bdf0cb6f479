import { heightAbove } from '../body-frame.js';
import { atPeak, type ExerciseDefinition } from '../exercise-definition.js';
import {
  bySeverity,
  elbowAngle,
  elbowAngleSignal,
  hipAngle,
  rangeOver,
  round,
  shoulderAboveWrists,
  straightestElbowFault,
} from './shared-measures.js';

export const pullUp: ExerciseDefinition = {
  exercise: 'pull_up',
  name: 'pull-up',
  plural: 'pull-ups',
  neededJoints: ['shoulder', 'elbow', 'wrist'],
  oneSideShowsEveryRep: true,
  signals: [
    {
      name: 'shoulder height relative to the hands',
      unit: 'torso_lengths',
      joints: ['shoulder', 'wrist'],
      value: shoulderAboveWrists,
      restIs: 'low',
      minTravel: 0.3,
    },
    elbowAngleSignal('high', 45),
  ],
  // Hanging from a bar: the hands are above the elbows. Standing under the bar or after dropping off, they are not.
  validPosture: (body) => heightAbove(body, body.mid('wrist'), body.mid('elbow')) > 0,
  counter: { minRepSec: 0.8 },
  workIsUp: true,
  keyAngle: elbowAngle,
  keyAngleViews: ['side', 'front', 'unknown'],
  filming: 'Film from the front or side with the bar and your whole body in frame.',
  faults: [
    {
      code: 'pull_up_chin_below_bar',
      marks: ['ear', 'wrist'],
      needs: ['shoulder', 'elbow', 'wrist'],
      views: ['front', 'side', 'unknown'],
      measure: (rep) => atPeak(rep, (body) => heightAbove(body, body.nose(), body.mid('wrist'))),
      direction: 'below',
      minor: -0.05,
      major: -0.25,
      message: bySeverity({
        major: 'Your chin stayed well below the bar: a half rep.',
        minor: 'Your chin did not quite clear the bar.',
      }),
      cue: 'Pull your elbows down to your ribs until your chin is over the bar.',
      strength: 'Your chin cleared the bar on every rep.',
    },
    straightestElbowFault({
      code: 'pull_up_no_full_hang',
      views: ['front', 'side', 'unknown'],
      minor: 150,
      major: 130,
      message: (value) => `You did not return to a full hang (elbows at ${round(value)}°).`,
      cue: 'Lower all the way until your arms are straight before pulling again.',
      strength: 'You started every rep from a full dead hang.',
    }),
    {
      code: 'pull_up_kipping',
      marks: ['hip', 'knee'],
      needs: ['shoulder', 'hip', 'knee'],
      views: ['side', 'unknown', 'front'],
      measure: (rep) => rangeOver(rep, hipAngle),
      direction: 'above',
      minor: 40,
      major: 60,
      message: (value) => `Your hips swung through ${round(value)}° to help the rep up (kipping).`,
      cue: 'Keep your legs still and your core tight; pull with your back, not a swing.',
      strength: 'No swinging: you pulled strictly with your back and arms.',
    },
  ],
};
