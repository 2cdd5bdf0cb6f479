import { describe, expect, it } from 'vitest';
import { officialExercises } from '@spotter/coach/library';
import { ExerciseMatcher } from './exercise-match.js';
import { importLog, type LogWorkout } from './import-log.js';

const matcher = new ExerciseMatcher(officialExercises());
const header =
  'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n';
const row = (date: string, exercise: string, order: string, weight: number, reps: number) =>
  `${date},Day,1h,${exercise},${order},${weight},${reps},0,0,,,\n`;

/** The log as a set of keys, and what the import wrote to it. */
function memoryLog() {
  const sets = new Set<string>();
  const workouts = new Set<string>();
  const written: LogWorkout[] = [];
  return {
    written,
    known: {
      sets: (keys: readonly string[]) => Promise.resolve(new Set(keys.filter((key) => sets.has(key)))),
      workouts: (keys: readonly string[]) => Promise.resolve(new Set(keys.filter((key) => workouts.has(key)))),
    },
    async write(stream: AsyncIterable<LogWorkout>) {
      const counts = { workouts: 0, sets: 0, duplicates: 0 };
      for await (const workout of stream) {
        written.push(workout);
        if (!workouts.has(workout.source_key)) counts.workouts += 1;
        workouts.add(workout.source_key);
        for (const set of workout.sets) {
          if (sets.has(set.source_key)) counts.duplicates += 1;
          else counts.sets += 1;
          sets.add(set.source_key);
        }
      }
      return counts;
    },
  };
}

describe('importLog: survey, units, then one write', () => {
  const kgFile =
    header +
    [60, 62.5, 62.5, 65, 102.5, 100]
      .map((w, i) => row('2024-01-0' + (1 + (i % 2)) + ' 10:00:00', 'Squat (Barbell)', String(i + 1), w, 5))
      .join('');

  it('Given a dry run, When imported, Then nothing is written and the counts say what would be', async () => {
    const log = memoryLog();
    const result = await importLog(
      { open: () => [kgFile], matcher, known: log.known, write: log.write.bind(log) },
      { dryRun: true },
    );
    expect(log.written).toEqual([]);
    expect(result).toMatchObject({
      dry_run: true,
      sets: 6,
      workouts: 2,
      duplicates: 0,
      exercises_matched: 1,
      units: { used: 'kg', source: 'inferred' },
    });
  });

  it('Given a real import twice, When written, Then the second adds nothing and loads are kg under the library name', async () => {
    const log = memoryLog();
    const deps = { open: () => [kgFile], matcher, known: log.known, write: log.write.bind(log) };
    expect(await importLog(deps, { dryRun: false })).toMatchObject({ sets: 6, workouts: 2 });
    expect(log.written.flatMap((w) => w.sets.map((s) => [s.exercise_name, s.load_kg]))[1]).toEqual([
      'Back Squat',
      62.5,
    ]);
    expect(await importLog(deps, { dryRun: false })).toMatchObject({ sets: 0, duplicates: 6, workouts: 0 });
    expect(await importLog(deps, { dryRun: true })).toMatchObject({ sets: 0, duplicates: 6 });
  });

  it('Given loads that fit both units, When imported without units, Then it is refused before anything is written; units=lb converts', async () => {
    const roundFile =
      header +
      [60, 70, 80, 100, 100, 110]
        .map((w, i) => row('2024-01-01 10:00:00', 'Bench Press (Barbell)', String(i + 1), w, 5))
        .join('');
    const log = memoryLog();
    const deps = { open: () => [roundFile], matcher, known: log.known, write: log.write.bind(log) };
    await expect(importLog(deps, { dryRun: false })).rejects.toThrow(/pass units=kg or units=lb/);
    expect(log.written).toEqual([]);
    await importLog(deps, { dryRun: false, units: 'lb' });
    expect(log.written[0]!.sets.map((s) => s.load_kg)).toEqual([27.216, 31.751, 36.287, 45.359, 45.359, 49.895]);
  });

  it('Given the units chosen, When imported, Then the file is read once and the answer is the one the dry run gave', async () => {
    const log = memoryLog();
    let opens = 0;
    const deps = { open: () => ((opens += 1), [kgFile]), matcher, known: log.known, write: log.write.bind(log) };
    const preview = await importLog(deps, { dryRun: true, units: 'kg' });
    opens = 0;
    const result = await importLog(deps, { dryRun: false, units: 'kg' });
    expect(opens).toBe(1);
    expect({ ...result, dry_run: true }).toEqual(preview);
    expect(log.written.flatMap((w) => w.sets)).toHaveLength(6);
  });

  it('Given loads with no unit and none chosen, When imported, Then the unit is inferred from the whole file first (a second read) and each set written once', async () => {
    const log = memoryLog();
    let opens = 0;
    const deps = { open: () => ((opens += 1), [kgFile]), matcher, known: log.known, write: log.write.bind(log) };
    expect(await importLog(deps, { dryRun: false })).toMatchObject({
      sets: 6,
      units: { used: 'kg', source: 'inferred' },
    });
    expect(opens).toBe(3);
    expect(new Set(log.written.flatMap((w) => w.sets.map((set) => set.source_key))).size).toBe(6);
  });
});
