import type { Goal } from '@spotter/core/constants';
import type { Dose } from './plan-schema.js';

/** How a goal is trained: the dose of loaded main lifts and accessories and how hard to go (other kinds: exercise-dose.ts). */
export interface Prescription {
  main: Dose;
  accessory: Dose;
  power: Dose | null;
  conditioning: Dose | null;
  intensity: string;
  /** Main lifts and accessories done as a circuit (one set of each in turn). */
  circuit: boolean;
  /** Seconds lowering, pausing at the bottom, lifting, pausing at the top, and what that means in words. */
  tempo: { code: string; words: string };
}

export const dose = (sets: number, reps: string, rest_sec: number): Dose => ({ sets, reps, rest_sec });

/** Goal → sets, reps, rest and intensity (rest is the top of the range; rests between exercises in circuits). */
export const PRESCRIPTIONS: Record<Goal, Prescription> = {
  strength: {
    main: dose(5, '3-5', 180),
    accessory: dose(3, '6-8', 120),
    power: null,
    conditioning: null,
    intensity: 'Heavy: about 80-90% of your best, finishing each set with 1-2 reps in reserve.',
    circuit: false,
    tempo: {
      code: '2-1-1-0',
      words:
        'lower under control in 2 s, pause briefly, and lift with intent: speed on the way up is what moves heavy weight',
    },
  },
  muscle: {
    main: dose(4, '8-12', 90),
    accessory: dose(3, '10-12', 60),
    power: null,
    conditioning: null,
    intensity: 'Moderate loads; take most sets to within 1-2 reps of failure.',
    circuit: false,
    tempo: {
      code: '3-0-1-1',
      words: 'a slow 3 s lowering and a smooth lift, squeezing for a second at the top, for more tension',
    },
  },
  endurance: {
    main: dose(3, '15-20', 45),
    accessory: dose(2, '15-20', 30),
    power: null,
    conditioning: dose(1, '15-20 min steady', 0),
    intensity: 'Light loads you can move for 15-20 smooth reps; breathe steadily.',
    circuit: false,
    tempo: { code: '2-0-1-0', words: 'a steady, even rhythm you can hold for the whole set' },
  },
  weight_loss: {
    main: dose(3, '10-15', 30),
    accessory: dose(3, '12-15', 30),
    power: null,
    conditioning: dose(1, '10 min: 40 s on, 20 s easy', 0),
    intensity: 'Moderate loads, short rests: 30 s between exercises, 90 s between rounds.',
    circuit: true,
    tempo: { code: '2-0-1-0', words: 'a controlled 2 s lowering and a steady lift, so form holds as you tire' },
  },
  performance: {
    main: dose(4, '4-6', 150),
    accessory: dose(3, '8-10', 90),
    power: dose(4, '3', 120),
    conditioning: null,
    intensity: 'Power work first and fast (stop a set when speed drops), then heavy strength work.',
    circuit: false,
    tempo: { code: '2-0-1-0', words: 'a controlled lowering and the fastest lift you can make with good form' },
  },
  general: {
    main: dose(3, '8-10', 90),
    accessory: dose(3, '10-12', 60),
    power: null,
    conditioning: dose(1, '8-10 min easy to moderate', 0),
    intensity: 'Moderate: finish each set feeling you could do 2-3 more reps.',
    circuit: false,
    tempo: { code: '2-0-1-0', words: 'about 2 s down and 1 s up, no bouncing' },
  },
};

/** "90 s", "3 min": a rest as a coach says it. */
export const restSpan = (seconds: number): string =>
  seconds >= 120 && seconds % 30 === 0 ? `${seconds / 60} min` : `${seconds} s`;

/** "rest 90 s", "rest 2.5 min" (nothing for no rest). */
export function restWords(seconds: number): string {
  if (seconds <= 0) return '';
  if (seconds >= 120 && seconds % 30 === 0) return `rest ${seconds / 60} min`;
  return `rest ${seconds} s`;
}
