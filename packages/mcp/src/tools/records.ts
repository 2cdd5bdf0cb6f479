import { z } from 'zod';
import type { ApiClient } from '@spotter/core/api';
import { PersonalBestSchema, ProgressSchema, SetPageSchema, SetQuerySchema } from '@spotter/core/schemas';
import { liftProgress, liftProgressLine, personalBestValue, setDate, setResult, titleCase } from '@spotter/core/view-models';
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
      ? bests.map((best) => `- ${titleCase(best.exercise_name)}: ${personalBestValue(best)} (${setDate(best.achieved_at)})`).join('\n')
      : 'No personal bests yet.';
    return { data: { personal_bests: bests }, text };
  },
});

const setsQuery = SetQuerySchema.shape;

export const getSets = defineTool({
  name: 'get_sets',
  title: 'Get training sets',
  description: [
    "The user's training history, latest first, a page at a time: each set's exercise, reps, load (kg), when, and for a",
    'filmed set its form faults and processed video. Pass next_cursor back as cursor for the next page.',
    'Use it to read back what was done. Example: {"exercise": "squat", "limit": 10}.',
  ].join(' '),
  input: z.object({ exercise: setsQuery.exercise, limit: setsQuery.limit, cursor: setsQuery.cursor }),
  output: SetPageSchema,
  readOnly: true,
  async run(input, { client, userId }) {
    const page = await client.listSets(userId, input);
    const lines = page.items.map((set) => `- ${setDate(set.performed_at)} ${titleCase(set.exercise_name)}: ${setResult(set)}`);
    const more = page.next_cursor ? `\nMore: call again with cursor ${page.next_cursor}.` : '';
    return { data: page, text: lines.length ? `${lines.join('\n')}${more}` : 'No sets recorded yet.' };
  },
});

/** Enough history for a trend without reading a lifetime (100 a page). */
const PROGRESS_PAGES = 10;

async function allSets(client: ApiClient, userId: string, exercise: z.output<typeof setsQuery.exercise>) {
  const sets = [];
  let cursor: string | undefined;
  for (let page = 0; page < PROGRESS_PAGES; page++) {
    const answer = await client.listSets(userId, { exercise, limit: 100, cursor });
    sets.push(...answer.items);
    if (!answer.next_cursor) break;
    cursor = answer.next_cursor;
  }
  return sets;
}

export const getProgress = defineTool({
  name: 'get_progress',
  title: 'Get progress per lift',
  description: [
    'Progress per lift over time, from the training history: per training day the sets, reps, volume (Σ reps × load,',
    'kg), heaviest load and best estimated one-rep max (Epley, kg; sets of 1-12 reps with a load), oldest day first.',
    'Use it for "am I getting stronger?" or a weekly review. Example: {"exercise": "bench_press"}; {} for every lift.',
  ].join(' '),
  input: z.object({ exercise: setsQuery.exercise }),
  output: ProgressSchema,
  readOnly: true,
  async run(input, { client, userId }) {
    const lifts = liftProgress(await allSets(client, userId, input.exercise));
    return { data: { lifts }, text: lifts.length ? lifts.map(liftProgressLine).join('\n') : 'No sets recorded yet.' };
  },
});
