import { fixture, haveFixtures } from '@spotter/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCliServer, type CliServer } from '../__tests__/cli-server.js';
import { signUpArgs } from '../testing/sign-up.js';
import { ndjson } from '../testing/spotter-process.js';

const clip = fixture('video/squat_side_3reps.mp4');
const haveClip = haveFixtures;
if (!haveClip) console.warn(`Skipping the history upload test: ${clip} is not here`);

describe('spotter history, upload --load-kg and pbs add --load-kg (the real binary against a real server)', () => {
  let cli: CliServer;
  beforeAll(async () => {
    cli = await startCliServer();
    expect((await cli.spotter(signUpArgs('history@example.com'))).code).toBe(0);
  });
  afterAll(() => cli?.stop());

  it('Given no sets yet, When history runs, Then a message on stderr and an empty JSON array', async () => {
    const [human, json] = await Promise.all([
      cli.spotter(['history']),
      cli.spotter(['history', '--exercise', 'squat', '--json']),
    ]);
    expect([human.code, json.code]).toEqual([0, 0]);
    expect(human.stdout).toBe('');
    expect(human.stderr).toMatch('No sets yet');
    expect(JSON.parse(json.stdout)).toEqual([]);
  });

  it('Given a bad --exercise, --limit or --load-kg, When run, Then exit 2 naming the flag and nothing is sent', async () => {
    const results = await Promise.all([
      cli.spotter(['history', '--exercise', 'curl']),
      cli.spotter(['history', '--limit', '0']),
      cli.spotter(['upload', clip, '--exercise', 'squat', '--load-kg', 'heavy']),
      cli.spotter(['upload', clip, '--exercise', 'squat', '--load-kg', '0']),
      cli.spotter(['pbs', 'add', 'squat', '100', 'kg', '--load-kg', '100']),
    ]);
    expect(results.map((r) => r.code)).toEqual([2, 2, 2, 2, 2]);
    expect(results[0].stderr).toMatch("argument 'curl' is invalid");
    expect(results[1].stderr).toMatch("--limit must be a whole number from 1 to 1000 (got '0')");
    expect(results[2].stderr).toMatch("--load-kg: Load must be a number of kilograms (got 'heavy')");
    expect(results[3].stderr).toMatch("--load-kg: Load must be greater than 0 (got '0')");
    expect(results[4].stderr).toMatch('A load goes with a count of reps (unit reps)');
    expect(JSON.parse((await cli.spotter(['media', '--json'])).stdout)).toEqual([]);
  });

  it('Given reps at a load logged by hand, When pbs runs, Then the best reads "5 reps @ 100 kg" beside its estimated 1RM', async () => {
    const added = await cli.spotter(['pbs', 'add', 'back squat', '5', 'reps', '--load-kg', '100', '--new']);
    expect(added.code).toBe(0);
    expect(added.stdout.trim()).toBe('Back Squat: 5 reps @ 100 kg');
    const human = await cli.spotter(['pbs']);
    expect(human.stdout).toMatch('Back Squat\t5 reps @ 100 kg\t');
    expect(human.stdout).toMatch('Back Squat\t116.7 kg (est. 1RM)\t');
  });

  it.skipIf(!haveClip)(
    'Given a squat set uploaded with --load-kg 60, When history runs, Then the set, its load and the sparklines show; --json has the stable keys',
    async () => {
      const upload = await cli.spotter(['upload', clip, '--exercise', 'squat', '--load-kg', '60', '--json']);
      expect(upload.code, upload.stderr).toBe(0);
      const [line] = ndjson(upload.stdout);
      expect(line).toMatchObject({ ok: true, status: 'ok', exercise: 'squat', load_kg: 60 });
      const reps = line!.reps as number;

      const json = await cli.spotter(['history', '--exercise', 'squat', '--json']);
      expect(json.code).toBe(0);
      const sets = JSON.parse(json.stdout) as Record<string, unknown>[];
      expect(sets).toHaveLength(1);
      // The keys of before stay; the workout log added its own beside them.
      expect(Object.keys(sets[0]!).sort()).toEqual([
        'client_id',
        'coach_reps',
        'distance_m',
        'duration_sec',
        'exercise_name',
        'faults',
        'id',
        'load_kg',
        'media_id',
        'note',
        'performed_at',
        'processed_url',
        'rep_times',
        'reps',
        'rir',
        'rpe',
        'set_type',
        'source',
        'workout_id',
      ]);
      expect(sets[0]).toMatchObject({ exercise_name: 'squat', reps, coach_reps: reps, source: 'video', load_kg: 60 });
      expect(sets[0]!.processed_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/media\/.+\.mp4\?exp=/);

      const human = await cli.spotter(['history']);
      expect(human.code).toBe(0);
      expect(human.stdout).toMatch(/Squat\s+reps ▄\s+load ▄/);
      expect(human.stdout).toMatch(`reps ${reps} throughout, best ${reps}; load 60 kg throughout`);
      expect(human.stdout).toMatch(/Date\tExercise\tResult\tForm/);
      expect(human.stdout).toMatch(new RegExp(`\\d{4}-\\d\\d-\\d\\d\\tSquat\\t${reps} reps @ 60 kg\\t`));
      expect((await cli.spotter(['pbs'])).stdout).toMatch(`Squat\t${reps} reps @ 60 kg\t`);
    },
    300_000,
  );
});
