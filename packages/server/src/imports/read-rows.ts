import { createHash } from 'node:crypto';
import { ImportFileError, readCsvRecords, type CsvRecord, type ExportSource } from './csv-records.js';
import { detectLayout } from './detect-layout.js';
import type { Column, ImportFormat, Layout, Role } from './layouts.js';
import { repairRecords } from './repair-records.js';
import {
  readDateTime,
  readDistanceUnit,
  readDuration,
  readNumber,
  readSetOrder,
  readWeightUnit,
  roundTo,
  type SetType,
  type WeightUnit,
} from './values.js';

/** One set of an export, read and checked, its load still in the file's unit. */
export interface ImportRow {
  line: number;
  /** Which workout of the file it belongs to, and that workout's stable key. */
  workoutKey: string;
  workoutSourceKey: string;
  workoutName: string;
  startedAt: Date;
  finishedAt: Date | null;
  workoutNotes: string | null;
  /** The exercise as the file names it (spaces tidied). */
  exercise: string;
  setType: SetType;
  reps: number | null;
  durationSec: number | null;
  /** Metres; `distanceUnknown` when the file does not say its distance unit (then it is in km or miles, with the load's units). */
  distance: number | null;
  distanceUnknown: boolean;
  weight: number | null;
  /** The load's unit when the file says it (a header or a unit column); null when the user must tell. */
  weightUnit: WeightUnit | null;
  rpe: number | null;
  note: string | null;
  /** Stable across re-exports of the same history: app, workout, exercise and the set's place in it. */
  sourceKey: string;
}

export type RowOutcome = { ok: true; row: ImportRow } | { ok: false; line: number; reason: string };

