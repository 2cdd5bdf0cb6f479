import type { CsvRecord } from './csv-records.js';
import { fits, type Column, type Role } from './layouts.js';

/** Columns that may hold an unquoted delimiter in real files, in the order we try them. */
const ABSORBING: readonly Role[] = [
  'exercise',
  'workout_name',
  'notes',
  'workout_notes',
  'category',
  'date',
  'end_date',
];
/** A first column of these roles tells a record's start apart from the rest of a note broken over lines. */
const STARTS: readonly Role[] = ['date', 'workout_no'];
/** Last columns of free text: lines after a full record that do not start one continue its note. */
const TEXT_ENDS: readonly Role[] = ['notes', 'workout_notes'];

export type Repaired = { ok: true; record: CsvRecord; repaired: boolean } | { ok: false; line: number; reason: string };

const valid = (columns: readonly Column[], fields: string[]) =>
  columns.every((column, index) => {
    const value = fields[index]?.trim() ?? '';
    return value === '' || fits(column.role, value);
  });

/** Ways to hand `extra` fields to the absorbing columns: one column first (by preference), then two, then three. */
function* spreads(absorbing: readonly number[], extra: number): Generator<Map<number, number>> {
  const shares = (parts: number, total: number): number[][] =>
    parts === 1
      ? [[total]]
      : Array.from({ length: total - parts + 1 }, (_, i) =>
          shares(parts - 1, total - i - 1).map((rest) => [i + 1, ...rest]),
        ).flat();
  const choose = (from: readonly number[], size: number): number[][] =>
    size === 0 ? [[]] : from.flatMap((first, i) => choose(from.slice(i + 1), size - 1).map((rest) => [first, ...rest]));
  for (let size = 1; size <= Math.min(3, extra, absorbing.length); size += 1) {
    for (const columns of choose(absorbing, size))
      for (const share of shares(size, extra)) yield new Map(columns.map((column, i) => [column, share[i]!]));
  }
}

/** The record with its extra fields put back into the text columns (or dates) where every value then fits. */
function absorb(columns: readonly Column[], record: CsvRecord): string[] | null {
  const extra = record.fields.length - columns.length;
  if (extra > 8) return null;
  const absorbing = ABSORBING.map((role) => columns.findIndex((column) => column.role === role)).filter(
    (at) => at >= 0,
  );
  for (const spread of spreads(absorbing, extra)) {
    const fields: string[] = [];
    let at = 0;
    for (let column = 0; column < columns.length; column += 1) {
      const take = 1 + (spread.get(column) ?? 0);
      fields.push(record.fields.slice(at, at + take).join(record.delimiter));
      at += take;
    }
    if (valid(columns, fields)) return fields;
  }
  return null;
}

const isBlank = (record: CsvRecord) => record.fields.every((field) => field.trim() === '');

/**
 * Puts a layout's records back in shape, streaming with one record of lookahead:
 * - a record cut short by a literal (unquoted) line break in a note is joined with the lines that continue it;
 * - a record with more fields than the header (an unquoted comma in FitNotes' exercise names, an unquoted Hevy date)
 *   gets its extra fields joined back into the text column where every other value then fits;
 * - a record short of trailing empty columns is padded; blank lines are dropped.
 * What cannot be put in shape is answered with its line and the reason.
 */
export async function* repairRecords(
  columns: readonly Column[],
  records: AsyncIterator<CsvRecord>,
): AsyncGenerator<Repaired> {
  const width = columns.length;
  const startRole = columns[0]?.role;
  const startsRecord = (record: CsvRecord) =>
    record.fields.length >= width ||
    (startRole !== undefined && STARTS.includes(startRole) && fits(startRole, record.fields[0] ?? ''));
  let ahead: CsvRecord | undefined;
  const next = async () => {
    if (ahead) {
      const record = ahead;
      ahead = undefined;
      return record;
    }
    const step = await records.next();
    return step.done ? undefined : step.value;
  };

  const endsInText = TEXT_ENDS.includes(columns[width - 1]?.role ?? 'ignored');
  /** A full record whose last column (a note) goes on over the next lines: they are joined back. */
  const withContinuation = async (record: CsvRecord): Promise<CsvRecord> => {
    let current = record;
    for (;;) {
      const following = await next();
      if (!following) return current;
      if (startsRecord(following) || isBlank(following)) {
        ahead = following;
        return current;
      }
      const fields = [
        ...current.fields.slice(0, width - 1),
        `${current.fields[width - 1] ?? ''}\n${following.fields.join(following.delimiter)}`,
      ];
      current = { ...current, fields, endLine: following.endLine };
    }
  };

  for (let record = await next(); record; record = await next()) {
    if (record.fields.length === width) {
      const full = endsInText ? await withContinuation(record) : record;
      yield { ok: true, record: full, repaired: full !== record };
      continue;
    }
    if (isBlank(record)) continue;
    let current = record;
    let joined = false;
    while (current.fields.length < width) {
      const following = await next();
      if (!following) break;
      if (startsRecord(following)) {
        ahead = following;
        break;
      }
      const last = current.fields.length - 1;
      current = {
        ...current,
        fields: [
          ...current.fields.slice(0, last),
          `${current.fields[last] ?? ''}\n${following.fields[0] ?? ''}`,
          ...following.fields.slice(1),
        ],
        endLine: following.endLine,
      };
      joined = true;
    }
    let fields: string[] | null = current.fields;
    if (fields.length > width) {
      // A delimiter after the last column (a trailing comma) adds only empty fields; after a note joined from
      // several lines, though, the extra fields are the note's own commas.
      const trailing = fields.slice(width).every((field) => field.trim() === '') ? fields.slice(0, width) : null;
      fields = joined
        ? (absorb(columns, current) ?? trailing)
        : trailing && valid(columns, trailing)
          ? trailing
          : absorb(columns, current);
    } else if (fields.length < width) fields = [...fields, ...Array<string>(width - fields.length).fill('')];
    if (fields && valid(columns, fields)) {
      yield { ok: true, record: { ...current, fields }, repaired: joined || current.fields.length !== width };
      continue;
    }
    yield {
      ok: false,
      line: current.line,
      reason:
        current.fields.length > width
          ? `${current.fields.length} values where the header has ${width}, and no single name or note takes the extra ones`
          : `${current.fields.length} values where the header has ${width}`,
    };
  }
}
