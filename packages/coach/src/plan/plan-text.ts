import { durationLabel, warmUpText } from '@spotter/core/view-models';
import { confidenceWords } from '../equipment/coco-equipment.js';
import type { PlannedExercise, Role, Session, WorkoutPlan } from './plan-schema.js';
import { restWords } from './prescription.js';
import { weekRange } from './progression.js';

/** Longest line of the plan text (it is shown in terminals too). */
export const LINE_WIDTH = 88;

/** Wrap text to the line width; continuation lines start with `indent`. */
export function wrapText(
  text: string,
  firstPrefix: string,
  indent = ' '.repeat(firstPrefix.length),
  width = LINE_WIDTH,
): string[] {
  const lines: string[] = [];
  let line = firstPrefix;
  let empty = true;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!empty && line.length + 1 + word.length > width) {
      lines.push(line);
      line = indent + word;
    } else {
      line = empty ? line + word : `${line} ${word}`;
    }
    empty = false;
  }
  lines.push(line);
  return lines;
}

/** The honest equipment line: what the photo showed (with confidence) apart from what the profile says. */
export function equipmentLine(equipment: WorkoutPlan['equipment']): string {
  const seen = equipment.seen.map(
    (item) =>
      `${item.name} (${confidenceWords(item.confidence)}, ${Math.round(item.confidence * 100)}%${item.source === 'vision_model' ? ', vision model' : ''})`,
  );
  const photo = seen.length > 0 ? `seen in your photo: ${seen.join(', ')}` : 'nothing recognised in your photo';
  const profile =
    equipment.from_profile.length > 0
      ? `from your profile: ${equipment.from_profile.join(', ')}`
      : 'nothing more in your profile';
  const bodyweightOnly = equipment.seen.length === 0 && equipment.from_profile.every((name) => name === 'bodyweight');
  return `Equipment: ${photo}; ${profile}${bodyweightOnly ? ' (bodyweight plan)' : ''}.`;
}

const ROLE_LABELS: Record<Role, string> = {
  warm_up: 'warm-up',
  power: 'power',
  main: 'main',
  accessory: 'accessory',
  core: 'core',
  conditioning: 'finisher',
  mobility: 'mobility',
};

/** "Goblet Squat — 4 x 8-12, rest 90 s" (and "(instead of Back Squat)" when an injury ruled that out). */
export function exerciseLine(exercise: PlannedExercise): string {
  const volume = exercise.sets > 1 ? `${exercise.sets} x ${exercise.reps}` : exercise.reps;
  const rest = restWords(exercise.rest_sec);
  const instead = exercise.replaces ? ` (instead of ${exercise.replaces})` : '';
  return `${exercise.name} — ${volume}${rest ? `, ${rest}` : ''}${instead}`;
}

function sessionLines(session: Session): string[] {
  const format = session.format === 'circuit' ? ' (main and accessories as a circuit)' : '';
  const duration = durationLabel(session.estimated_min);
  const lines = [`Day ${session.day}: ${session.name}${format}${duration ? ` · ${duration}` : ''}`];
  const warmUp = session.warm_up ?? null;
  let warmedUp = false;
  for (const exercise of session.exercises) {
    const label = exercise.superset
      ? `superset ${exercise.superset}`
      : session.format === 'recovery' && exercise.role === 'conditioning'
        ? 'cardio'
        : ROLE_LABELS[exercise.role];
    lines.push(...wrapText(exerciseLine(exercise), `  ${label.padEnd(11)}`));
    if (warmUp && !warmedUp && exercise.role === 'main' && exercise.name === warmUp.exercise) {
      lines.push(...wrapText(`warm-up sets: ${warmUpText(warmUp)}`, `  ${''.padEnd(11)}`));
      warmedUp = true;
    }
  }
  if (session.exercises.length === 0) lines.push('  (no exercise fits your equipment and injuries for this day)');
  return lines;
}

const KIND_LABELS: Record<WorkoutPlan['progression']['by_kind'][number]['kind'], string> = {
  loaded: 'Loaded lifts',
  bodyweight: 'Bodyweight',
  band: 'Band work',
  skill: 'Skills',
  hold: 'Holds',
  carry: 'Carries',
  cardio: 'Cardio',
  mobility: 'Mobility',
};

function phaseLines(plan: WorkoutPlan): string[] {
  const phases = plan.progression.blocks;
  const shown = phases.length > 8 ? [...phases.slice(0, 4), null, ...phases.slice(-2)] : phases;
  return shown.flatMap((phase) => {
    if (!phase) return ['  …             the same 4-week pattern repeats'];
    return wrapText(`${phase.name}. ${phase.guidance}`, `  ${weekRange(phase).padEnd(14)}`);
  });
}

const section = (title: string, lines: string[]) => (lines.length > 0 ? ['', title, ...lines] : []);
const bullets = (items: readonly string[]) => items.flatMap((item) => wrapText(item, '  - ', '    '));

/** The plan as readable plain text (lines under LINE_WIDTH characters), rendered from its details. */
export function renderPlanText(plan: WorkoutPlan): string {
  const { main, accessory } = plan.prescription;
  const loaded = plan.progression.by_kind.some((entry) => entry.kind === 'loaded');
  const dose = `Loaded main lifts: ${main.sets} x ${main.reps}, ${restWords(main.rest_sec)}. Loaded accessories: ${accessory.sets} x ${accessory.reps}, ${restWords(accessory.rest_sec)}.`;
  const byKind = plan.progression.by_kind.flatMap((entry) =>
    wrapText(entry.how, `  ${`${KIND_LABELS[entry.kind]}:`.padEnd(14)}`),
  );
  const changes = [...plan.changes.equipment, ...plan.changes.injuries].map((change) => change.note);
  const lines = [
    plan.title,
    '',
    ...wrapText(`Split: ${plan.split.name}, ${plan.days.length} session${plan.days.length > 1 ? 's' : ''} a week.`, ''),
    ...wrapText(equipmentLine(plan.equipment), '', '  '),
    ...(loaded ? wrapText(dose, '') : []),
    ...wrapText(`How hard: ${plan.prescription.intensity}`, '', '  '),
    ...section(
      'WEEKLY SCHEDULE',
      plan.days.flatMap((session, index) => [...(index > 0 ? [''] : []), ...sessionLines(session)]),
    ),
    ...section('PROGRESSION', [...wrapText(plan.progression.summary, '  '), ...byKind, ...phaseLines(plan)]),
    ...section('INJURIES', bullets(plan.injuries.notes)),
    ...section('CHANGES FOR YOUR EQUIPMENT AND INJURIES', bullets(changes)),
    ...section('NOTES', bullets(plan.notes)),
  ];
  return `${lines.join('\n')}\n`;
}
