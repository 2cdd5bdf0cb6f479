import type { Goal } from '@spotter/core/constants';
import type { Phase } from './plan-schema.js';

/** Training weeks before each deload week. */
export const BUILD_WEEKS = 3;
/** Timelines shorter than this have no deload. */
export const MIN_WEEKS_FOR_DELOAD = 4;

/** How load or reps go up from week to week, per goal. */
export const WEEKLY_PROGRESSION: Record<Goal, string> = {
  strength: 'Add 2.5-5 kg to the main lifts each week while every rep stays clean; if you miss reps, repeat the weight.',
  muscle: 'Double progression: add reps within the range; when every set reaches the top, add 2-5% load.',
  endurance: 'Add 1-2 reps per set or cut 5 s of rest each week; add 2 min to the conditioning.',
  weight_loss: 'Add a round or 1-2 min of conditioning every week or two; keep the rests short.',
  performance: 'Keep power work fast; add load to the strength lifts weekly while bar speed holds.',
  general: 'Add a rep each week; when you reach the top of the range, add a little load.',
};

const DELOAD_GUIDANCE = 'Same exercises, about half the sets and 60% of the load; no sets to failure.';
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
export function progressionPhases(timelineWeeks: number, goal: Goal): Phase[] {
  const total = Math.max(1, Math.round(timelineWeeks));
  if (total < MIN_WEEKS_FOR_DELOAD) {
    const guidance = total === 1
      ? 'One week: learn the movements with light loads and finish every set with 2-3 reps to spare.'
      : `${BLOCK_EFFORT[0]} No deload in a plan this short; in the last week keep the loads and polish technique.`;
    return [{ name: 'Short block', first_week: 1, last_week: total, deload: false, guidance }];
  }
  const phases: Phase[] = [];
  let week = 1;
  let index = 0;
  while (week <= total) {
    const remaining = total - week + 1;
    const buildWeeks = Math.min(BUILD_WEEKS, remaining);
    phases.push({ name: blockName(index), first_week: week, last_week: week + buildWeeks - 1, deload: false, guidance: buildGuidance(index, buildWeeks) });
    week += buildWeeks;
    if (remaining >= MIN_WEEKS_FOR_DELOAD) {
      phases.push({ name: 'Deload', first_week: week, last_week: week, deload: true, guidance: DELOAD_GUIDANCE });
      week += 1;
    }
    index += 1;
  }
  return phases;
}

/** One sentence for the whole timeline. */
export function progressionSummary(phases: readonly Phase[], goal: Goal): string {
  const deloads = phases.filter((phase) => phase.deload).map((phase) => phase.first_week);
  if (deloads.length === 0) return `No deload in a plan this short. ${WEEKLY_PROGRESSION[goal]}`;
  const when = deloads.length === 1 ? `week ${deloads[0]}` : `weeks ${listWeeks(deloads)}`;
  return `Blocks of ${BUILD_WEEKS} build weeks and 1 deload week (deload in ${when}). ${WEEKLY_PROGRESSION[goal]}`;
}

function listWeeks(weeks: readonly number[]): string {
  if (weeks.length <= 6) return `${weeks.slice(0, -1).join(', ')} and ${weeks.at(-1)}`;
  return `${weeks.slice(0, 3).join(', ')}, … and ${weeks.at(-1)}: every ${BUILD_WEEKS + 1}th week`;
}

/** "Week 4" or "Weeks 1-3". */
export function weekRange(phase: Pick<Phase, 'first_week' | 'last_week'>): string {
  return phase.first_week === phase.last_week ? `Week ${phase.first_week}` : `Weeks ${phase.first_week}-${phase.last_week}`;
}
