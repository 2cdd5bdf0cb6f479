import { heightAbove, type BodyFrame } from '../body-frame.js';
import { atPeak, type ExerciseDefinition, type RepContext } from '../exercise-definition.js';
import { hipAngle, hipHeight, round, standingPosture } from './shared-measures.js';

const shoulderHeight = (body: BodyFrame) => heightAbove(body, body.mid('shoulder'), body.mid('ankle'));

/**
 * Hips shooting up first: when the hips have made half of their rise off the floor, how far
 * behind are the shoulders (share of their own rise)? Zero when both rise together.
 */
export function hipsLeadShoulders(rep: RepContext): number {
  const rising = rep.frames.slice(0, rep.frames.indexOf(rep.peak) + 1);
  const first = rising[0];
  if (!first || rising.length < 3) return Number.NaN;
  const hipRise = hipHeight(rep.peak) - hipHeight(first);
  const shoulderRise = shoulderHeight(rep.peak) - shoulderHeight(first);
  if (!(hipRise > 0.1) || !(shoulderRise > 0.1)) return Number.NaN;
  const half = rising.find((body) => (hipHeight(body) - hipHeight(first)) / hipRise >= 0.5);
  if (!half) return Number.NaN;
  return 0.5 - (shoulderHeight(half) - shoulderHeight(first)) / shoulderRise;
}

export const deadlift: ExerciseDefinition = {
  exercise: 'deadlift',
  name: 'deadlift',
  plural: 'deadlifts',
  neededJoints: ['shoulder', 'hip', 'knee'],
  oneSideShowsEveryRep: true,
  signals: [
    {
      name: 'shoulder height',
      unit: 'torso_lengths',
      joints: ['shoulder', 'ankle'],
      value: shoulderHeight,
      restIs: 'low',
      minTravel: 0.3,
    },
    {
      name: 'hip angle',
      unit: 'degrees',
      joints: ['shoulder', 'hip', 'knee'],
      value: hipAngle,
      restIs: 'low',
      minTravel: 35,
    },
  ],
  validPosture: (body) => standingPosture(body, 85),
  counter: { minRepSec: 0.8 },
  workIsUp: true,
  keyAngle: hipAngle,
  keyAngleViews: ['side', 'unknown'],
  filming: 'Film from the side, with the bar and your whole body in frame.',
  faults: [
    {
      code: 'deadlift_no_lockout',
      marks: ['hip'],
      views: ['side', 'unknown'],
      measure: (rep) => atPeak(rep, hipAngle),
      direction: 'below',
      minor: 165,
      major: 150,
      message: (value) => `You did not finish the lockout: your hips stayed bent at ${round(value)}°.`,
      cue: 'Finish each rep standing tall: squeeze your glutes and push your hips through.',
      strength: 'You locked out fully at the top of every rep.',
    },
    {
      code: 'deadlift_hips_rise_first',
      marks: ['hip', 'shoulder'],
      views: ['side', 'unknown'],
      measure: hipsLeadShoulders,
      direction: 'above',
      minor: 0.2,
      major: 0.35,
      at: (rep) => rep.frames[Math.floor(rep.frames.indexOf(rep.peak) / 2)] ?? rep.peak,
      message: () =>
        'Your hips shot up before your shoulders off the floor, turning the lift into a stiff-legged pull.',
      cue: 'Push the floor away with your legs and keep your chest rising with your hips.',
      strength: 'Your hips and shoulders rose together off the floor.',
    },
  ],
};
