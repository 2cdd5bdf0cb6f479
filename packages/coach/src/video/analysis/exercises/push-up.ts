import { heightAbove, hipSag, torsoIncline } from '../body-frame.js';
import { maxOver, type ExerciseDefinition } from '../exercise-definition.js';
import {
  bySeverity,
  elbowAngle,
  elbowAngleSignal,
  elbowAtWorkFault,
  round,
  shoulderAboveWrists,
  straightestElbowFault,
} from './shared-measures.js';

export const pushUp: ExerciseDefinition = {
  exercise: 'push_up',
  name: 'push-up',
  plural: 'push-ups',
  neededJoints: ['shoulder', 'elbow', 'wrist', 'hip'],
  oneSideShowsEveryRep: true,
  signals: [
    {
      name: 'shoulder height above the hands',
      unit: 'torso_lengths',
      joints: ['shoulder', 'wrist'],
      value: shoulderAboveWrists,
      restIs: 'high',
      minTravel: 0.2,
    },
    elbowAngleSignal('high', 35),
  ],
  // In a plank the torso is closer to horizontal than vertical and the hands are under the shoulders.
  validPosture: (body) =>
    torsoIncline(body) >= 45 && !(heightAbove(body, body.mid('wrist'), body.mid('shoulder')) > 0.2),
  counter: { minRepSec: 0.5 },
  workIsUp: false,
  keyAngle: elbowAngle,
  keyAngleViews: ['side', 'unknown'],
  filming: 'Film from the side at floor height, with your whole body from head to feet in frame.',
  faults: [
    {
      code: 'push_up_hip_sag',
      marks: ['hip'],
      views: ['side', 'unknown'],
      measure: (rep) => maxOver(rep.frames, hipSag),
      direction: 'above',
      minor: 0.15,
      major: 0.3,
      message: bySeverity({
        major: 'Your hips sagged well below the line from shoulders to ankles.',
        minor: 'Your hips dropped a little below a straight line.',
      }),
      cue: 'Squeeze your glutes and brace your abs so your body moves as one straight plank.',
      strength: 'You held a straight plank line from shoulders to ankles.',
    },
    elbowAtWorkFault('above', {
      code: 'push_up_partial_range',
      minor: 110,
      major: 130,
      message: (value) => `This rep stopped short: your elbows only bent to ${round(value)}°.`,
      cue: 'Lower until your chest is a fist above the floor and your elbows reach about 90°.',
      strength: 'Every push-up went through a full range, elbows to 90° or deeper.',
    }),
    straightestElbowFault({
      code: 'push_up_no_lockout',
      minor: 150,
      major: 135,
      message: (value) => `You did not straighten your arms at the top (elbows at ${round(value)}°).`,
      cue: 'Press all the way up until your elbows are straight before the next rep.',
      strength: 'You locked your arms out at the top of every rep.',
    }),
  ],
};
