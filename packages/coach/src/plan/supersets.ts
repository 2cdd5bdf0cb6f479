import type { MovementPattern, PlannedExercise, Session } from './plan-schema.js';

const UPPER: ReadonlySet<string> = new Set<MovementPattern>([
  'push_horizontal',
  'push_vertical',
  'pull_horizontal',
  'pull_vertical',
]);
const LOWER: ReadonlySet<string> = new Set<MovementPattern>(['squat', 'hinge', 'lunge']);
const PUSH: ReadonlySet<string> = new Set<MovementPattern>(['push_horizontal', 'push_vertical']);
const PULL: ReadonlySet<string> = new Set<MovementPattern>(['pull_horizontal', 'pull_vertical']);

const isIn = (set: ReadonlySet<string>, pattern: string | null) => pattern !== null && set.has(pattern);

/**
 * Two exercises that can share one rest: they work different muscles, so one recovers while the other is done.
 * That is an upper- with a lower-body lift, or a press with a pull; two presses, two pulls or two leg lifts are not.
 */
export function canPair(a: PlannedExercise, b: PlannedExercise): boolean {
  const [p, q] = [a.movement_pattern, b.movement_pattern];
  const upperLower = (isIn(UPPER, p) && isIn(LOWER, q)) || (isIn(LOWER, p) && isIn(UPPER, q));
  const pushPull = (isIn(PUSH, p) && isIn(PULL, q)) || (isIn(PULL, p) && isIn(PUSH, q));
  return upperLower || pushPull;
}

/**
 * A straight-sets day's accessory lifts, paired as supersets: each run of accessories next to each other is taken
 * two by two, and a pair that works different muscles (canPair) gets one label ('A', then 'B'). The main lifts stay
 * alone (heavy sets want their full rest), and circuit and recovery days are left as they are (a circuit already
 * takes its exercises in turn).
 */
export function pairAccessories(session: Session): Session {
  if (session.format !== 'straight_sets') return session;
  const exercises = [...session.exercises];
  let label = 0;
  for (let i = 0; i + 1 < exercises.length; i += 1) {
    const [a, b] = [exercises[i]!, exercises[i + 1]!];
    if (a.role !== 'accessory' || b.role !== 'accessory' || !canPair(a, b)) continue;
    const superset = String.fromCharCode(65 + label);
    label += 1;
    exercises[i] = { ...a, superset };
    exercises[i + 1] = { ...b, superset };
    i += 1;
  }
  return label === 0 ? session : { ...session, exercises };
}
