import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { ExportSource } from './csv-records.js';
import { openExport, type ImportRow, type RowOutcome } from './read-rows.js';

/** Test data written for these tests from the layouts the apps are known to export (see fixtures/). */
const fixturePath = (name: string) => new URL(`./fixtures/${name}`, import.meta.url);

async function read(source: ExportSource) {
  const opened = await openExport(source);
  const outcomes: RowOutcome[] = [];
  for await (const outcome of opened.rows) outcomes.push(outcome);
  const rows = outcomes.filter((o): o is { ok: true; row: ImportRow } => o.ok).map((o) => o.row);
  const skipped = outcomes.filter((o): o is { ok: false; line: number; reason: string } => !o.ok);
  return { layout: opened.layout, rows, skipped };
}
const readFixture = (name: string) => read(createReadStream(fixturePath(name)));
/** The same bytes, a few at a time: nothing may depend on where the chunks break (a UTF-8 character split, a CRLF split). */
function* inChunks(bytes: Buffer, size: number) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}
const pick = (row: ImportRow) => ({
  exercise: row.exercise,
  type: row.setType,
  weight: row.weight,
  unit: row.weightUnit,
  reps: row.reps,
});

describe('Strong, current comma layout (no unit column)', () => {
  it('Given the BOM/CRLF export, When read, Then W/D/F are set types, rest timers and blank sets are skipped with their line', async () => {
    const { layout, rows, skipped } = await readFixture('strong-current.csv');
    expect(layout).toMatchObject({ format: 'strong', name: 'strong, current', by: 'names' });
    expect(rows.map(pick).slice(0, 6)).toEqual([
      { exercise: 'Bench Press (Barbell)', type: 'warmup', weight: 20, unit: null, reps: 10 },
      { exercise: 'Bench Press (Barbell)', type: 'working', weight: 62.5, unit: null, reps: 8 },
      { exercise: 'Bench Press (Barbell)', type: 'working', weight: 62.5, unit: null, reps: 8 },
      { exercise: 'Bench Press (Barbell)', type: 'drop', weight: 42.5, unit: null, reps: 12 },
      { exercise: 'Pull Up', type: 'working', weight: null, unit: null, reps: 10 },
      { exercise: 'Pull Up', type: 'failure', weight: null, unit: null, reps: 7 },
    ]);
    expect(skipped).toEqual([
      { ok: false, line: 5, reason: 'a rest timer, not a set' },
      { ok: false, line: 10, reason: 'a blank set (no weight, reps, distance or time)' },
    ]);
  });

  it('Given float noise, text durations and 12-hour times, When read, Then numbers, ends and wall-clock starts are exact', async () => {
    const { rows } = await readFixture('strong-current.csv');
    const squat = rows.find((row) => row.exercise === 'Squat (Barbell)')!;
    expect(squat.weight).toBe(105);
    expect(squat.startedAt.toISOString()).toBe('2024-01-07T07:05:00.000Z');
    expect(squat.finishedAt?.toISOString()).toBe('2024-01-07T07:43:00.000Z');
    const push = rows[0]!;
    expect(push.finishedAt!.getTime() - push.startedAt.getTime()).toBe(62 * 60 * 1000);
    expect(rows[1]!.note).toBe('Felt strong\npaused the last rep');
    expect(rows[1]!.rpe).toBe(8);
    expect(push.workoutNotes).toBe('Gym was busy');
    const run = rows.find((row) => row.exercise === 'Running')!;
    expect(run).toMatchObject({ reps: null, weight: null, distance: 5.2, distanceUnknown: true, durationSec: 1800 });
    expect(run.startedAt.toISOString()).toBe('2024-01-09T18:30:00.000Z');
  });

  it('Given the file in 7-byte chunks, When read, Then the rows are the same', async () => {
    const bytes = await readFile(fixturePath('strong-current.csv'));
    const whole = await readFixture('strong-current.csv');
    const chunked = await read(inChunks(bytes, 7));
    expect(chunked.rows).toEqual(whole.rows);
    expect(chunked.skipped).toEqual(whole.skipped);
  });

  it('Given a note broken over lines without quotes, When read, Then the lines are joined into the note', async () => {
    const { rows, skipped } = await readFixture('strong-literal-break.csv');
    expect(skipped).toEqual([]);
    expect(rows.map((row) => [row.line, row.note])).toEqual([
      [2, 'first line\nsecond line,with a comma'],
      [4, null],
    ]);
  });
});

