import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchLike } from '@spotter/core/api';
import { MESSAGES } from '@spotter/core/constants';
import { inProcessCli, scriptedPrompter } from '../testing/in-process.js';

/** The contribution endpoint: keeps each contribution's form fields and accepts it as pending. */
function contributionServer() {
  const sent: Record<string, string>[] = [];
  const fetch: FetchLike = (_url, init) => {
    const fields = Object.fromEntries(
      [...(init.body as FormData).entries()].map(([key, value]) => [
        key,
        typeof value === 'string' ? value : value.name,
      ]),
    );
    sent.push(fields);
    const exercise = {
      id: 'ex1',
      name: fields.name,
      primary_cues: fields.primary_cues,
      category: fields.category,
      difficulty_level: fields.difficulty_level,
      equipment_tags: [],
      muscle_groups: [],
      created_by: 'u1',
      movement_pattern: null,
      created_at: '2026-03-01T00:00:00Z',
      review_status: 'pending',
    };
    return Promise.resolve({
      ok: true,
      status: 201,
      statusText: '',
      text: () => Promise.resolve(JSON.stringify({ exercise, message: 'Submitted for review' })),
    });
  };
  return { fetch, sent };
}

describe('spotter exercises add on a terminal: asks only for what the flags did not give (in process, a fake server)', () => {
  let cli: Awaited<ReturnType<typeof inProcessCli>>;
  beforeAll(async () => {
    cli = await inProcessCli();
    await cli.signIn('spt_1');
  });
  afterAll(() => cli.cleanup());

  it('given --cues and --equipment, when run on a terminal, then it asks for the name and the fields not typed (never cues or equipment) and sends them all', async () => {
    const { fetch, sent } = contributionServer();
    const prompter = scriptedPrompter(['Tempo Goblet Squat', 'cardio', 'beginner', 'glutes; quadriceps']);
    const result = await cli.run(['exercises', 'add', '--cues', 'Three seconds down', '--equipment', 'dumbbells'], {
      fetch,
      prompter,
      tty: true,
    });
    expect(result.code).toBe(0);
    expect(prompter.asked).toEqual([
      'Exercise name',
      'Category',
      'Difficulty',
      'Muscle groups, comma-separated (Enter for none)',
    ]);
    expect(sent.at(-1)).toMatchObject({
      name: 'Tempo Goblet Squat',
      primary_cues: 'Three seconds down',
      category: 'cardio',
      difficulty_level: 'beginner',
    });
    expect(sent.at(-1)!.equipment_tags).toMatch('dumbbells');
    expect(sent.at(-1)!.muscle_groups).toMatch(/glutes.*quadriceps/);
  });

  it('given every required flag, when run on a terminal, then nothing is asked', async () => {
    const { fetch, sent } = contributionServer();
    const prompter = scriptedPrompter([]);
    const result = await cli.run(['exercises', 'add', '--name', 'Tempo Goblet Squat', '--cues', 'Three seconds down'], {
      fetch,
      prompter,
      tty: true,
    });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(`${MESSAGES.exerciseSubmitted}\n`);
    expect(prompter.asked).toEqual([]);
    expect(sent.at(-1)).toMatchObject({ category: 'strength', difficulty_level: 'intermediate' });
  });

  it('given a typed --category, when the name is asked for, then the category is kept and not asked', async () => {
    const { fetch, sent } = contributionServer();
    const prompter = scriptedPrompter(['Band Pull-Apart', 'Squeeze the shoulder blades', 'advanced', '', '']);
    const result = await cli.run(['exercises', 'add', '--category', 'flexibility'], { fetch, prompter, tty: true });
    expect(result.code).toBe(0);
    expect(prompter.asked).toEqual([
      'Exercise name',
      'Primary coaching cues',
      'Difficulty',
      'Equipment, comma-separated (Enter for none)',
      'Muscle groups, comma-separated (Enter for none)',
    ]);
    expect(sent.at(-1)).toMatchObject({
      name: 'Band Pull-Apart',
      category: 'flexibility',
      difficulty_level: 'advanced',
    });
    expect(sent.at(-1)!.equipment_tags ?? '').not.toMatch(/\w/);
  });

  it('given no terminal, when a required flag is missing, then exit 2 naming the missing flags and nothing is sent', async () => {
    const { fetch, sent } = contributionServer();
    const result = await cli.run(['exercises', 'add', '--cues', 'Three seconds down'], { fetch, tty: false });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch('Missing required flag: --name (or pass --from-file)');
    expect(sent).toEqual([]);
  });
});
