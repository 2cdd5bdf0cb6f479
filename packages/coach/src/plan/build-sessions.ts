import type { Goal } from '@spotter/core/constants';
import { canDo } from './equipment-access.js';
import { chooseForSlot, type ChoiceContext } from './exercise-choice.js';
import { areaWords, stressesInjury } from './injuries.js';
import type { MovementPattern, PlanExercise, PlannedExercise, Session } from './plan-schema.js';
import { doseFor, type Prescription } from './prescription.js';
import type { SessionTemplate, Slot } from './split.js';

/** Related patterns that may stand in when none of a slot's own patterns has a safe exercise. */
const STAND_INS: Partial<Record<MovementPattern, MovementPattern[]>> = {
  squat: ['lunge', 'hinge'],
  lunge: ['squat', 'hinge'],
  push_horizontal: ['push_vertical'],
  push_vertical: ['push_horizontal'],
  pull_horizontal: ['pull_vertical'],
  pull_vertical: ['pull_horizontal'],
  core: ['carry'],
  carry: ['core'],
  olympic: ['jump'],
  conditioning: ['jump'],
};

export const PATTERN_WORDS: Record<MovementPattern, string> = {
  squat: 'squat', hinge: 'hip hinge', lunge: 'lunge', push_horizontal: 'horizontal press', push_vertical: 'overhead press',
  pull_horizontal: 'row', pull_vertical: 'pull-up / pulldown', carry: 'carry', core: 'core', olympic: 'Olympic lift',
  jump: 'jump', conditioning: 'conditioning', mobility: 'mobility',
};

/** The slots of a session once the goal is applied: warm-up first, power work for performance, a finisher when the goal wants one. */
export function slotsFor(template: SessionTemplate, goal: Goal, prescription: Prescription, isLastTraining: boolean): Slot[] {
  if (template.kind === 'recovery') return template.slots;
  const warmUp: Slot[] = [{ role: 'warm_up', patterns: ['mobility'] }, { role: 'warm_up', patterns: ['mobility'] }];
  const power: Slot[] = goal === 'performance' ? [{ role: 'power', patterns: ['olympic', 'jump'] }] : [];
  const wantsFinisher = prescription.conditioning !== null && (goal !== 'general' || isLastTraining);
  const finisher: Slot[] = wantsFinisher ? [{ role: 'conditioning', patterns: ['conditioning', 'jump'] }] : [];
  return [...warmUp, ...power, ...template.slots, ...finisher];
}

/** The one or two pieces of missing gear that would unlock the most safe exercises of a pattern. */
export function gearThatWouldHelp(pattern: MovementPattern, exercises: readonly PlanExercise[], context: ChoiceContext): string[] {
  const counts = new Map<string, number>();
  for (const exercise of exercises) {
    if (exercise.movement_pattern !== pattern || stressesInjury(exercise, context.areas)) continue;
    const missing = exercise.equipment_tags.filter((tag) => !context.access.available.has(tag));
    const [only] = missing;
    if (missing.length === 1 && only) counts.set(only, (counts.get(only) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 2)
    .map(([tag]) => (tag.endsWith('s') ? tag : `a ${tag}`));
}

/** Why no exercise of a pattern could be used: no gear, or every option loads an injury, or difficulty. */
function gapReason(pattern: MovementPattern, exercises: readonly PlanExercise[], context: ChoiceContext): string {
  const withGear = exercises.filter((exercise) => exercise.movement_pattern === pattern && canDo(exercise, context.access));
  const words = PATTERN_WORDS[pattern];
  if (withGear.length === 0) {
    const hint = gearThatWouldHelp(pattern, exercises, context);
    return `No ${words} exercise fits your equipment${hint.length > 0 ? ` (${hint.join(' or ')} would add some)` : ''}`;
  }
  const safe = withGear.filter((exercise) => !stressesInjury(exercise, context.areas));
  if (safe.length === 0) return `Every ${words} exercise you have gear for loads your ${context.areas.map(areaWords).join(' or ')}`;
  const suitable = safe.filter((exercise) => (context.policy.allowed as readonly string[]).includes(exercise.difficulty_level));
  if (suitable.length === 0) return `No ${words} exercise at a suitable difficulty fits your equipment`;
  return `Too few different ${words} exercises fit your equipment for every ${words} slot`;
}

/** Easy, long cardio on the active-recovery day. */
const RECOVERY_CARDIO = { sets: 1, reps: '20-30 min easy', rest_seconds: 0 };

function plannedExercise(exercise: PlanExercise, slot: Slot, prescription: Prescription, recovery: boolean): PlannedExercise {
  const dose = recovery && slot.role === 'conditioning' ? RECOVERY_CARDIO : doseFor(exercise, slot.role, prescription);
  const cue = exercise.primary_cues.split('\n').map((line) => line.trim()).find((line) => line.length > 0) ?? null;
  return { name: exercise.name, role: slot.role, movement_pattern: exercise.movement_pattern, ...dose, equipment: exercise.equipment_tags, cue };
}

export interface BuiltWeek {
  sessions: Session[];
  /** Human sentences about patterns swapped or left out, one per pattern. */
  adjustments: string[];
}

/** Fill every session's slots from the pool, varying exercises across the week. */
export function buildWeek(
  templates: readonly SessionTemplate[],
  pool: readonly PlanExercise[],
  exercises: readonly PlanExercise[],
  context: ChoiceContext,
  prescription: Prescription,
): BuiltWeek {
  const weekUses = new Map<string, number>();
  const adjustments = new Map<string, string>();
  const lastTraining = templates.map((template) => template.kind).lastIndexOf('training');
  const sessions = templates.map((template, index): Session => {
    const inSession = new Set<string>();
    const planned: PlannedExercise[] = [];
    for (const slot of slotsFor(template, context.goal, prescription, index === lastTraining)) {
      const first = slot.patterns[0] ?? 'core';
      const standIns = (STAND_INS[first] ?? []).filter((pattern) => !slot.patterns.includes(pattern));
      const choice = chooseForSlot(pool, { ...slot, patterns: [...slot.patterns, ...standIns] }, template.focus, context, weekUses, inSession);
      if (!choice || !slot.patterns.includes(choice.pattern)) {
        const reason = gapReason(first, exercises, context);
        const outcome = choice ? `${PATTERN_WORDS[choice.pattern]} work takes its place` : 'it is left out';
        if (!adjustments.has(first)) adjustments.set(first, `${reason}, so ${outcome}.`);
      }
      if (!choice) continue;
      inSession.add(choice.exercise.name);
      weekUses.set(choice.exercise.name, (weekUses.get(choice.exercise.name) ?? 0) + 1);
      planned.push(plannedExercise(choice.exercise, slot, prescription, template.kind === 'recovery'));
    }
    const format = template.kind === 'recovery' ? 'recovery' : prescription.circuit ? 'circuit' : 'straight_sets';
    return { day: index + 1, name: template.name, format, exercises: planned };
  });
  return { sessions, adjustments: [...adjustments.values()] };
}
