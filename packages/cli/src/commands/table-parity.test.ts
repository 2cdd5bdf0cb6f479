import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchLike } from '@spotter/core/api';
import type { FormFault } from '@spotter/core/schemas';
import { aTrainingSet } from '@spotter/core/testing';
import { inProcessCli } from '../testing/in-process.js';

/** A fake server answering by path alone (queries aside), each answer JSON. */
function serverOf(routes: Record<string, unknown>): FetchLike {
  return (url) => {
    const { pathname } = new URL(url);
    const body = routes[pathname];
    const found = body !== undefined;
    const text = JSON.stringify(found ? body : { detail: 'Not found' });
    return Promise.resolve({ ok: found, status: found ? 200 : 404, statusText: '', text: () => Promise.resolve(text) });
  };
}

const EQUIPMENT = ['barbell', 'dumbbells', 'bench', 'squat rack', 'pull-up bar', 'resistance bands'];
const MUSCLES = ['quads', 'glutes', 'hamstrings', 'core', 'upper back', 'calves'];
const exercise = {
  id: 'ex-0f6b1c2d-long-identifier',
  name: 'Tempo Front-Foot-Elevated Bulgarian Split Squat With Pause',
  category: 'strength',
  equipment_tags: EQUIPMENT,
  primary_cues: 'Chest up',
  difficulty_level: 'intermediate',
  muscle_groups: MUSCLES,
  created_by: 'Spotter',
  movement_pattern: null,
  created_at: '2026-01-01T00:00:00.000Z',
};
const FAULTS: FormFault[] = [
  {
    code: 'knee_valgus',
    message: 'Knees cave in on the way up',
    cue: 'Push the knees out',
    severity: 'major',
    rep: 2,
    time_sec: 4.2,
  },
  { code: 'depth', message: 'Hips stay above the knees', cue: 'Sit lower', severity: 'minor', rep: 3, time_sec: 7.9 },
];
const set = aTrainingSet('set-7a1b2c3d-long-identifier', { faults: FAULTS });
const VIDEO = `http://spotter.test${set.processed_url!}`;
const contribution = {
  ...exercise,
  id: 'contrib-9f8e7d6c-long-identifier',
  review_status: 'pending',
  review_reason: null,
  reviewed_at: null,
  contributor: { id: 'u2', first_name: 'Bartholomew-Maximilian', approved_contributions: 0 },
};
const fetch = serverOf({
  '/api/exercises': [exercise],
  '/api/users/u1/sets': { items: [set], next_cursor: null },
  '/api/users/u1/personal-bests': [
    {
      id: 'pb1',
      exercise_name: 'bulgarian split squat with pause',
      value: 5,
      unit: 'reps',
      load_kg: 62.5,
      achieved_at: '2026-02-03T10:00:00.000Z',
    },
  ],
  '/api/admin/contributions': [contribution],
});

/** Each family's listing: what --json has that piped and --wide output must keep whole. */
const FAMILIES = [
  { name: 'exercises', args: ['exercises'], whole: [exercise.name, ...EQUIPMENT, ...MUSCLES, exercise.id] },
  { name: 'history', args: ['history'], whole: ['Squat', ...FAULTS.map((f) => f.message), VIDEO, set.id] },
  { name: 'pbs', args: ['pbs'], whole: ['Bulgarian Split Squat With Pause', '5 reps @ 62.5 kg', '2026-02-03'] },
  {
    name: 'admin contributions',
    args: ['admin', 'contributions'],
    whole: [contribution.id, exercise.name, 'Bartholomew-Maximilian', 'pending'],
  },
];

describe('tables: piped and --wide output keep what --json has', () => {
  let cli: Awaited<ReturnType<typeof inProcessCli>>;
  beforeAll(async () => {
    cli = await inProcessCli();
    await cli.signIn();
  });
  afterAll(() => cli.cleanup());
  const env = { SPOTTER_ADMIN_TOKEN: 'admin-secret' };

  for (const family of FAMILIES) {
    it(`Given long values, When \`spotter ${family.name}\` is piped or run with --wide at 80 columns, Then every value is there whole`, async () => {
      const json = await cli.run([...family.args, '--json'], { fetch, env });
      expect(json.code, json.stderr).toBe(0);
      const piped = await cli.run(family.args, { fetch, env });
      expect(piped.code).toBe(0);
      const wide = await cli.run([...family.args, '--wide'], { fetch, env, tty: true, columns: 80 });
      expect(wide.code).toBe(0);
      for (const value of family.whole) {
        expect(piped.stdout, `piped ${family.name}`).toContain(value);
        expect(wide.stdout, `--wide ${family.name}`).toContain(value);
      }
      expect(piped.stdout).not.toContain('…');
      expect(wide.stdout).not.toContain('…');
      expect(piped.stdout).not.toMatch(/\+\d+( more)?\b/); // no "+2 more" cut of a list
    });
  }
});
