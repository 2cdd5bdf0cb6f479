import type { MovementPattern, Role, WorkoutPlan } from './plan-schema.js';

/** One exercise to fill: its role and the movement patterns that may fill it, best first. */
export interface Slot {
  role: Role;
  patterns: MovementPattern[];
  /** Prefer easy, steady cardio (the recovery day). */
  steady?: boolean;
}

export interface SessionTemplate {
  name: string;
  kind: 'training' | 'recovery';
  /** Which body half a training session loads (picks its warm-up mobility). */
  focus: 'full' | 'upper' | 'lower';
  slots: Slot[];
}

export type SplitKind = WorkoutPlan['split']['kind'];

const slot = (role: Role, ...patterns: MovementPattern[]): Slot => ({ role, patterns });
const session = (name: string, focus: SessionTemplate['focus'], slots: Slot[]): SessionTemplate => ({
  name,
  kind: 'training',
  focus,
  slots,
});

const FULL_A = session('Full body A', 'full', [
  slot('main', 'squat'),
  slot('main', 'push_horizontal'),
  slot('main', 'pull_horizontal', 'pull_vertical'),
  slot('accessory', 'hinge'),
  slot('accessory', 'push_vertical'),
  slot('core', 'core'),
]);
const FULL_B = session('Full body B', 'full', [
  slot('main', 'hinge'),
  slot('main', 'push_vertical'),
  slot('main', 'pull_vertical', 'pull_horizontal'),
  slot('accessory', 'lunge'),
  slot('accessory', 'push_horizontal'),
  slot('core', 'carry', 'core'),
]);
const FULL_C = session('Full body C', 'full', [
  slot('main', 'lunge', 'squat'),
  slot('main', 'push_horizontal'),
  slot('main', 'pull_horizontal', 'pull_vertical'),
  slot('accessory', 'hinge'),
  slot('accessory', 'pull_vertical', 'pull_horizontal'),
  slot('core', 'core'),
]);
const UPPER_A = session('Upper A', 'upper', [
  slot('main', 'push_horizontal'),
  slot('main', 'pull_horizontal', 'pull_vertical'),
  slot('accessory', 'push_vertical'),
  slot('accessory', 'pull_vertical', 'pull_horizontal'),
  slot('core', 'core'),
]);
const UPPER_B = session('Upper B', 'upper', [
  slot('main', 'push_vertical'),
  slot('main', 'pull_vertical', 'pull_horizontal'),
  slot('accessory', 'push_horizontal'),
  slot('accessory', 'pull_horizontal', 'pull_vertical'),
  slot('core', 'carry', 'core'),
]);
const LOWER_A = session('Lower A', 'lower', [
  slot('main', 'squat'),
  slot('main', 'hinge'),
  slot('accessory', 'lunge'),
  slot('accessory', 'hinge'),
  slot('core', 'core'),
]);
const LOWER_B = session('Lower B', 'lower', [
  slot('main', 'hinge'),
  slot('main', 'lunge', 'squat'),
  slot('accessory', 'squat'),
  slot('accessory', 'hinge'),
  slot('core', 'core'),
]);
const PUSH = (name: string) =>
  session(name, 'upper', [
    slot('main', 'push_horizontal'),
    slot('main', 'push_vertical'),
    slot('accessory', 'push_horizontal'),
    slot('accessory', 'push_vertical'),
    slot('core', 'core'),
  ]);
const PULL = (name: string) =>
  session(name, 'upper', [
    slot('main', 'pull_vertical', 'pull_horizontal'),
    slot('main', 'pull_horizontal', 'pull_vertical'),
    slot('accessory', 'hinge'),
    slot('accessory', 'pull_horizontal', 'pull_vertical'),
    slot('core', 'carry', 'core'),
  ]);
const LEGS = (name: string) =>
  session(name, 'lower', [
    slot('main', 'squat'),
    slot('main', 'hinge'),
    slot('accessory', 'lunge'),
    slot('accessory', 'squat', 'lunge'),
    slot('core', 'core'),
  ]);
const RECOVERY: SessionTemplate = {
  name: 'Active recovery & mobility',
  kind: 'recovery',
  focus: 'full',
  slots: [
    { role: 'conditioning', patterns: ['conditioning'], steady: true },
    slot('mobility', 'mobility'),
    slot('mobility', 'mobility'),
    slot('mobility', 'mobility'),
    slot('mobility', 'mobility'),
    slot('mobility', 'mobility'),
  ],
};

const PPL = [PUSH('Push A'), PULL('Pull A'), LEGS('Legs A'), PUSH('Push B'), PULL('Pull B'), LEGS('Legs B')];

/** The weekly split for a number of training days (1-7): one template per day. */
export function splitFor(daysPerWeek: number): { kind: SplitKind; name: string; sessions: SessionTemplate[] } {
  const days = Math.min(7, Math.max(1, Math.round(daysPerWeek)));
  if (days <= 3) return { kind: 'full_body', name: 'Full body', sessions: [FULL_A, FULL_B, FULL_C].slice(0, days) };
  if (days === 4) return { kind: 'upper_lower', name: 'Upper / lower', sessions: [UPPER_A, LOWER_A, UPPER_B, LOWER_B] };
  if (days === 5) {
    return {
      kind: 'upper_lower_full',
      name: 'Upper / lower + full body',
      sessions: [UPPER_A, LOWER_A, FULL_C, UPPER_B, LOWER_B],
    };
  }
  if (days === 6) return { kind: 'push_pull_legs', name: 'Push / pull / legs, twice', sessions: PPL };
  return {
    kind: 'push_pull_legs',
    name: 'Push / pull / legs, twice + active recovery',
    sessions: [...PPL.slice(0, 3), RECOVERY, ...PPL.slice(3)],
  };
}
