import type { Goal } from '@spotter/core/constants';
import { canDo } from './equipment-access.js';
import { chooseForSlot, difficultyRank, type ChoiceContext } from './exercise-choice.js';
import { areaWords, loadedAreas, stressesInjury } from './injuries.js';
import { createChangeLog } from './plan-changes.js';
import { plannedExercise } from './planned-exercise.js';
import { pairAccessories } from './supersets.js';
import type { MovementPattern, PlanExercise, PlannedExercise, Session, WorkoutPlan } from './plan-schema.js';
import type { Prescription } from './prescription.js';
import { estimatedMinutes } from './session-duration.js';
import type { SessionTemplate, Slot } from './split.js';
import { warmUpFor } from './warm-up-sets.js';

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
  squat: 'squat',
  hinge: 'hip hinge',
  lunge: 'lunge',
  push_horizontal: 'horizontal press',
  push_vertical: 'overhead press',
  pull_horizontal: 'row',
  pull_vertical: 'pull-up / pulldown',
  carry: 'carry',
  core: 'core',
  olympic: 'Olympic lift',
  jump: 'jump',
  conditioning: 'conditioning',
  mobility: 'mobility',
};

/** The slots of a session once the goal is applied: warm-up first, power work for performance, a finisher when the goal wants one. */
export function slotsFor(
  template: SessionTemplate,
  goal: Goal,
  prescription: Prescription,
  isLastTraining: boolean,
): Slot[] {
  if (template.kind === 'recovery') return template.slots;
  const warmUp: Slot[] = [
    { role: 'warm_up', patterns: ['mobility'] },
    { role: 'warm_up', patterns: ['mobility'] },
  ];
  const power: Slot[] = goal === 'performance' ? [{ role: 'power', patterns: ['olympic', 'jump'] }] : [];
  const wantsFinisher = prescription.conditioning !== null && (goal !== 'general' || isLastTraining);
  const finisher: Slot[] = wantsFinisher ? [{ role: 'conditioning', patterns: ['conditioning', 'jump'] }] : [];
  return [...warmUp, ...power, ...template.slots, ...finisher];
}

