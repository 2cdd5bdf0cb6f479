import { z } from 'zod';
import type { ApiClient } from '@spotter/core/api';
import { readLatestFirst } from '@spotter/core/flows';
import {
  DayRangeSchema,
  PersonalBestSchema,
  ProgressSchema,
  SetPageSchema,
  SetQuerySchema,
  TrainingSetSchema,
  type DayRange,
  type SetQuery,
} from '@spotter/core/schemas';
import {
  liftProgress,
  liftProgressLine,
  personalBestValue,
  setDate,
  setResult,
  titleCase,
} from '@spotter/core/view-models';
import { defineTool } from '../tool-kit.js';

export const getPersonalBests = defineTool({
  name: 'get_personal_bests',
  title: 'Get personal bests',
  description: [
    "The user's personal bests, most recent first: per exercise the most reps, reps at a load ('5 reps @ 100 kg')",
    "and the estimated one-rep max (unit 'kg (est. 1RM)'). Loads in kg. Use it to congratulate, to set targets, or",
    'to pick working weights. Example: "what is my best squat?" → the squat rows.',
  ].join(' '),
  input: z.object({}),
  output: z.object({ personal_bests: z.array(PersonalBestSchema) }),
  readOnly: true,
  async run(_input, { client, userId }) {
    const bests = await client.listPersonalBests(userId);
    const text = bests.length
      ? bests
          .map(
            (best) => `- ${titleCase(best.exercise_name)}: ${personalBestValue(best)} (${setDate(best.achieved_at)})`,
          )
          .join('\n')
      : 'No personal bests yet.';
    return { data: { personal_bests: bests }, text };
  },
});

const setsQuery = SetQuerySchema.shape;

/** Enough history for a trend or a range without reading a lifetime (100 sets a page). */
const RANGE_PAGES = 10;

/** The sets of an exercise (or all) within a range of days, latest first, read page by page. */
export const setsWithin = (client: ApiClient, userId: string, exercise: SetQuery['exercise'], range: DayRange) =>
  readLatestFirst(
    (cursor) => client.listSets(userId, { exercise, limit: 100, cursor }),
    (set) => set.performed_at,
    range,
    RANGE_PAGES,
  );

const setLines = (sets: readonly z.output<typeof TrainingSetSchema>[]) =>
  sets.map((set) => `- ${setDate(set.performed_at)} ${titleCase(set.exercise_name)}: ${setResult(set)}`);

export const getSets = defineTool({
  name: 'get_sets',
  title: 'Get training sets',
  description: [
    "The user's training history, latest first: each set's exercise, reps, load (kg), when, and for a filmed set its",
    'form faults and processed video. With from/to (days, both included) every set in the range comes back;',
    'without, a page at a time (pass next_cursor back as cursor). Use it to read back what was done.',
    'Example: {"exercise": "squat", "from": "2026-11-01", "to": "2026-11-30"}.',
  ].join(' '),
  input: z.object({
    exercise: setsQuery.exercise,
    ...DayRangeSchema.shape,
    limit: setsQuery.limit,
    cursor: setsQuery.cursor,
  }),
  output: SetPageSchema,
  readOnly: true,
  async run({ exercise, from, to, limit, cursor }, { client, userId }) {
    const page =
      from === undefined && to === undefined
        ? await client.listSets(userId, { exercise, limit, cursor })
        : { items: await setsWithin(client, userId, exercise, { from, to }), next_cursor: null };
    const lines = setLines(page.items);
    const more = page.next_cursor ? `\nMore: call again with cursor ${page.next_cursor}.` : '';
    return { data: page, text: lines.length ? `${lines.join('\n')}${more}` : 'No sets in that range.' };
  },
});

export const getProgress = defineTool({
  name: 'get_progress',
  title: 'Get progress per lift',
  description: [
    'Progress per lift over time, from the training history: per training day the sets, reps, volume (Σ reps × load,',
    'kg), heaviest load and best estimated one-rep max (Epley, kg; sets of 1-12 reps with a load), oldest day first.',
    'Use it for "am I getting stronger?" or a weekly review. Example: {"exercise": "bench_press", "from": "2026-09-01"}; {} for every lift.',
  ].join(' '),
  input: z.object({ exercise: setsQuery.exercise, ...DayRangeSchema.shape }),
  output: ProgressSchema,
  readOnly: true,
  async run({ exercise, from, to }, { client, userId }) {
    const lifts = liftProgress(await setsWithin(client, userId, exercise, { from, to }));
    return { data: { lifts }, text: lifts.length ? lifts.map(liftProgressLine).join('\n') : 'No sets recorded yet.' };
  },
});