describe('Strong, other layouts', () => {
  it('Given the all-quoted semicolon layout, When read, Then Weight (kg), decimal commas, WARM_UP/FAILURE and metres are read', async () => {
    const { layout, rows, skipped } = await readFixture('strong-semicolon.csv');
    expect(layout.name).toBe('strong, semicolon with Workout #');
    expect(skipped).toEqual([]);
    expect(rows.map(pick).slice(0, 4)).toEqual([
      { exercise: 'Deadlift (Barbell)', type: 'warmup', weight: 60, unit: 'kg', reps: 5 },
      { exercise: 'Deadlift (Barbell)', type: 'working', weight: 140, unit: 'kg', reps: 5 },
      { exercise: 'Deadlift (Barbell)', type: 'working', weight: 140, unit: 'kg', reps: 4 },
      { exercise: 'Deadlift (Barbell)', type: 'failure', weight: 120, unit: 'kg', reps: 6 },
    ]);
    expect(rows[1]!.rpe).toBe(8.5);
    expect(rows[0]!.finishedAt!.getTime() - rows[0]!.startedAt.getTime()).toBe(4440 * 1000);
    expect(rows[4]).toMatchObject({
      exercise: 'Rowing (Machine)',
      distance: 2000,
      distanceUnknown: false,
      durationSec: 480,
    });
    expect(rows[5]!.workoutName).toBe('Evening; heavy');
  });

  it('Given Weight Unit and Distance Unit columns, When read, Then each row carries its unit (lbs, miles)', async () => {
    const { layout, rows } = await readFixture('strong-units.csv');
    expect(layout.name).toBe('strong, with unit columns');
    expect(rows.map(pick)[0]).toEqual({
      exercise: 'Deadlift (Barbell)',
      type: 'working',
      weight: 225,
      unit: 'lb',
      reps: 5,
    });
    expect(rows[2]).toMatchObject({
      exercise: 'Cycling',
      distance: 4988.966,
      distanceUnknown: false,
      durationSec: 900,
    });
  });

  it('Given the older layout with kg/km columns and Set Order from 0, When read, Then set 0 is a working set', async () => {
    const { layout, rows } = await readFixture('strong-old.csv');
    expect(layout.name).toBe('strong, older without duration or RPE');
    expect(rows.map(pick)).toEqual([
      { exercise: 'Squat (Barbell)', type: 'working', weight: 60, unit: 'kg', reps: 5 },
      { exercise: 'Squat (Barbell)', type: 'working', weight: 60, unit: 'kg', reps: 5 },
      { exercise: 'Bench Press (Barbell)', type: 'working', weight: 40, unit: 'kg', reps: 5 },
    ]);
    expect(new Set(rows.map((row) => row.sourceKey)).size).toBe(3);
  });

  it.each([
    ['strong-german.csv', 'Bankdrücken (Langhantel)', null, 65 * 60],
    ['strong-french.csv', 'Squat (Barre)', 'kg', 47 * 60],
    ['strong-chinese.csv', '卧推（杠铃）', null, 73 * 60],
  ])(
    'Given translated headers (%s), When read, Then the columns are told by position and shape',
    async (file, exercise, unit, seconds) => {
      const { layout, rows, skipped } = await readFixture(file);
      expect(layout).toMatchObject({
        format: 'strong',
        by: 'shape',
        name: 'strong, current (columns told by position)',
      });
      expect(skipped).toEqual([]);
      expect(rows[0]).toMatchObject({ exercise, weightUnit: unit });
      expect(rows[0]!.weight).toBeGreaterThan(0);
      expect(rows[0]!.reps).toBeGreaterThan(0);
      expect((rows[0]!.finishedAt!.getTime() - rows[0]!.startedAt.getTime()) / 1000).toBe(seconds);
    },
  );
});

describe('Hevy', () => {
  it('Given lbs weights and km distances in one header, When read, Then both units are kept per column and dates read', async () => {
    const { layout, rows, skipped } = await readFixture('hevy.csv');
    expect(layout).toMatchObject({ format: 'hevy', by: 'names' });
    expect(skipped).toEqual([]);
    expect(rows.map((row) => row.setType)).toEqual(['warmup', 'working', 'drop', 'working', 'failure', 'working']);
    expect(rows[0]).toMatchObject({
      weight: 95,
      weightUnit: 'lb',
      note: 'Elbows in\nnext time',
      workoutName: 'Upper A',
      workoutNotes: 'Good session',
    });
    expect(rows[0]!.startedAt.toISOString()).toBe('2023-12-01T17:58:00.000Z');
    expect(rows[0]!.finishedAt!.toISOString()).toBe('2023-12-01T19:02:00.000Z');
    expect(rows[4]!.rpe).toBe(9.5);
    expect(rows[5]).toMatchObject({ exercise: 'Treadmill', distance: 3200, durationSec: 1200, weight: null });
    expect(new Set(rows.map((row) => row.workoutSourceKey)).size).toBe(1);
  });

  it('Given an unquoted date with a comma, When read, Then the extra field is joined back into the date', async () => {
    const csv =
      'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe\n' +
      'Legs,3 Jan 2024, 08:00,3 Jan 2024, 09:00,,Squat (Barbell),,,0,normal,100,5,,,\n';
    const { rows, skipped } = await read([csv]);
    expect(skipped).toEqual([]);
    expect(rows[0]).toMatchObject({ exercise: 'Squat (Barbell)', weight: 100, weightUnit: 'kg', reps: 5 });
    expect(rows[0]!.startedAt.toISOString()).toBe('2024-01-03T08:00:00.000Z');
  });
});

