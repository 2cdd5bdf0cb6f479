import { mostBentAngle, type BodyFrame } from '../body-frame.js';
import { atPeak, medianOver, type ExerciseDefinition } from '../exercise-definition.js';
import {
  hipHeight,
  hipHeightSignal,
  hipLevelSignal,
  kneesBelowHipsSignal,
  round,
  standingPosture,
  torsoLeanFault,
} from './shared-measures.js';

const frontKneeAngle = (body: BodyFrame) => mostBentAngle(body, 'hip', 'knee', 'ankle');

export const lunge: ExerciseDefinition = {
  exercise: 'lunge',
  name: 'lunge',
  plural: 'lunges',
  neededJoints: ['hip', 'knee', 'ankle'],
  oneSideShowsEveryRep: false,
  signals: [
    hipHeightSignal,
    {
      name: 'front knee angle',
      unit: 'degrees',
      joints: ['hip', 'knee', 'ankle'],
      value: frontKneeAngle,
      restIs: 'high',
      minTravel: 30,
    },
    kneesBelowHipsSignal,
    hipLevelSignal,
  ],
  validPosture: (body) => standingPosture(body),
  counter: { minRepSec: 0.8 },
  workIsUp: false,
  keyAngle: frontKneeAngle,
  keyAngleViews: ['side', 'unknown'],
  filming: 'Film from the side, with your whole body and both feet in frame.',
  faults: [
    {
      code: 'lunge_shallow',
      marks: ['hip', 'knee'],
      views: ['side', 'front', 'unknown'],
      // Share of standing hip height dropped at the bottom (a full lunge drops the hips by 40-50%).
      measure: (rep) => 1 - atPeak(rep, hipHeight) / medianOver(rep.restFrames, hipHeight),
      direction: 'below',
      minor: 0.3,
      major: 0.2,
      message: (value) =>
        `This lunge was shallow: your hips dropped only ${round(value * 100)}% of their standing height.`,
      cue: 'Step long enough and lower until your back knee almost touches the floor.',
      strength: 'Every lunge went deep, back knee close to the floor.',
    },
    {
      code: 'lunge_front_knee',
      marks: ['knee'],
      views: ['side'],
      measure: (rep) => atPeak(rep, frontKneeAngle),
      direction: 'above',
      minor: 115,
      major: 130,
      message: (value) => `Your front knee only bent to ${round(value)}° at the bottom.`,
      cue: 'Sink straight down until your front thigh is parallel to the floor (knee near 90°).',
      strength: 'Your front knee reached about 90° on every lunge.',
    },
    torsoLeanFault({
      code: 'lunge_torso_lean',
      minor: 25,
      major: 35,
      message: (value) => `Your torso leaned ${round(value)}° forward at the bottom.`,
      cue: 'Keep your chest tall and your shoulders over your hips as you lower.',
      strength: 'You kept your torso upright through every lunge.',
    }),
  ],
};
