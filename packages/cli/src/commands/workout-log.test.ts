import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NextWorkout, TrainingSet, Workout } from '@spotter/core/schemas';
import { startCliServer, type CliServer } from '../__tests__/cli-server.js';
import { signUpArgs } from '../testing/sign-up.js';

describe('spotter workout, log, rest (the real binary against a real server)', () => {
  let cli: CliServer;
  beforeAll(async () => {
    cli = await startCliServer();
    expect(
      (
        await cli.spotter([
          ...signUpArgs('lifter@example.com'),
          '--equipment',
          'barbell,bench,squat rack,dumbbells',
          '--goal',
          'strength',
        ])
      ).code,
    ).toBe(0);
  }, 120_000);
  afterAll(() => cli?.stop());

  it('Given the plan made at sign-up, When spotter workout runs, Then its first day shows at once', async () => {
    const result = await cli.spotter(['workout']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Day \d: /);
    // Strength with a barbell and no log yet: the ramp to the first main lift, by percent of the working weight.
    expect(result.stdout).toMatch(
      /\n {4}warm-up sets first: (bar|light) x 10, 40% x 5, 60% x 3, 80% x 1 \(% of your working weight\)\n/,
    );
  });

  it('Given a plan, When a session is started, logged (with an undo) and finished, Then the next targets follow the log', async () => {
    expect((await cli.spotter(['plans', 'new'])).code).toBe(0);
    const next = JSON.parse((await cli.spotter(['workout', '--json'])).stdout) as NextWorkout;
    const lift = next.exercises.find((e) => e.kind === 'loaded' && e.rep_range);
    expect(lift, 'a loaded lift with a rep range in the plan').toBeDefined();
    expect(lift!.target_load_kg).toBeNull();
    expect(lift!.reason).toMatch(/logged yet: pick a first working weight/);

    const human = await cli.spotter(['workout']);
    expect(human.stdout).toContain(`Day ${next.plan_day}: ${next.name}`);
    expect(human.stdout).toContain(lift!.reason);

    const started = JSON.parse((await cli.spotter(['workout', '--start', '--json'])).stdout) as Workout;
    expect(started).toMatchObject({ plan_day: next.plan_day, finished_at: null });

    const spec = `${lift!.rep_range!.max}@60kg`;
    const wrong = await cli.spotter(['log', lift!.exercise_name, `${lift!.sets}x${spec}`, '--rpe', '8', '--json']);
    expect(wrong.code).toBe(0);
    const undo = await cli.spotter(['log', '--undo', '--json']);
    expect((JSON.parse(undo.stdout) as { undone: TrainingSet[] }).undone).toHaveLength(lift!.sets);

    const logged = await cli.spotter(['log', lift!.exercise_name, `${lift!.sets}x${spec}`, '--rpe', '8']);
    expect(logged.code).toBe(0);
    expect(logged.stderr).toContain(`Logged ${lift!.sets} set${lift!.sets === 1 ? '' : 's'} in your session`);
    expect(logged.stdout).toContain(`${lift!.rep_range!.max} reps @ 60 kg · RPE 8`);
    const warm = JSON.parse((await cli.spotter(['log', lift!.exercise_name, '5@20', '--warmup', '--json'])).stdout) as {
      sets: TrainingSet[];
    };
    expect(warm.sets[0]).toMatchObject({ set_type: 'warmup', load_kg: 20, workout_id: started.id });

    const finished = JSON.parse((await cli.spotter(['workout', '--finish', '--json'])).stdout) as Workout;
    expect(finished.sets).toHaveLength(lift!.sets + 1);
    expect((await cli.spotter(['workout', '--finish'])).code).toBe(1);

    // The plan comes round to the same day; its target moved by the stated rule.
    let again = JSON.parse((await cli.spotter(['workout', '--json'])).stdout) as NextWorkout;
    for (let day = 0; again.plan_day !== next.plan_day && day < 7; day++) {
      expect((await cli.spotter(['workout', '--start'])).code).toBe(0);
      expect((await cli.spotter(['workout', '--finish'])).code).toBe(0);
      again = JSON.parse((await cli.spotter(['workout', '--json'])).stdout) as NextWorkout;
    }
    const moved = again.exercises.find((e) => e.exercise_name === lift!.exercise_name)!;
    expect(moved.target_load_kg).toBeGreaterThan(60);
    expect(moved.reason).toMatch(
      new RegExp(`^\\+[\\d.]+ kg: you made ${lift!.sets}×${lift!.rep_range!.max} at 60 kg$`),
    );
  }, 240_000);

  it('Given a lifter in lb, When a set is logged as 5@225 and a barbell lift, Then it is stored in kg and the plates show in lb', async () => {
    expect((await cli.spotter(['profile', 'set', '--units', 'lb'])).code).toBe(0);
    const result = await cli.spotter(['log', 'squat', '5@225']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('squat · 5 reps @ 225 lb');
    expect(result.stdout).toContain('45 lb bar + 45 + 45 each side');
    const json = JSON.parse((await cli.spotter(['log', 'bench', '5@100kg', '--json'])).stdout) as {
      sets: TrainingSet[];
    };
    expect(json.sets[0]!.load_kg).toBe(100);
    expect((await cli.spotter(['profile', 'set', '--units', 'kg'])).code).toBe(0);
  }, 120_000);

  it('Given a superset written with +, When logged, Then its sets come in alternating rounds, undo takes them all, and a bad side is named', async () => {
    const pair = await cli.spotter([
      'log',
      'row',
      '3x10@40kg',
      '+',
      'face',
      'pull',
      '2x15@15kg',
      '--rpe',
      '8',
      '--json',
    ]);
    expect(pair.code).toBe(0);
    const { sets } = JSON.parse(pair.stdout) as { sets: TrainingSet[] };
    expect(sets.map((set) => [set.exercise_name.toLowerCase(), set.reps, set.load_kg])).toEqual([
      ['row', 10, 40],
      ['face pull', 15, 15],
      ['row', 10, 40],
      ['face pull', 15, 15],
      ['row', 10, 40],
    ]);
    expect(sets.every((set) => set.rpe === 8)).toBe(true);

    const quoted = await cli.spotter(['log', 'row 1x10@40kg + face pull 1x15@15kg']);
    expect(quoted.code).toBe(0);
    expect(quoted.stderr).toContain('Logged 2 sets, a superset of 2 lifts in turn');
    expect(quoted.stdout).toMatch(/row · 10 reps @ 40 kg\n[\s\S]*face pull · 15 reps @ 15 kg/i);
    expect(quoted.stderr).toContain('Rest after each round, none between its lifts');
    expect(
      (JSON.parse((await cli.spotter(['log', '--undo', '--json'])).stdout) as { undone: TrainingSet[] }).undone,
    ).toHaveLength(2);
    expect(
      (JSON.parse((await cli.spotter(['log', '--undo', '--json'])).stdout) as { undone: TrainingSet[] }).undone,
    ).toHaveLength(5);

    const badSide = await cli.spotter(['log', 'row', '3x10@40kg', '+', 'face', 'pull']);
    expect(badSide.code).toBe(2);
    expect(badSide.stderr).toContain('The second lift of the superset: Write the set as');
    const empty = await cli.spotter(['log', 'row', '3x10@40kg', '+']);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain("Put a lift on each side of '+'");
  }, 180_000);

  it('Given bad input, When log and rest run, Then exit 2 with what is wrong; a short rest ends with --json', async () => {
    const bad = await cli.spotter(['log', 'squat']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Write the set as');
    expect((await cli.spotter(['log', 'squat', '5@100', '--rpe', '11'])).code).toBe(2);
    expect((await cli.spotter(['log', 'squat', '5@100', '--warmup', '--drop'])).code).toBe(2);
    expect((await cli.spotter(['rest', 'soon'])).code).toBe(2);
    const rest = await cli.spotter(['rest', '1', '--json']);
    expect(rest.code).toBe(0);
    expect(JSON.parse(rest.stdout)).toEqual({ rested_sec: 1, complete: true });
    expect(rest.stderr).toContain('Rest 0:01');
  }, 60_000);
});