describe('FitNotes', () => {
  it('Given unquoted commas in exercise names, When read, Then the name takes them and the numbers stay in place', async () => {
    const { layout, rows, skipped } = await readFixture('fitnotes-kgs.csv');
    expect(layout).toMatchObject({ format: 'fitnotes', by: 'names' });
    expect(skipped).toEqual([]);
    expect(rows.map(pick).slice(2, 4)).toEqual([
      { exercise: 'Bench Press, Close Grip', type: 'working', weight: 60, unit: 'kg', reps: 8 },
      { exercise: 'Cable Crossover, Low to High, Single Arm', type: 'working', weight: 12.5, unit: 'kg', reps: 12 },
    ]);
    expect(rows[4]).toMatchObject({
      exercise: 'Running (Outdoor)',
      distance: 5000,
      durationSec: 27 * 60 + 30,
      weight: null,
    });
    // One workout per day.
    expect(new Set(rows.map((row) => row.workoutSourceKey)).size).toBe(2);
  });

  it('Given Weight Unit columns and a comment broken over lines, When read, Then pounds and the whole comment are kept', async () => {
    const { rows, skipped } = await readFixture('fitnotes-units.csv');
    expect(skipped).toEqual([]);
    expect(rows.map((row) => [row.line, row.exercise, row.weight, row.weightUnit, row.note])).toEqual([
      [2, 'Barbell Squat', 225, 'lb', null],
      [3, 'Barbell Squat', 225, 'lb', 'knees caved\non the last rep'],
      [5, 'Deadlift', 315, 'lb', null],
      [6, 'Plank', null, null, null],
    ]);
    expect(rows[3]!.durationSec).toBe(60);
  });
});

describe('every format', () => {
  it('Given the same history exported again with a set added, When read, Then the earlier sets keep their keys', async () => {
    const header =
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n';
    const set = (order: string, weight: number) =>
      `2024-01-05 18:10:11,Push,1h,Bench Press (Barbell),${order},${weight},5,0,0,,,\n`;
    const first = await read([header + set('1', 60) + set('2', 60)]);
    const again = await read([header + set('W', 40) + set('1', 60) + set('2', 60) + set('3', 60)]);
    // The warm-up takes the first place: keys follow the place of a set in its exercise, as the export writes it.
    expect(again.rows.map((row) => row.sourceKey).slice(0, 2)).toEqual(first.rows.map((row) => row.sourceKey));
    const twice = await read([header + set('1', 60) + set('2', 60)]);
    expect(twice.rows.map((row) => row.sourceKey)).toEqual(first.rows.map((row) => row.sourceKey));
  });

  it('Given rows ending in a delimiter, When read, Then the empty extra field is dropped, not joined into a name', async () => {
    const csv =
      'Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time\n2022-05-02,Squat,Legs,100,5,,,,\n';
    const { rows, skipped } = await read([csv]);
    expect(skipped).toEqual([]);
    expect(rows.map(pick)).toEqual([{ exercise: 'Squat', type: 'working', weight: 100, unit: 'kg', reps: 5 }]);
  });

  it('Given a file of no known layout, When opened, Then it is refused naming line 1 and the header', async () => {
    await expect(read(['Name,Age,City\nAda,34,London\n'])).rejects.toThrow(
      /line 1: this does not look like an export of Strong, Hevy or FitNotes \(header: Name, Age, City/,
    );
  });

  it('Given an empty file, When opened, Then it says so', async () => {
    await expect(read(['\uFEFF\r\n'])).rejects.toThrow('the file is empty');
  });

  it('Given a quote never closed, When read, Then the error names the line', async () => {
    const csv =
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n2024-01-05 18:10:11,Push,1h,Bench,1,60,5,0,0,"never closed,,\n';
    await expect(read([csv])).rejects.toThrow(/^line 2: a quoted value is never closed/);
  });

  it('Given a bad value, When read, Then the row is skipped with its line and the value named', async () => {
    const csv =
      'Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time\n2022-05-02,Squat,Legs,heavy,5,,,\nyesterday,Squat,Legs,100,5,,,\n';
    const { skipped } = await read([csv]);
    expect(skipped).toEqual([
      { ok: false, line: 2, reason: "weight 'heavy' is not a number" },
      { ok: false, line: 3, reason: "'yesterday' is not a date we can read" },
    ]);
  });
});
