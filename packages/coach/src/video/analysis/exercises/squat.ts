import { distance, isPoint } from '../body-geometry.js';
import { heightAbove, type BodyFrame } from '../body-frame.js';
import { atPeak, type ExerciseDefinition } from '../exercise-definition.js';
import {
  bySeverity,
  hipHeightSignal,
  hipLevelSignal,
  kneeAngle,
  kneeAngleSignal,
  kneesBelowHipsSignal,
  round,
  standingPosture,
  torsoLeanFault,
} from './shared-measures.js';

/** Knee width over ankle width: below ~0.8 the knees are caving in (front view). */
const kneeTrack = (body: BodyFrame) => {
  const ankles = distance(body.near('ankle'), body.other('ankle'));
  if (!isPoint(body.near('knee')) || !isPoint(body.other('knee')) || !(ankles > body.torso * 0.15)) return Number.NaN;
  return distance(body.near('knee'), body.other('knee')) / ankles;
};

export const squat: ExerciseDefinition = {
  exercise: 'squat',
  name: 'squat',
  plural: 'squats',
  neededJoints: ['shoulder', 'hip', 'knee', 'ankle'],
  oneSideShowsEveryRep: true,
  signals: [hipHeightSignal, kneeAngleSignal, kneesBelowHipsSignal, hipLevelSignal],
  validPosture: (body) => standingPosture(body),
  counter: { minRepSec: 0.8 },
  workIsUp: false,
  keyAngle: kneeAngle,
  keyAngleViews: ['side', 'unknown'],
  filming: 'Film from the side, about 3 m away, with your whole body from head to feet in frame.',
  faults: [
    {
      code: 'squat_depth',
      marks: ['hip', 'knee'],
      needs: ['hip', 'knee'],
      views: ['side', 'front', 'unknown'],
      measure: (rep) => atPeak(rep, (body) => heightAbove(body, body.mid('hip'), body.mid('knee'))),
      direction: 'above',
      minor: 0.2,
      major: 0.4,
      message: bySeverity({
        major: 'This rep stopped well above parallel (a quarter squat).',
        minor: 'This rep stopped just above parallel.',
      }),
      cue: 'Sit down until your hip crease drops to knee height, then drive up.',
      strength: 'Every squat reached parallel depth.',
    },
    torsoLeanFault({
      code: 'squat_forward_lean',
      minor: 55,
      major: 65,
      message: (value) => `Your torso tipped forward to ${round(value)}° from vertical at the bottom.`,
      cue: 'Keep your chest up and brace your core; push your knees forward as you sit down.',
      strength: 'Your chest stayed up: the torso kept a steady angle at the bottom.',
    }),
    {
      code: 'squat_knees_cave',
      marks: ['knee'],
      views: ['front'],
      measure: (rep) => atPeak(rep, kneeTrack),
      direction: 'below',
      minor: 0.8,
      major: 0.65,
      message: () => 'Your knees caved inwards at the bottom.',
      cue: 'Push your knees out over your toes all the way down and up.',
      strength: 'Your knees tracked over your toes.',
    },
  ],
};
