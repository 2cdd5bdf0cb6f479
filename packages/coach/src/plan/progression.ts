import type { Goal } from '@spotter/core/constants';
import type { ExerciseKind, Phase, Role } from './plan-schema.js';

/** Training weeks before each deload week. */
export const BUILD_WEEKS = 3;
/** Timelines shorter than this have no deload. */
export const MIN_WEEKS_FOR_DELOAD = 4;

/** How loaded lifts go up from week to week, per goal (the only progression in kilograms). */
export const WEEKLY_PROGRESSION: Record<Goal, string> = {
  strength:
    'Add 2.5-5 kg to the main lifts each week while every rep stays clean; if you miss reps, repeat the weight.',
  muscle:
    'Double progression: add reps within the range; when every set reaches the top, add the smallest step (1-2.5 kg, about 2-5%).',
  endurance:
    'Add 1-2 reps a set each week; at the top of the range add the smallest step (1-2.5 kg) and start again at the bottom.',
  weight_loss:
    'Add a rep a set each week; at the top of the range add the smallest step (1-2.5 kg); keep the rests short.',
  performance: 'Keep power work fast; add 2.5-5 kg to the strength lifts each week while bar speed holds.',
  general: 'Add a rep each week; at the top of the range add the smallest step (1-2.5 kg).',
};

const DELOAD_GUIDANCE = 'Same exercises, about half the sets and 60% of the load; no sets to failure.';
const DELOAD_WITHOUT_LOAD =
  'Same exercises, about half the sets, an easier variation or fewer reps; no sets to failure.';

/** How each kind of work (other than loaded lifts, see WEEKLY_PROGRESSION) gets harder. */
const KIND_PROGRESSION: Record<Exclude<ExerciseKind, 'loaded'>, string> = {
  bodyweight:
    'Add 1-2 reps a week up to the top of the range, then slow the lowering to 3 s, then add range or a pause, then move to a harder variation.',
  band: 'Add reps up to the top of the range, then use a stronger band or stand further from the anchor; hold the end position 1-2 s.',
  skill:
    'Practise for quality: end each set before form breaks, and add a rep (or a few seconds) only when every rep is clean.',
  hold: 'Add 5-10 s a week up to 60 s, then move to a harder variation.',
  carry: 'Walk further each week (up to 60 m), then go heavier and start again at 30 m.',
  cardio: 'Add 1-2 minutes or a round every week or two; keep the easy parts easy.',
  mobility: 'Ease a little further into each position from session to session, never into pain.',
};

/** How one kind of work progresses, plan-wide. */
export function kindProgression(kind: ExerciseKind, goal: Goal): string {
  return kind === 'loaded' ? WEEKLY_PROGRESSION[goal] : KIND_PROGRESSION[kind];
}

/** How one exercise progresses: loaded lifts in kilograms, the rest by reps, tempo, range, time and harder variations. */
export function exerciseProgression(kind: ExerciseKind, role: Role, goal: Goal, harder: string | null): string {
  if (kind === 'loaded') {
    if (role === 'power') return 'Keep every rep fast: add 2.5 kg only while the bar still moves quickly.';
    if (role !== 'main')
      return 'Add reps within the range; when every set reaches the top, add the smallest step (1-2.5 kg).';
    return WEEKLY_PROGRESSION[goal];
  }
  const how = KIND_PROGRESSION[kind];
  if (!harder || !(kind === 'bodyweight' || kind === 'hold' || kind === 'skill')) return how;
  return `${how.replace(/\.$/, '')} (next: ${harder}).`;
}

const BLOCK_NAMES = ['Foundation', 'Build', 'Intensify'] as const;
const BLOCK_EFFORT = [
  'Start light (about 3 reps in reserve) and learn the movements.',
  'Start where the last block ended; about 2 reps in reserve.',
  'The hardest block: 1-2 reps in reserve on the main lifts.',
] as const;

const blockName = (index: number) => `Block ${index + 1}: ${BLOCK_NAMES[Math.min(index, BLOCK_NAMES.length - 1)]}`;

function buildGuidance(index: number, weeks: number): string {
  const effort = BLOCK_EFFORT[Math.min(index, BLOCK_EFFORT.length - 1)] ?? '';
  return weeks > 1 ? `${effort} Progress each week as above.` : effort;
}

/**
 * The timeline in blocks: 3 build weeks then 1 deload week, repeated; a last block shorter
 * than 4 weeks has no deload, and timelines under 4 weeks are one block with no deload.
 */
export function progressionPhases(timelineWeeks: number, loaded = true): Phase[] {
  const total = Math.max(1, Math.round(timelineWeeks));
  if (total < MIN_WEEKS_FOR_DELOAD) {
    const guidance =
      total === 1
        ? `One week: learn the movements${loaded ? ' with light loads' : ''} and finish every set with 2-3 reps to spare.`
        : `${BLOCK_EFFORT[0]} No deload in a plan this short; in the last week keep the ${loaded ? 'loads' : 'same variations'} and polish technique.`;
    return [{ name: 'Short block', first_week: 1, last_week: total, deload: false, guidance }];
  }
  const phases: Phase[] = [];
  let week = 1;
  let index = 0;
  while (week <= total) {
    const remaining = total - week + 1;
    const buildWeeks = Math.min(BUILD_WEEKS, remaining);
    phases.push({
      name: blockName(index),
      first_week: week,
      last_week: week + buildWeeks - 1,
      deload: false,
      guidance: buildGuidance(index, buildWeeks),
    });
    week += buildWeeks;
    if (remaining >= MIN_WEEKS_FOR_DELOAD) {
      phases.push({
        name: 'Deload',
        first_week: week,
        last_week: week,
        deload: true,
        guidance: loaded ? DELOAD_GUIDANCE : DELOAD_WITHOUT_LOAD,
      });
      week += 1;
    }
    index += 1;
  }
  return phases;
}

/**
 * The timeline in a sentence (how each kind of work progresses is listed apart, `kindProgression`);
 * a plan without loaded lifts also says that no added weight is needed.
 */
export function progressionSummary(phases: readonly Phase[], loaded = true): string {
  const deloads = phases.filter((phase) => phase.deload).map((phase) => phase.first_week);
  const how = loaded
    ? ''
    : ' No added weight needed: progress by reps, a slower tempo, more range and harder variations.';
  if (deloads.length === 0) return `No deload in a plan this short.${how}`;
  const when = deloads.length === 1 ? `week ${deloads[0]}` : `weeks ${listWeeks(deloads)}`;
  return `Blocks of ${BUILD_WEEKS} build weeks and 1 deload week (deload in ${when}).${how}`;
}

function listWeeks(weeks: readonly number[]): string {
  if (weeks.length <= 6) return `${weeks.slice(0, -1).join(', ')} and ${weeks.at(-1)}`;
  return `${weeks.slice(0, 3).join(', ')}, … and ${weeks.at(-1)}: every ${BUILD_WEEKS + 1}th week`;
}

/** "Week 4" or "Weeks 1-3". */
export function weekRange(phase: Pick<Phase, 'first_week' | 'last_week'>): string {
  return phase.first_week === phase.last_week
    ? `Week ${phase.first_week}`
    : `Weeks ${phase.first_week}-${phase.last_week}`;
}
