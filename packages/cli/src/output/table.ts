import Table from 'cli-table3';
import type { Output } from './output.js';

/**
 * Rows as a boxed table on a terminal; as tab-separated lines with a header row otherwise
 * (for cut, awk and spreadsheets; use --json for anything structured).
 */
export function printTable(out: Output, head: string[], rows: string[][]): void {
  if (!out.stdout.isTTY) {
    const clean = (cell: string) => cell.replace(/[\t\n]+/g, ' ');
    out.result([head, ...rows].map((row) => row.map(clean).join('\t')).join('\n'));
    return;
  }
  const table = new Table({
    head: head.map((cell) => out.colors.bold(cell)),
    style: { head: [], border: [] },
    wordWrap: true,
  });
  table.push(...rows);
  out.result(table.toString());
}

/** Text wrapped to `width` columns, each line indented. */
export function wrap(text: string, width: number, indent = ''): string {
  return text
    .split('\n')
    .map((paragraph) => {
      const lines: string[] = [];
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        if (line && line.length + word.length + 1 > width - indent.length) {
          lines.push(line);
          line = word;
        } else line = line ? `${line} ${word}` : word;
      }
      lines.push(line);
      return lines.map((l) => `${indent}${l}`).join('\n');
    })
    .join('\n');
}

/** Terminal width for wrapping (80 when not a terminal). */
export const widthOf = (out: Output) => Math.min(out.stdout.columns || 80, 100);
