import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openExport } from './read-rows.js';

const HEADER = [
  'Date',
  'Workout Name',
  'Duration',
  'Exercise Name',
  'Set Order',
  'Weight',
  'Reps',
  'Distance',
  'Seconds',
  'Notes',
  'Workout Notes',
  'RPE',
];

/** Free text as lifters type it: commas, semicolons, quotes, line breaks, accents, emoji. */
const note = fc
  .array(fc.constantFrom('a', 'Z', ' ', ',', ';', '"', '\n', '\r\n', 'é', '💪', '5', '.'), { maxLength: 12 })
  .map((parts) => parts.join(''));
const name = fc
  .array(fc.constantFrom('Bench', 'Press', '(Barbell)', 'Curl,', 'Row;', '"Pause"', 'Über'), {
    minLength: 1,
    maxLength: 3,
  })
  .map((words) => words.join(' '));
const set = fc.record({
  exercise: name,
  order: fc.constantFrom('1', '2', 'W', 'D', 'F'),
  weight: fc.integer({ min: 0, max: 400 }).map((n) => n * 2.5),
  reps: fc.integer({ min: 1, max: 30 }),
  note,
  day: fc.integer({ min: 1, max: 28 }),
});

describe('any export written by a CSV library reads back', () => {
  it('Given arbitrary sets with awkward notes, written with either delimiter, line end and quoting, When read, Then every set comes back', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(set, { minLength: 1, maxLength: 20 }),
        fc.constantFrom(',', ';'),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 1, max: 50 }),
        async (sets, delimiter, recordDelimiter, quoted, bom, chunk) => {
          const rows = sets.map((s) => [
            `2024-03-${String(s.day).padStart(2, '0')} 10:00:00`,
            'Day',
            '1h',
            s.exercise,
            s.order,
            String(s.weight),
            String(s.reps),
            '0',
            '0',
            s.note,
            '',
            '',
          ]);
          const text = stringify([HEADER, ...rows], {
            delimiter,
            record_delimiter: recordDelimiter === '\n' ? 'unix' : 'windows',
            quoted,
            bom,
          });
          const bytes = Buffer.from(text);
          const chunks = Array.from({ length: Math.ceil(bytes.length / chunk) }, (_, i) =>
            bytes.subarray(i * chunk, (i + 1) * chunk),
          );
          const opened = await openExport(chunks);
          const read = [];
          for await (const outcome of opened.rows) read.push(outcome);
          expect(read.every((outcome) => outcome.ok)).toBe(true);
          const back = read.map((outcome) => (outcome.ok ? outcome.row : null));
          expect(back.map((row) => row!.weight)).toEqual(sets.map((s) => (s.weight === 0 ? null : s.weight)));
          expect(back.map((row) => row!.reps)).toEqual(sets.map((s) => s.reps));
          // csv-stringify leaves a lone \n unquoted when records end in \r\n: a literal line break, which the reader joins
          // back (spaces at its ends are trimmed like any unquoted value's).
          const lines = (text: string | null) =>
            text
              ?.replace(/\r\n?/g, '\n')
              .replace(/[ \t]*\n[ \t]*/g, '\n')
              .trim() || null;
          expect(back.map((row) => lines(row!.note))).toEqual(sets.map((s) => lines(s.note)));
          expect(back.map((row) => row!.exercise)).toEqual(
            sets.map((s) =>
              s.exercise
                .replace(/\s*,\s*/g, ', ')
                .replace(/\s+/g, ' ')
                .trim(),
            ),
          );
          expect(new Set(back.map((row) => row!.sourceKey)).size).toBe(sets.length);
        },
      ),
      { numRuns: 150 },
    );
  });
});