/** Names as lifters see them: no leading or doubled spaces, a comma followed by one space. */
export const tidyName = (name: string) =>
  name
    .replace(/\s*,\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .trim();
const text = (value: string | undefined) => {
  const trimmed = value?.replace(/\r\n?/g, '\n').trim() ?? '';
  return trimmed === '' ? null : trimmed;
};
const hash = (...parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 32);

const SAMPLE = 50;

interface Cells {
  get(role: Role): string | undefined;
  column(role: Role): Column | undefined;
}

function cellsOf(columns: readonly Column[], fields: string[]): Cells {
  return {
    get: (role) => {
      const at = columns.findIndex((column) => column.role === role);
      return at < 0 ? undefined : fields[at];
    },
    column: (role) => columns.find((column) => column.role === role),
  };
}

/** A positive amount, or null for empty and zero (a bodyweight set, a lift without distance). */
function amount(cells: Cells, role: Role, label: string): number | null | string {
  const raw = cells.get(role)?.trim() ?? '';
  if (raw === '') return null;
  const value = role === 'seconds' ? readDuration(raw) : readNumber(raw);
  if (value === null) return `${label} '${raw}' is not a number`;
  if (value < 0) return role === 'weight' ? null : `${label} '${raw}' is below zero`;
  return value === 0 ? null : value;
}

/** Reads one repaired record; the per-file state (set counters) is the caller's. */
/** What one file's reading keeps between rows: each set's place, and the last workout's date and duration read. */
interface FileState {
  ordinals: Map<string, number>;
  /** The rows of a workout repeat its date and duration: read once each. */
  last: { dateText: string; date: Date | null; durationText: string; seconds: number | null };
}

function readRow(layout: Layout, record: CsvRecord, state: FileState): RowOutcome {
  const { ordinals, last } = state;
  const cells = cellsOf(layout.columns, record.fields);
  const fail = (reason: string): RowOutcome => ({ ok: false, line: record.line, reason });
  const dateText = cells.get('date')?.trim() ?? '';
  if (dateText !== last.dateText) Object.assign(last, { dateText, date: readDateTime(dateText) });
  const startedAt = last.date;
  if (!startedAt) return fail(dateText === '' ? 'no date' : `'${dateText}' is not a date we can read`);
  const exercise = tidyName(cells.get('exercise') ?? '');
  if (exercise === '') return fail('no exercise name');

  let setType: SetType = 'working';
  const orderText = cells.get('set_order') ?? cells.get('set_type');
  if (orderText !== undefined && orderText.trim() !== '') {
    const order = readSetOrder(orderText);
    if (!order) return fail(`set type '${orderText.trim()}' is not one we know`);
    if (order.kind === 'rest') return fail('a rest timer, not a set');
    setType = order.type;
  }

  const weight = amount(cells, 'weight', 'weight');
  const reps = amount(cells, 'reps', 'reps');
  const distance = amount(cells, 'distance', 'distance');
  const seconds = amount(cells, 'seconds', 'time');
  for (const value of [weight, reps, distance, seconds]) if (typeof value === 'string') return fail(value);
  const rpeValue = readNumber(cells.get('rpe') ?? '');

  const workoutName =
    tidyName(cells.get('workout_name') ?? '') || (layout.format === 'fitnotes' ? 'FitNotes workout' : 'Workout');
  const workoutKey =
    layout.format === 'fitnotes' ? startedAt.toISOString().slice(0, 10) : `${startedAt.toISOString()}|${workoutName}`;
  // Every set row takes its place (blank ones too), so a set filled in later keeps the others' keys.
  const setKey = `${workoutKey}|${exercise.toLowerCase()}`;
  const ordinal = (ordinals.get(setKey) ?? 0) + 1;
  ordinals.set(setKey, ordinal);
  if (weight === null && reps === null && distance === null && seconds === null)
    return fail('a blank set (no weight, reps, distance or time)');

  const weightUnitText = cells.get('weight_unit') ?? '';
  const weightUnit = cells.column('weight')?.unit ?? readWeightUnit(weightUnitText);
  const distanceColumn = cells.column('distance');
  const distanceUnitText = cells.get('distance_unit') ?? '';
  const metres = distanceColumn?.metres ?? (distanceUnitText.trim() ? readDistanceUnit(distanceUnitText) : null);
  if (distance !== null && distanceUnitText.trim() && metres === null)
    return fail(`distance unit '${distanceUnitText.trim()}' is not one we know`);

  const durationText = cells.get('duration') ?? '';
  if (durationText !== last.durationText) Object.assign(last, { durationText, seconds: readDuration(durationText) });
  const workoutSeconds = last.seconds;
  const endText = cells.get('end_date') ?? '';
  const finishedAt = endText.trim()
    ? readDateTime(endText)
    : workoutSeconds !== null && workoutSeconds > 0
      ? new Date(startedAt.getTime() + workoutSeconds * 1000)
      : null;

  return {
    ok: true,
    row: {
      line: record.line,
      workoutKey,
      workoutSourceKey: hash(layout.format, 'workout', workoutKey),
      workoutName,
      startedAt,
      finishedAt,
      workoutNotes: text(cells.get('workout_notes')),
      exercise,
      setType,
      reps: reps === null ? null : Math.round(reps as number),
      durationSec: seconds === null ? null : Math.round(seconds as number),
      distance: distance === null ? null : roundTo((distance as number) * (metres ?? 1), 3),
      distanceUnknown: distance !== null && metres === null,
      weight: weight === null ? null : roundTo(weight as number, 4),
      weightUnit,
      rpe: rpeValue !== null && rpeValue > 0 && rpeValue <= 10 ? roundTo(rpeValue, 1) : null,
      note: text(cells.get('notes')),
      sourceKey: hash(layout.format, 'set', setKey, String(ordinal)),
    },
  };
}

export interface OpenedExport {
  format: ImportFormat;
  layout: Layout;
  rows: AsyncGenerator<RowOutcome>;
}

/**
 * Opens an export for reading: its header and first records tell the layout, then the rows stream one by one. Throws
 * ImportFileError (with line 1) for a file that is empty or of no layout we know.
 */
export async function openExport(source: ExportSource): Promise<OpenedExport> {
  const records = readCsvRecords(source);
  let header: CsvRecord | undefined;
  // Read by hand: leaving a for-await early would close the stream of records.
  for (let step = await records.next(); !step.done; step = await records.next()) {
    if (step.value.fields.some((field) => field.trim() !== '')) {
      header = step.value;
      break;
    }
  }
  if (!header) throw new ImportFileError(null, 'the file is empty');
  const sample: CsvRecord[] = [];
  while (sample.length < SAMPLE) {
    const step = await records.next();
    if (step.done) break;
    sample.push(step.value);
  }
  const layout = detectLayout(
    header.fields,
    sample.map((record) => record.fields),
  );
  async function* replay(): AsyncGenerator<CsvRecord> {
    yield* sample;
    yield* { [Symbol.asyncIterator]: () => records };
  }
  async function* rows(): AsyncGenerator<RowOutcome> {
    const state: FileState = {
      ordinals: new Map(),
      last: { dateText: '', date: null, durationText: '', seconds: null },
    };
    for await (const repaired of repairRecords(layout.columns, replay())) {
      yield repaired.ok
        ? readRow(layout, repaired.record, state)
        : { ok: false, line: repaired.line, reason: repaired.reason };
    }
  }
  return { format: layout.format, layout, rows: rows() };
}