/** The one or two pieces of missing gear that would unlock the most safe exercises of a pattern. */
export function gearThatWouldHelp(
  pattern: MovementPattern,
  exercises: readonly PlanExercise[],
  context: ChoiceContext,
): string[] {
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
function gapReason(
  pattern: MovementPattern,
  exercises: readonly PlanExercise[],
  context: ChoiceContext,
): { reason: GapReason; text: string } {
  const withGear = exercises.filter(
    (exercise) => exercise.movement_pattern === pattern && canDo(exercise, context.access),
  );
  const words = PATTERN_WORDS[pattern];
  if (withGear.length === 0) {
    const hint = gearThatWouldHelp(pattern, exercises, context);
    return {
      reason: 'equipment',
      text: `No ${words} exercise fits your equipment${hint.length > 0 ? ` (${hint.join(' or ')} would add some)` : ''}`,
    };
  }
  const safe = withGear.filter((exercise) => !stressesInjury(exercise, context.areas));
  if (safe.length === 0)
    return {
      reason: 'injury',
      text: `Every ${words} exercise you have gear for loads your ${context.areas.map(areaWords).join(' or ')}`,
    };
  const suitable = safe.filter((exercise) =>
    (context.policy.allowed as readonly string[]).includes(exercise.difficulty_level),
  );
  if (suitable.length === 0)
    return { reason: 'difficulty', text: `No ${words} exercise at a suitable difficulty fits your equipment` };
  return {
    reason: 'equipment',
    text: `Too few different ${words} exercises fit your equipment for every ${words} slot`,
  };
}

type GapReason = 'equipment' | 'injury' | 'difficulty';

export interface BuiltWeek {
  sessions: Session[];
  changes: WorkoutPlan['changes'];
}

/**
 * Fill every session's slots from the safe pool, varying exercises across the week. Each slot is
 * also filled as if there were no injury: when that usual choice loads an injured area, the plan
 * says what took its place (a safe exercise of the same pattern when one exists).
 */
export function buildWeek(
  templates: readonly SessionTemplate[],
  pools: { safe: readonly PlanExercise[]; usual: readonly PlanExercise[] },
  exercises: readonly PlanExercise[],
  context: ChoiceContext,
  prescription: Prescription,
): BuiltWeek {
  const weekUses = new Map<string, number>();
  const changes = createChangeLog();
  const lastTraining = templates.map((template) => template.kind).lastIndexOf('training');
  let yesterday = new Set<string>();
  const sessions = templates.map((template, index): Session => {
    const inSession = new Set<string>();
    const mains = new Set<string>();
    const planned: PlannedExercise[] = [];
    const recovery = template.kind === 'recovery';
    for (const slot of slotsFor(template, context.goal, prescription, index === lastTraining)) {
      const first = slot.patterns[0] ?? 'core';
      const standIns = (STAND_INS[first] ?? []).filter((pattern) => !slot.patterns.includes(pattern));
      const widened = { ...slot, patterns: [...slot.patterns, ...standIns] };
      const usual =
        context.areas.length > 0
          ? chooseForSlot(pools.usual, slot, template.focus, { ...context, areas: [] }, weekUses, inSession, {
              yesterday,
            })
          : null;
      // An injury swap goes toward less load and skill: no harder than the exercise it replaces.
      const maxRank =
        usual && stressesInjury(usual.exercise, context.areas)
          ? difficultyRank(usual.exercise.difficulty_level)
          : undefined;
      const choice = chooseForSlot(pools.safe, widened, template.focus, context, weekUses, inSession, {
        yesterday,
        maxRank,
      });
      const ruledOut =
        usual && usual.exercise.name !== choice?.exercise.name && stressesInjury(usual.exercise, context.areas)
          ? usual.exercise
          : null;
      if (!choice || !slot.patterns.includes(choice.pattern)) {
        const gap = gapReason(first, exercises, context);
        const outcome = choice ? `${PATTERN_WORDS[choice.pattern]} work takes its place` : 'it is left out';
        changes.gap(
          gap.reason,
          first,
          gap.reason === 'injury' ? context.areas : [],
          `${gap.text}, so ${outcome}.`,
          ruledOut?.name ?? null,
          choice?.exercise.name ?? null,
        );
      } else if (ruledOut) {
        const areas = loadedAreas(ruledOut).filter((area) => context.areas.includes(area));
        changes.swap(first, areas, ruledOut.name, choice.exercise.name);
      }
      if (!choice) continue;
      inSession.add(choice.exercise.name);
      if (slot.role === 'main') mains.add(choice.exercise.name);
      weekUses.set(choice.exercise.name, (weekUses.get(choice.exercise.name) ?? 0) + 1);
      const plannedContext = { goal: context.goal, prescription, pool: pools.safe, recovery };
      // A warm-up stretch swapped for another is not worth a mark on the day; the change list says it once.
      const replaces = ruledOut && slot.role !== 'warm_up' && slot.role !== 'mobility' ? ruledOut.name : null;
      planned.push(plannedExercise(choice.exercise, slot.role, plannedContext, replaces));
    }
    yesterday = mains;
    const format = recovery ? 'recovery' : prescription.circuit ? 'circuit' : 'straight_sets';
    const warmUp = warmUpFor(planned);
    const session = pairAccessories({
      day: index + 1,
      name: template.name,
      format,
      exercises: planned,
      warm_up: warmUp,
    });
    // Timed once the pairs are made: a superset rests once a round.
    return { ...session, estimated_min: estimatedMinutes(session.exercises, prescription.tempo.code, warmUp) };
  });
  return { sessions, changes: changes.result((pattern) => PATTERN_WORDS[pattern as MovementPattern] ?? pattern) };
}
