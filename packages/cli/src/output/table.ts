import Table from 'cli-table3';
import stringWidth from 'string-width';
import wrapAnsi from 'wrap-ansi';
import type { Output } from './output.js';

export interface TableOptions {
  /** --wide: every cell whole, however wide the table gets. */
  wide?: boolean;
  /** Columns never cut (links): they keep their full width and the others give way. */
  keep?: number[];
  /** Columns that name things (an exercise, a device): they get their room first, up to NAME_SHARE of the width. */
  names?: number[];
}

/** The most of a table's width a name column takes before the others get theirs. */
const NAME_SHARE = 0.45;

/** Each cell has one space of padding either side; the borders take one column each, plus one at the end. */
const PADDING = 2;

/**
 * Column widths that fit `total` terminal columns: narrow columns keep their natural width, the widest give
 * way in turn (water-filling), and `keep` columns are never cut. Every column keeps room for a few characters.
 */
export function fitColumns(natural: number[], total: number, keep: number[] = [], names: number[] = []): number[] {
  const budget = total - (natural.length + 1);
  if (natural.reduce((sum, width) => sum + width, 0) <= budget) return natural;
  if (names.length) {
    // Names first: each whole up to its share; then they are kept at that width while the rest share what is left.
    const named = natural.map((width, index) =>
      names.includes(index) ? Math.min(width, Math.floor(budget * NAME_SHARE)) : width,
    );
    return fitColumns(named, total, [...keep, ...names]);
  }
  const widths = [...natural];
  let free = budget - keep.reduce((sum, index) => sum + natural[index]!, 0);
  let open = natural.map((_, index) => index).filter((index) => !keep.includes(index));
  // Give every column its natural width while it is under the fair share of what is left; split the rest evenly.
  for (;;) {
    const share = Math.floor(free / Math.max(open.length, 1));
    const fitting = open.filter((index) => natural[index]! <= share);
    if (!fitting.length) {
      open.forEach(
        (index, i) => (widths[index] = Math.max(PADDING + 4, share + (i < free - share * open.length ? 1 : 0))),
      );
      return widths;
    }
    for (const index of fitting) free -= natural[index]!;
    open = open.filter((index) => !fitting.includes(index));
    if (!open.length) return widths;
  }
}

/**
 * Whether a table shows everything --json has of its rows (whole lists, ids, links): with --wide, and always when
 * piped (scripts must never get less than a person asking for --wide).
 */
export const showsEverything = (out: Output, wide: boolean | undefined) => wide === true || !out.stdout.isTTY;

/**
 * Rows as a boxed table on a terminal, fitted to its width (long cells end in '…'; `--wide` or `--json` shows
 * everything); as tab-separated lines with a header row otherwise (for cut, awk and spreadsheets: never cut).
 */
export function printTable(out: Output, head: string[], rows: string[][], options: TableOptions = {}): void {
  if (!out.stdout.isTTY) {
    const clean = (cell: string) => cell.replace(/[\t\n]+/g, ' ');
    out.result([head, ...rows].map((row) => row.map(clean).join('\t')).join('\n'));
    return;
  }
  const natural = head.map(
    (cell, index) => Math.max(stringWidth(cell), ...rows.map((row) => stringWidth(row[index] ?? ''))) + PADDING,
  );
  const colWidths = options.wide ? natural : fitColumns(natural, terminalWidth(out), options.keep, options.names);
  const table = new Table({
    head: head.map((cell) => out.colors.bold(cell)),
    style: { head: [], border: [] },
    colWidths,
    wordWrap: false,
    truncate: '…',
  });
  table.push(...rows);
  out.result(table.toString());
}

/** Text wrapped to `width` columns (wrap-ansi: colours and wide characters counted right), each line indented. Words longer than a line, such as URLs, are never split. */
export function wrap(text: string, width: number, indent = ''): string {
  return wrapAnsi(text, Math.max(width - stringWidth(indent), 10), { hard: false, trim: true })
    .split('\n')
    .map((line) => `${indent}${line}`)
    .join('\n');
}

/** The terminal's width (80 when not a terminal or unknown). */
export const terminalWidth = (out: Output) => out.stdout.columns || 80;

/** Width for wrapping prose (at most 100: long lines are hard to read). */
export const widthOf = (out: Output) => Math.min(terminalWidth(out), 100);

/**
 * Prose of many lines (a plan) as a terminal shows it: each line wrapped at word boundaries to the terminal's width,
 * its continuation rows under its own indent (an exercise stays under its day). Piped, the text is left as it is.
 */
export function fitProse(out: Output, text: string): string {
  if (!out.stdout.isTTY) return text;
  const width = terminalWidth(out);
  return text
    .split('\n')
    .map((line) => {
      const indent = /^\s*/.exec(line)?.[0] ?? '';
      return line.trim() ? wrap(line.trim(), width, indent) : line;
    })
    .join('\n');
}
