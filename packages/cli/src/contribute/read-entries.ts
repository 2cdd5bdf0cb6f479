import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { ExerciseContributionInput } from '@spotter/core/schemas';
import { CliError } from '../errors.js';

/** One exercise of a contributions file, numbered from 1; `problem` when it cannot even be read as an exercise. */
export interface ContributionEntry {
  entry: number;
  /** The CSV line it came from. */
  line?: number;
  input: ExerciseContributionInput;
  problem?: string;
}

/** Friendlier column names people use, mapped to the contract's fields. */
const FIELD_ALIASES: Record<string, keyof ExerciseContributionInput> = {
  name: 'name',
  category: 'category',
  equipment_tags: 'equipment_tags',
  equipment: 'equipment_tags',
  primary_cues: 'primary_cues',
  cues: 'primary_cues',
  difficulty_level: 'difficulty_level',
  difficulty: 'difficulty_level',
  muscle_groups: 'muscle_groups',
  muscles: 'muscle_groups',
};
const LIST_FIELDS = new Set(['equipment_tags', 'muscle_groups']);

const splitCell = (value: string) =>
  value
    .split(/[,;]/)
    .map((item) => item.trim())
    .filter(Boolean);

/** A raw record (JSON object or CSV row) as contribution input; unknown fields are a problem, not ignored. */
export function toContribution(record: unknown): { input: ExerciseContributionInput; problem?: string } {
  if (typeof record !== 'object' || record === null || Array.isArray(record))
    return { input: {} as ExerciseContributionInput, problem: 'must be an object with name, primary_cues, …' };
  const input: Record<string, unknown> = {};
  const unknown: string[] = [];
  for (const [key, raw] of Object.entries(record)) {
    const field = FIELD_ALIASES[key.trim().toLowerCase()];
    if (!field) {
      unknown.push(key);
      continue;
    }
    if (raw === '' || raw === null || raw === undefined) continue;
    input[field] = LIST_FIELDS.has(field) && typeof raw === 'string' ? splitCell(raw) : raw;
  }
  const problem = unknown.length
    ? `unknown ${unknown.length === 1 ? 'field' : 'fields'} ${unknown.map((k) => `'${k}'`).join(', ')}`
    : undefined;
  return { input: input as ExerciseContributionInput, ...(problem ? { problem } : {}) };
}

function fromJson(text: string, path: string): ContributionEntry[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new CliError(`${path} is not valid JSON (${(err as Error).message})`);
  }
  const list = Array.isArray(data) ? data : (data as { exercises?: unknown } | null)?.exercises;
  if (!Array.isArray(list))
    throw new CliError(`${path} must hold a JSON array of exercises (or { "exercises": [...] })`);
  return list.map((record, index) => ({ entry: index + 1, ...toContribution(record) }));
}

function fromCsv(text: string, path: string): ContributionEntry[] {
  let rows: { record: Record<string, string>; info: { lines: number } }[];
  try {
    rows = parse(text, { columns: true, skip_empty_lines: true, trim: true, bom: true, info: true });
  } catch (err) {
    throw new CliError(`${path} is not valid CSV (${(err as Error).message})`);
  }
  return rows.map((row, index) => ({ entry: index + 1, line: row.info.lines, ...toContribution(row.record) }));
}

/** Reads a .json or .csv contributions file into numbered entries. */
export async function readContributionFile(path: string): Promise<ContributionEntry[]> {
  const text = await readFile(path, 'utf8').catch((err: NodeJS.ErrnoException) => {
    throw new CliError(err.code === 'ENOENT' ? `No such file: ${path}` : `Cannot read ${path} (${err.message})`);
  });
  const kind = extname(path).toLowerCase();
  if (kind === '.json') return fromJson(text, path);
  if (kind === '.csv') return fromCsv(text, path);
  throw new CliError(`Cannot tell the format of ${path}`, 2, 'use a .json or .csv file');
}
