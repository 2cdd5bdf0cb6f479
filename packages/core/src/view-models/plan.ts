import type { ExerciseKind, Plan, PlanDetails, PlanExerciseDetails, PlanRole } from '../schemas/index.js';
import { PlanDetailsSchema } from '../schemas/index.js';
import { durationLabel, warmUpText } from './plan-warm-up.js';

const ROLE_LABELS: Record<PlanRole, string> = {
  warm_up: 'Warm-up',
  power: 'Power',
  main: 'Main',
  accessory: 'Accessory',
  core: 'Core',
  conditioning: 'Finisher',
  mobility: 'Mobility',
};
const KIND_LABELS: Record<ExerciseKind, string> = {
  loaded: 'Loaded lifts',
  bodyweight: 'Bodyweight',
  band: 'Band work',
  skill: 'Skills',
  hold: 'Holds',
  carry: 'Carries',
  cardio: 'Cardio',
  mobility: 'Mobility',
};
const FORMAT_NOTES = {
  straight_sets: null,
  circuit: 'Main lifts and accessories as a circuit: one set of each in turn.',
  recovery: 'Easy day: move, breathe, recover.',
} as const;

export interface PlanExerciseRow {
  name: string;
  role: string;
  /** '4 x 8-12' or '45 s' for a single set. */
  volume: string;
  /** '90 s', '3 min' or '' (no rest). */
  rest: string;
  loadHint: string | null;
  progression: string;
  cue: string | null;
  /** 'Instead of Back Squat' when an injury ruled that out. */
  instead: string | null;
  /** On the day's first main lift: its warm-up sets ('bar x 10, 40% x 5, …'); null on the others. */
  warmUp: string | null;
}

export interface PlanDayView {
  key: string;
  /** 'Day 1: Full body A'. */
  heading: string;
  note: string | null;
  /** 'about 55 min (estimate)', or null (older plans). */
  duration: string | null;
  exercises: PlanExerciseRow[];
}

export interface StructuredPlanView {
  kind: 'structured';
  id: string;
  title: string;
  facts: { label: string; value: string }[];
  days: PlanDayView[];
  progression: {
    summary: string;
    byKind: { label: string; how: string }[];
    blocks: { weeks: string; name: string; guidance: string; deload: boolean }[];
  };
  changes: { equipment: string[]; injuries: string[] };
  injuryNotes: string[];
  notes: string[];
}

/** A stored plan whose details are not in today's shape (older rows): shown as its text. */
export interface TextPlanView {
  kind: 'text';
  id: string;
  title: string;
  text: string;
}

export type PlanView = StructuredPlanView | TextPlanView;

/** The plan's structured details, or null when they are missing or in an older shape. */
export function planDetails(plan: Pick<Plan, 'details'>): PlanDetails | null {
  const parsed = PlanDetailsSchema.safeParse(plan.details);
  return parsed.success ? parsed.data : null;
}

/** '90 s', '2 min', '2.5 min', '' for none. */
export function restLabel(seconds: number): string {
  if (seconds <= 0) return '';
  return seconds >= 120 && seconds % 30 === 0 ? `${seconds / 60} min` : `${seconds} s`;
}

export function exerciseRow(exercise: PlanExerciseDetails): PlanExerciseRow {
  return {
    name: exercise.name,
    role: ROLE_LABELS[exercise.role],
    volume: exercise.sets > 1 ? `${exercise.sets} x ${exercise.reps}` : exercise.reps,
    rest: restLabel(exercise.rest_sec),
    loadHint: exercise.load_hint ?? null,
    progression: exercise.progression,
    cue: exercise.cue,
    instead: exercise.replaces ? `Instead of ${exercise.replaces}` : null,
    warmUp: null,
  };
}

/** The day's warm-up sets on the row of the lift they lead up to (the first main lift). */
function withWarmUp(rows: PlanExerciseRow[], day: PlanDetails['days'][number]): PlanExerciseRow[] {
  const warmUp = day.warm_up;
  if (!warmUp) return rows;
  const index = day.exercises.findIndex((exercise) => exercise.role === 'main' && exercise.name === warmUp.exercise);
  return rows.map((row, i) => (i === index ? { ...row, warmUp: warmUpText(warmUp) } : row));
}

const weekRange = (first: number, last: number) => (first === last ? `Week ${first}` : `Weeks ${first}-${last}`);

