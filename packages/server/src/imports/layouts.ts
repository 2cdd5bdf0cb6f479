import {
  readDateTime,
  readDistanceUnit,
  readDuration,
  readNumber,
  readSetOrder,
  readWeightUnit,
  type WeightUnit,
} from './values.js';

export type ImportFormat = 'strong' | 'hevy' | 'fitnotes';

/** What a column holds, whatever its header says. */
export type Role =
  | 'workout_no'
  | 'date'
  | 'end_date'
  | 'workout_name'
  | 'duration'
  | 'exercise'
  | 'set_order'
  | 'set_type'
  | 'set_index'
  | 'weight'
  | 'weight_unit'
  | 'reps'
  | 'rpe'
  | 'distance'
  | 'distance_unit'
  | 'seconds'
  | 'notes'
  | 'workout_notes'
  | 'category'
  | 'superset'
  | 'ignored';

export interface Column {
  role: Role;
  /** A weight column's unit when its header says it (`Weight (kg)`, `weight_lbs`, `kg`). */
  unit?: WeightUnit | null;
  /** A distance column's metres per unit when its header says it (`Distance (meters)`, `distance_km`, `km`). */
  metres?: number | null;
}

export interface Layout {
  format: ImportFormat;
  /** A short name of the layout, shown in the preview (`strong, semicolon with Workout #`). */
  name: string;
  columns: Column[];
  /** How the columns were told: by their (English) names, or by position and the shape of the values. */
  by: 'names' | 'shape';
}

const c = (role: Role, extra: Omit<Column, 'role'> = {}): Column => ({ role, ...extra });

/** The layouts apps have written, column by column: translated headers are matched to these by position and shape. */
export const TEMPLATES: readonly Omit<Layout, 'by'>[] = [
  {
    format: 'strong',
    name: 'strong, current',
    columns: [
      c('date'),
      c('workout_name'),
      c('duration'),
      c('exercise'),
      c('set_order'),
      c('weight'),
      c('reps'),
      c('distance'),
      c('seconds'),
      c('notes'),
      c('workout_notes'),
      c('rpe'),
    ],
  },
  {
    format: 'strong',
    name: 'strong, semicolon with Workout #',
    columns: [
      c('workout_no'),
      c('date'),
      c('workout_name'),
      c('duration'),
      c('exercise'),
      c('set_order'),
      c('weight'),
      c('reps'),
      c('rpe'),
      c('distance', { metres: 1 }),
      c('seconds'),
      c('notes'),
      c('workout_notes'),
    ],
  },
  {
    format: 'strong',
    name: 'strong, with unit columns',
    columns: [
      c('date'),
      c('workout_name'),
      c('exercise'),
      c('set_order'),
      c('weight'),
      c('weight_unit'),
      c('reps'),
      c('rpe'),
      c('distance'),
      c('distance_unit'),
      c('seconds'),
      c('notes'),
      c('workout_notes'),
    ],
  },
  {
    format: 'strong',
    name: 'strong, with unit columns and duration',
    columns: [
      c('date'),
      c('workout_name'),
      c('exercise'),
      c('set_order'),
      c('weight'),
      c('weight_unit'),
      c('reps'),
      c('rpe'),
      c('distance'),
      c('distance_unit'),
      c('seconds'),
      c('notes'),
      c('workout_notes'),
      c('duration'),
    ],
  },
  {
    format: 'strong',
    name: 'strong, older without duration or RPE',
    columns: [
      c('date'),
      c('workout_name'),
      c('exercise'),
      c('set_order'),
      c('weight'),
      c('reps'),
      c('distance'),
      c('seconds'),
      c('notes'),
      c('workout_notes'),
    ],
  },
  {
    format: 'strong',
    name: 'strong, older without RPE',
    columns: [
      c('date'),
      c('workout_name'),
      c('duration'),
      c('exercise'),
      c('set_order'),
      c('weight'),
      c('reps'),
      c('distance'),
      c('seconds'),
      c('notes'),
      c('workout_notes'),
    ],
  },
  {
    format: 'fitnotes',
    name: 'fitnotes, with a weight unit column',
    columns: [
      c('date'),
      c('exercise'),
      c('category'),
      c('weight'),
      c('weight_unit'),
      c('reps'),
      c('distance'),
      c('distance_unit'),
      c('seconds'),
      c('notes'),
    ],
  },
  {
    format: 'fitnotes',
    name: 'fitnotes, with a weight unit column, no comment',
    columns: [
      c('date'),
      c('exercise'),
      c('category'),
      c('weight'),
      c('weight_unit'),
      c('reps'),
      c('distance'),
      c('distance_unit'),
      c('seconds'),
    ],
  },
  {
    format: 'fitnotes',
    name: 'fitnotes',
    columns: [
      c('date'),
      c('exercise'),
      c('category'),
      c('weight'),
      c('reps'),
      c('distance'),
      c('distance_unit'),
      c('seconds'),
      c('notes'),
    ],
  },
  {
    format: 'fitnotes',
    name: 'fitnotes, no comment',
    columns: [
      c('date'),
      c('exercise'),
      c('category'),
      c('weight'),
      c('reps'),
      c('distance'),
      c('distance_unit'),
      c('seconds'),
    ],
  },
];

/** A header cell's unit, in any language that writes it the usual way: `Gewicht (kg)`, `Poids (lbs)`, `距离 (公里)`. */
export function headerWeightUnit(header: string): WeightUnit | null {
  const match = header.toLowerCase().match(/(?:^|[^a-z])(kgs?|lbs?|公斤|磅)(?:[^a-z]|$)/);
  return match ? readWeightUnit(match[1]!) : null;
}

export function headerDistanceMetres(header: string): number | null {
  const match = header
    .toLowerCase()
    .match(
      /(?:^|[^a-zà-ÿ])(meters?|metres?|mètres?|metros?|meter|km|kilometers?|miles?|mi|meilen|米|公里|英里)(?:[^a-zà-ÿ]|$)/,
    );
  if (!match) return null;
  if (match[1] === 'meilen') return 1609.344;
  if (/^m[eèé]t(er|re|ro)s?$/.test(match[1]!)) return 1;
  return readDistanceUnit(match[1]!);
}

/** Does a value look like what the role holds? Empty values say nothing and are not asked. */
export function fits(role: Role, value: string): boolean {
  switch (role) {
    case 'date':
    case 'end_date':
      return readDateTime(value) !== null;
    case 'duration':
    case 'seconds':
      return readDuration(value) !== null;
    case 'set_order':
    case 'set_type':
      return readSetOrder(value) !== null;
    case 'weight_unit':
      return readWeightUnit(value) !== null;
    case 'distance_unit':
      return readDistanceUnit(value) !== null;
    case 'workout_no':
    case 'set_index':
    case 'weight':
    case 'reps':
    case 'rpe':
    case 'distance':
      return readNumber(value) !== null;
    case 'exercise':
    case 'workout_name':
    case 'category':
      return readNumber(value) === null && readDateTime(value) === null;
    default:
      return true;
  }
}
