import type { ImportProgress, ImportResult } from '@spotter/core/schemas';
import { importPreview } from '@spotter/core/view-models';
import type { ResultLine } from '../result-lines.js';
import { wrapLines } from '../text-layout.js';

/**
 * An import's answer as the TUI's lines, wrapped to `width`: core's words (the same the web and `spotter import` show),
 * each on its own line so a long list of skipped rows scrolls. Nothing is cut: a long reason wraps.
 */
export function importLines(result: ImportResult, width: number): ResultLine[] {
  const view = importPreview(result);
  const lines: ResultLine[] = [];
  const add = (text: string, tone: ResultLine['tone'], indent = '') => {
    for (const line of wrapLines(text, width - indent.length)) lines.push({ text: `${indent}${line}`, tone });
  };
  add(view.title, 'title');
  add(view.counts, result.sets > 0 ? 'good' : 'plain');
  for (const line of view.exercises) add(line, 'plain', '  ');
  add(view.units.line, view.units.question ? 'warn' : 'note');
  for (const line of view.units.readings) add(line, 'plain', '  ');
  if (view.skipped.length) {
    add(`Skipped ${result.skipped_count} ${result.skipped_count === 1 ? 'row' : 'rows'}:`, 'warn');
    for (const line of view.skipped) add(line, 'note', '  ');
  }
  return lines;
}

/**
 * The file's own unit: the lifter may choose kg or lb only when the file does not say (Strong's current layout has no
 * unit column); when it says, the server reads it as it says whatever is passed.
 */
export const canChooseUnits = (result: ImportResult) => result.units.source !== 'file';

/**
 * What Enter does after a dry run, in words: import what was previewed, or why it cannot yet. A file that does not
 * say its unit is never imported on a guess: the lifter chooses first (both readings are shown).
 */
export function previewAction(result: ImportResult): { line: string; tone: ResultLine['tone']; ready: boolean } {
  if (result.units.source === 'unknown')
    return {
      line: 'Which unit are the loads in? k: kilograms · l: pounds (both readings are above)',
      tone: 'warn',
      ready: false,
    };
  if (result.sets === 0)
    return { line: 'Nothing new: every set of this file is already in your log.', tone: 'note', ready: false };
  const sets = `${result.sets} ${result.sets === 1 ? 'set' : 'sets'}`;
  return {
    line: `Enter imports ${sets}${canChooseUnits(result) ? ` as ${result.units.used} (k kg · l lb)` : ''}; nothing is stored until then.`,
    tone: 'good',
    ready: true,
  };
}

/** 'Checking the file: 40 %' or 'Importing: 40 %', and the share for the bar. */
export function importProgressLine(progress: ImportProgress | null, dryRun: boolean): { label: string; ratio: number } {
  const ratio = progress && progress.bytes_total ? progress.bytes_read / progress.bytes_total : 0;
  const step = progress?.step ?? (dryRun ? 'checking' : 'importing');
  return {
    label:
      step === 'checking'
        ? 'Checking the file (nothing is stored)'
        : 'Importing (one transaction: all of it or nothing)',
    ratio,
  };
}