function structuredView(id: string, details: PlanDetails): StructuredPlanView {
  const { main, accessory } = details.prescription;
  const loaded = details.progression.by_kind.some((entry) => entry.kind === 'loaded');
  const equipment = [...details.equipment.seen.map((item) => item.name), ...details.equipment.from_profile];
  const facts = [
    {
      label: 'Split',
      value: `${details.split.name}, ${details.days.length} session${details.days.length === 1 ? '' : 's'} a week`,
    },
    { label: 'Timeline', value: `${details.timeline_weeks} week${details.timeline_weeks === 1 ? '' : 's'}` },
    { label: 'Equipment', value: equipment.length > 0 ? equipment.join(', ') : 'bodyweight' },
    ...(loaded
      ? [
          {
            label: 'Loaded lifts',
            value: `main ${main.sets} x ${main.reps} (rest ${restLabel(main.rest_sec)}), accessories ${accessory.sets} x ${accessory.reps} (rest ${restLabel(accessory.rest_sec)})`,
          },
        ]
      : []),
    { label: 'How hard', value: details.prescription.intensity },
  ];
  return {
    kind: 'structured',
    id,
    title: details.title,
    facts,
    days: details.days.map((day) => ({
      key: `day-${day.day}`,
      heading: `Day ${day.day}: ${day.name}`,
      note:
        day.exercises.length === 0
          ? 'No exercise fits your equipment and injuries for this day.'
          : FORMAT_NOTES[day.format],
      duration: durationLabel(day.estimated_min),
      exercises: withWarmUp(day.exercises.map(exerciseRow), day),
    })),
    progression: {
      summary: details.progression.summary,
      byKind: details.progression.by_kind.map((entry) => ({ label: KIND_LABELS[entry.kind], how: entry.how })),
      blocks: details.progression.blocks.map((block) => ({
        weeks: weekRange(block.first_week, block.last_week),
        name: block.name,
        guidance: block.guidance,
        deload: block.deload,
      })),
    },
    changes: {
      equipment: details.changes.equipment.map((change) => change.note),
      injuries: details.changes.injuries.map((change) => change.note),
    },
    injuryNotes: details.injuries.notes,
    notes: details.notes,
  };
}

/**
 * What every client shows of a plan: days with their exercises when the details have today's
 * shape, else the stored text as it is (plans from before the structure).
 */
export function planView(plan: Pick<Plan, 'id' | 'plan_text' | 'details'>): PlanView {
  const details = planDetails(plan);
  if (details) return structuredView(plan.id, details);
  const firstLine =
    plan.plan_text
      .split('\n')
      .find((line) => line.trim().length > 0)
      ?.trim() ?? 'Workout plan';
  return { kind: 'text', id: plan.id, title: firstLine, text: plan.plan_text };
}

/** "Back Squat — 5 x 3-5, rest 3 min (instead of …)": one exercise on one line. */
export function exerciseLineText(row: PlanExerciseRow): string {
  const rest = row.rest ? `, rest ${row.rest}` : '';
  const instead = row.instead ? ` (${row.instead.charAt(0).toLowerCase()}${row.instead.slice(1)})` : '';
  return `${row.name} — ${row.volume}${rest}${instead}`;
}

/** "Day 1: Full body A · about 55 min (estimate)": a day's heading with its estimated length when the plan has one. */
export function dayHeadingText(day: Pick<PlanDayView, 'heading' | 'duration'>): string {
  return day.duration ? `${day.heading} · ${day.duration}` : day.heading;
}

/** The plan as plain text for terminals (`spotter plans`): the stored text for older plans. */
export function planPlainText(view: PlanView): string {
  if (view.kind === 'text') return view.text.endsWith('\n') ? view.text : `${view.text}\n`;
  const lines = [view.title, '', ...view.facts.map((fact) => `${fact.label}: ${fact.value}`)];
  for (const day of view.days) {
    lines.push('', dayHeadingText(day), ...(day.note ? [`  ${day.note}`] : []));
    for (const row of day.exercises) {
      lines.push(`  ${row.role}: ${exerciseLineText(row)}`);
      if (row.warmUp) lines.push(`    warm-up sets: ${row.warmUp}`);
      if (row.loadHint) lines.push(`    load: ${row.loadHint}`);
    }
  }
  lines.push(
    '',
    'Progression',
    `  ${view.progression.summary}`,
    ...view.progression.byKind.map((entry) => `  ${entry.label}: ${entry.how}`),
  );
  lines.push(...view.progression.blocks.map((block) => `  ${block.weeks}: ${block.name}. ${block.guidance}`));
  const section = (title: string, items: string[]) =>
    items.length > 0 ? ['', title, ...items.map((item) => `  - ${item}`)] : [];
  lines.push(
    ...section('Injuries', view.injuryNotes),
    ...section('What changed for your equipment and injuries', [...view.changes.equipment, ...view.changes.injuries]),
  );
  lines.push(...section('Notes', view.notes));
  return `${lines.join('\n')}\n`;
}
