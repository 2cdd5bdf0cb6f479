import { torsoIncline } from '../body-frame.js';
import { atPeak, type ExerciseDefinition } from '../exercise-definition.js';
import { armReach, elbowAngle, elbowAngleSignal, rangeOver, round } from './shared-measures.js';

export const row: ExerciseDefinition = {
  exercise: 'row',
  name: 'row',
  plural: 'rows',
  neededJoints: ['shoulder', 'elbow', 'wrist', 'hip'],
  signals: [
    elbowAngleSignal('high', 40),
    { name: 'hand distance from the shoulders', unit: 'torso_lengths', joints: ['shoulder', 'wrist'], value: armReach, restIs: 'high', minTravel: 0.25 },
  ],
  validPosture: (body) => !Number.isNaN(torsoIncline(body)),
  counter: { minRepSec: 0.6 },
  workIsUp: false,
  keyAngle: elbowAngle,
  keyAngleViews: ['side', 'unknown'],
  filming: 'Film from the side, with your torso, arms and the weight in frame.',
  faults: [
    {
      code: 'row_partial_range',
      views: ['side', 'unknown'],
      measure: (rep) => atPeak(rep, elbowAngle),
      direction: 'above',
      minor: 105,
      major: 125,
      message: (value) => `You stopped the pull early: elbows only bent to ${round(value)}°.`,
      cue: 'Pull until the weight touches your lower ribs and squeeze your shoulder blades together.',
      strength: 'You pulled the weight all the way in on every rep.',
    },
    {
      code: 'row_torso_swing',
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
