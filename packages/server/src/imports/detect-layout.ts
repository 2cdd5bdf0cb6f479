import { ImportFileError } from './csv-records.js';
import {
  TEMPLATES,
  fits,
  headerDistanceMetres,
  headerWeightUnit,
  type Column,
  type Layout,
  type Role,
} from './layouts.js';
import { readDistanceUnit, readWeightUnit } from './values.js';

const normal = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

/** A weight header with its unit: `weight`, `weight (kg)`, `weight (lbs)`, `kg`, `lbs`, `weight_kg`, `weight_lbs`. */
function weightColumn(name: string): Column | null {
  const match = name.match(/^(?:weight(?:[ _]?\(?(kgs?|lbs?)\)?)?|(kgs?|lbs?))$/);
  if (!match) return null;
  const unit = match[1] ?? match[2];
  return { role: 'weight', unit: unit ? readWeightUnit(unit) : null };
}

/** A distance header with its unit: `distance`, `distance (meters)`, `km`, `mi`, `distance_km`, `distance_miles`. */
function distanceColumn(name: string): Column | null {
  const match = name.match(/^(?:distance(?:[ _]?\(?(meters|metres|m|km|miles|mi)\)?)?|(km|mi|miles|meters))$/);
  if (!match) return null;
  const unit = match[1] ?? match[2];
  return { role: 'distance', metres: unit ? readDistanceUnit(unit) : null };
}

const STRONG_NAMES: Record<string, Role> = {
  'workout #': 'workout_no',
  date: 'date',
  'workout name': 'workout_name',
  duration: 'duration',
  'duration (sec)': 'duration',
  'workout duration': 'duration',
  'exercise name': 'exercise',
  'set order': 'set_order',
  'weight unit': 'weight_unit',
  reps: 'reps',
  rpe: 'rpe',
  'distance unit': 'distance_unit',
  seconds: 'seconds',
  notes: 'notes',
  'workout notes': 'workout_notes',
};

const HEVY_NAMES: Record<string, Role> = {
  title: 'workout_name',
  start_time: 'date',
  end_time: 'end_date',
  description: 'workout_notes',
  exercise_title: 'exercise',
  superset_id: 'superset',
  exercise_notes: 'notes',
  set_index: 'set_index',
  set_type: 'set_type',
  reps: 'reps',
  duration_seconds: 'seconds',
  rpe: 'rpe',
};

const FITNOTES_NAMES: Record<string, Role> = {
  date: 'date',
  exercise: 'exercise',
  category: 'category',
  'weight unit': 'weight_unit',
  'weight units': 'weight_unit',
  reps: 'reps',
  'distance unit': 'distance_unit',
  time: 'seconds',
  comment: 'notes',
};

function byNames(names: Record<string, Role>, header: string[]): Column[] | null {
  const columns: Column[] = [];
  for (const cell of header.map(normal)) {
    const column = names[cell] ? { role: names[cell] } : (weightColumn(cell) ?? distanceColumn(cell));
    if (!column) return null;
    columns.push(column);
  }
  return columns;
}

const has = (columns: Column[], ...roles: Role[]) =>
  roles.every((role) => columns.some((column) => column.role === role));

/** How well the sample's values fit a template's roles: a value that fits counts 1, one that does not costs 3. */
function shapeScore(columns: readonly Column[], sample: string[][]): number {
  let score = 0;
  for (const record of sample) {
    columns.forEach((column, index) => {
      const value = record[index]?.trim() ?? '';
      if (value === '' || column.role === 'notes' || column.role === 'workout_notes') return;
      score += fits(column.role, value) ? 1 : -3;
    });
  }
  return score;
}

/**
 * Tells the app and layout of an export from its header and first records. English headers are read by name (any
 * order); anything else (German, French, Chinese exports, renamed columns) is matched to the known layouts of the
 * same width by the shape of its values, with units taken from the header where it writes them (`Gewicht (kg)`).
 */
export function detectLayout(header: string[], sample: string[][]): Layout {
  const names = header.map(normal);
  if (names.includes('exercise_title') || (names.includes('start_time') && names.includes('set_type'))) {
    const columns = byNames(HEVY_NAMES, header);
    if (columns && has(columns, 'date', 'exercise')) return { format: 'hevy', name: 'hevy', columns, by: 'names' };
    const unknown = names.filter((name) => !HEVY_NAMES[name] && !weightColumn(name) && !distanceColumn(name));
    throw new ImportFileError(1, `a Hevy header with columns we do not know: ${unknown.join(', ')}`);
  }
  const fitnotes = byNames(FITNOTES_NAMES, header);
  if (fitnotes && has(fitnotes, 'date', 'exercise', 'category'))
    return { format: 'fitnotes', name: 'fitnotes', columns: fitnotes, by: 'names' };
  const strong = byNames(STRONG_NAMES, header);
  if (strong && has(strong, 'date', 'exercise', 'set_order'))
    return { format: 'strong', name: strongName(strong), columns: strong, by: 'names' };

  const sameWidth = TEMPLATES.filter((template) => template.columns.length === header.length);
  const rows = sample.filter((record) => record.length === header.length).slice(0, 50);
  const ranked = sameWidth
    .map((template) => ({ template, score: shapeScore(template.columns, rows) }))
    .sort((a, b) => b.score - a.score);
  const best = ranked[0];
  const dateAt = best?.template.columns.findIndex((column) => column.role === 'date') ?? -1;
  const datesFit =
    rows.length > 0 && rows.filter((record) => fits('date', record[dateAt] ?? '')).length >= rows.length * 0.9;
  if (!best || best.score <= 0 || !datesFit) {
    throw new ImportFileError(
      1,
      `this does not look like an export of Strong, Hevy or FitNotes (header: ${header.slice(0, 6).join(', ')}${header.length > 6 ? ', …' : ''}; ${header.length} columns)`,
    );
  }
  const columns = best.template.columns.map((column, index) => withHeaderUnit(column, header[index] ?? ''));
  return {
    format: best.template.format,
    name: `${best.template.name} (columns told by position)`,
    columns,
    by: 'shape',
  };
}

function withHeaderUnit(column: Column, header: string): Column {
  if (column.role === 'weight') return { ...column, unit: headerWeightUnit(header) };
  if (column.role === 'distance') return { ...column, metres: column.metres ?? headerDistanceMetres(header) };
  return column;
}

function strongName(columns: Column[]): string {
  if (has(columns, 'workout_no')) return 'strong, semicolon with Workout #';
  if (has(columns, 'weight_unit')) return 'strong, with unit columns';
  if (!has(columns, 'rpe'))
    return has(columns, 'duration') ? 'strong, older without RPE' : 'strong, older without duration or RPE';
  return 'strong, current';
}
