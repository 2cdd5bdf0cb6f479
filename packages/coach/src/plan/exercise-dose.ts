import type { Goal } from '@spotter/core/constants';
import { UNILATERAL } from './exercise-kind.js';
import type { Dose, ExerciseKind, PlanExercise, Role } from './plan-schema.js';
import { dose, type Prescription } from './prescription.js';

/** Bodyweight and band work by goal: harder variations for few reps, more reps for endurance. */
const BODYWEIGHT: Record<Goal, Dose> = {
  strength: dose(4, '5-8', 120),
  performance: dose(4, '5-8', 120),
  muscle: dose(4, '8-15', 90),
  endurance: dose(3, '15-25', 45),
  weight_loss: dose(3, '10-15', 30),
  general: dose(3, '8-12', 60),
};
const BAND_REPS: Record<Goal, string> = {
  strength: '8-12',
  performance: '8-12',
  muscle: '12-15',
  endurance: '15-25',
  weight_loss: '12-15',
  general: '10-15',
};
/** Skills that take a few seconds each rep, or a few metres. */
const FEW_REPS = /wall walk|muscle-up|rope climb|skin the cat/i;
const SECONDS_SKILL = /l-sit|handstand(?! push| walk)/i;

const perSide = (exercise: PlanExercise, reps: string) =>
  UNILATERAL.test(exercise.name) && !reps.endsWith('side') ? `${reps} each side` : reps;

/** Accessories: one set fewer and 30 s less rest than a main lift of the same kind (never under 2 sets or 30 s). */
const asAccessory = (main: Dose): Dose => dose(Math.max(2, main.sets - 1), main.reps, Math.max(30, main.rest_sec - 30));

function bodyweightDose(goal: Goal, role: Role, prescription: Prescription): Dose {
  const main = BODYWEIGHT[goal];
  const rest = prescription.circuit ? 30 : main.rest_sec;
  if (role === 'core') return dose(3, goal === 'endurance' ? '15-20' : '10-12', prescription.circuit ? 30 : 45);
  if (role === 'power') return dose(prescription.power?.sets ?? 3, '5', 90);
  return role === 'main' ? dose(main.sets, main.reps, rest) : asAccessory(dose(main.sets, main.reps, rest));
}

/**
 * The dose of one exercise in its role, fitted to its kind: loaded lifts take the goal's sets,
 * reps and rest; bodyweight and band work more reps and less rest; skills a few quality reps
 * with enough rest; holds, carries and cardio are dosed in seconds, metres or minutes.
 */
export function doseFor(
  exercise: PlanExercise,
  role: Role,
  kind: ExerciseKind,
  prescription: Prescription,
  goal: Goal,
): Dose {
  const circuitRest = (rest: number) => (prescription.circuit ? Math.min(rest, 30) : rest);
  const withSides = (value: Dose): Dose => ({ ...value, reps: perSide(exercise, value.reps) });
  switch (kind) {
    case 'mobility':
      return role === 'warm_up'
        ? dose(1, UNILATERAL.test(exercise.name) ? '30 s each side' : '45 s', 0)
        : dose(2, '45 s each side', 15);
    case 'cardio':
      if (role === 'conditioning') return prescription.conditioning ?? dose(1, '8 min easy', 0);
      return role === 'power' ? dose(prescription.power?.sets ?? 3, '30 s', 60) : dose(3, '45 s', 30);
    case 'carry':
      return dose(3, '30-40 m', circuitRest(goal === 'strength' || goal === 'performance' ? 90 : 60));
    case 'hold':
      return withSides(dose(3, goal === 'endurance' ? '30-60 s' : '20-40 s', circuitRest(45)));
    case 'skill': {
      const reps = FEW_REPS.test(exercise.name) ? '2-3' : SECONDS_SKILL.test(exercise.name) ? '10-20 s' : '3-5';
      const sets = goal === 'endurance' || goal === 'weight_loss' ? 3 : 4;
      return withSides(dose(sets, reps, prescription.circuit ? 60 : 90));
    }
    case 'band':
      return withSides(
        dose(
          Math.min(4, role === 'main' ? prescription.main.sets : prescription.accessory.sets),
          BAND_REPS[goal],
          circuitRest(60),
        ),
      );
    case 'bodyweight':
      return withSides(bodyweightDose(goal, role, prescription));
    case 'loaded':
      if (role === 'power') return prescription.power ?? dose(3, '3', 120);
      if (role === 'core') return withSides(dose(3, '8-12', circuitRest(60)));
      return withSides(role === 'main' ? prescription.main : prescription.accessory);
  }
}

/** Which load to pick, for loaded lifts and carries only. */
export function loadHint(goal: Goal, role: Role, kind: ExerciseKind): string | null {
  if (kind === 'carry') return 'Heavy enough that your grip is working hard by the end; walk tall.';
  if (kind !== 'loaded') return null;
  if (role === 'power') return 'Light enough to move fast: about 60-75% of your best; stop the set when speed drops.';
  if (role !== 'main') return 'A weight you could lift 2-3 more times at the end of each set.';
  const hints: Record<Goal, string> = {
    strength: 'Heavy: a weight you could lift 1-2 more times (about 80-90% of your best).',
    performance: 'Heavy but fast: a weight you could lift 2 more times (about 75-85% of your best).',
    muscle: 'A weight that leaves 1-2 reps in reserve at the top of the range.',
    endurance: 'Light: a weight you could lift about 5 more times.',
    weight_loss: 'Moderate: a weight you could lift 3 more times, so the short rests stay possible.',
    general: 'Moderate: finish each set feeling you could do 2-3 more reps.',
  };
  return hints[goal];
}
