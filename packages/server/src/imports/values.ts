/**
 * The cell values of workout-log exports, read the way real files write them: numbers with float noise or decimal
 * commas, durations as text in several languages, dates in the apps' own styles, set orders as numbers or letters.
 * Every reader answers null for a value it does not recognise; the caller decides whether that skips the row.
 */

/** `8.0`, `105.00000000000001`, `62,5` (a decimal comma), ` 60 `; null for empty or not a number. */
export function readNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  // A comma followed by one or two digits is a decimal comma (`62,5`, `102,50`); `1,000` is not a weight we expect.
  const normalised = /^[-+]?\d+,\d{1,2}$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(normalised)) return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

/** Rounds away float noise (`105.00000000000001` → 105) to a fixed number of decimals. */
export const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

const HOURS = /^(h|hr|hrs|hour|hours|std|stunde|stunden|heure|heures|小时|時間|时)$/i;
const MINUTES = /^(m|min|mins|minute|minutes|minuten|分钟|分|分鐘)$/i;
const SECONDS = /^(s|sec|secs|second|seconds|sek|sekunden|seconde|secondes|秒|秒钟)$/i;

/**
 * A duration in seconds: a bare number (seconds), `h:mm:ss` or `mm:ss`, or amounts with units in English, German,
 * French or Chinese: `55s`, `1h 2min`, `38min`, `1小时13分钟`, `1 Std. 5 Min.`. Null when any part is not understood.
 */
export function readDuration(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const plain = readNumber(trimmed);
  if (plain !== null) return plain >= 0 ? Math.round(plain) : null;
  const clock = trimmed.match(/^(\d+):(\d{1,2})(?::(\d{1,2}))?$/);
  if (clock) {
    const [a, b, c] = [Number(clock[1]), Number(clock[2]), clock[3] === undefined ? null : Number(clock[3])];
    return c === null ? a * 60 + b : a * 3600 + b * 60 + c;
  }
  let total = 0;
  let matched = '';
  for (const part of trimmed.matchAll(/(\d+(?:[.,]\d+)?)\s*([^\d\s.,]+)\.?/g)) {
    const amount = Number(part[1]!.replace(',', '.'));
    const unit = part[2]!;
    if (HOURS.test(unit)) total += amount * 3600;
    else if (MINUTES.test(unit)) total += amount * 60;
    else if (SECONDS.test(unit)) total += amount;
    else return null;
    matched += part[0];
  }
  // Everything but spaces must have been read: `1h lunch` is not a duration.
  return matched !== '' && matched.replace(/\s/g, '') === trimmed.replace(/\s/g, '') ? Math.round(total) : null;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

const hour24 = (hour: number, meridiem: string | undefined) => {
  if (!meridiem) return hour;
  const pm = /^p/i.test(meridiem);
  return (hour % 12) + (pm ? 12 : 0);
};

function wallClock(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return date.getUTCDate() === day ? date : null;
}

/**
 * A date and time as the exports write them, read as wall-clock time (the files carry no zone; it is kept as UTC so
 * the day and hour the lifter saw are the ones shown back): `2024-01-05 18:10:11`, `2024-01-05 6:10:11 PM` (with
 * the narrow space newer phones write), `2024-01-05T18:10:11Z`, `2024-01-05`, `1 Dec 2023, 17:58` (Hevy),
 * `05.01.2024 18:10`.
 */
export function readDateTime(text: string): Date | null {
  const trimmed = text.trim().replace(/[\u00a0\u202f]/g, ' ');
  if (trimmed === '') return null;
  const iso = trimmed.match(
    /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*([AaPp]\.?\s?[Mm]\.?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/,
  );
  if (iso) {
    const [, y, mo, d, h, mi, s, meridiem, zone] = iso;
    if (zone) {
      const parsed = new Date(trimmed.replace(' ', 'T'));
      return Number.isNaN(parsed.getTime()) ? null : parsed;
    }
    return wallClock(
      Number(y),
      Number(mo),
      Number(d),
      hour24(Number(h ?? 0), meridiem),
      Number(mi ?? 0),
      Number(s ?? 0),
    );
  }
  const named = trimmed.match(
    /^(\d{1,2})\s+([A-Za-z]{3,9})\.?\s+(\d{4}),?\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?$/,
  );
  if (named) {
    const month = MONTHS[named[2]!.toLowerCase().slice(0, named[2]!.toLowerCase().startsWith('sept') ? 4 : 3)];
    if (!month) return null;
    return wallClock(
      Number(named[3]),
      month,
      Number(named[1]),
      hour24(Number(named[4]), named[7]),
      Number(named[5]),
      Number(named[6] ?? 0),
    );
  }
  const dotted = trimmed.match(/^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/);
  if (dotted) {
    return wallClock(
      Number(dotted[3]),
      Number(dotted[2]),
      Number(dotted[1]),
      Number(dotted[4] ?? 0),
      Number(dotted[5] ?? 0),
      Number(dotted[6] ?? 0),
    );
  }
  return null;
}

export type SetType = 'warmup' | 'working' | 'drop' | 'failure';
export type SetOrder = { kind: 'set'; type: SetType } | { kind: 'rest' };

const SET_TYPES: Record<string, SetType> = {
  w: 'warmup',
  warmup: 'warmup',
  warm_up: 'warmup',
  'warm-up': 'warmup',
  'warm up': 'warmup',
  d: 'drop',
  drop: 'drop',
  dropset: 'drop',
  drop_set: 'drop',
  'drop set': 'drop',
  f: 'failure',
  failure: 'failure',
  normal: 'working',
  working: 'working',
  regular: 'working',
};

/** Strong's Set Order (`1`, `0`, `W`, `D`, `F`, `WARM_UP`, `FAILURE`, `Rest Timer`) or Hevy's set_type. */
export function readSetOrder(text: string): SetOrder | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (/^\d+(\.0+)?$/.test(trimmed)) return { kind: 'set', type: 'working' };
  const lower = trimmed.toLowerCase();
  if (lower.replace(/[\s_-]/g, '') === 'resttimer') return { kind: 'rest' };
  const type = SET_TYPES[lower];
  return type ? { kind: 'set', type } : null;
}

export type WeightUnit = 'kg' | 'lb';

/** `kg`, `kgs`, `lbs`, `lb`, `pounds`…; null otherwise. */
export function readWeightUnit(text: string): WeightUnit | null {
  const lower = text.trim().toLowerCase();
  if (/^(kg|kgs|kilo|kilos|kilogram|kilograms|公斤|千克)$/.test(lower)) return 'kg';
  if (/^(lb|lbs|pound|pounds|磅)$/.test(lower)) return 'lb';
  return null;
}

/** Metres in one of a distance unit: `m`, `km`, `mi`, `ft`, `yd` (and their long names). */
export function readDistanceUnit(text: string): number | null {
  const lower = text.trim().toLowerCase();
  if (/^(m|meter|meters|metre|metres|米)$/.test(lower)) return 1;
  if (/^(km|kms|kilometer|kilometers|kilometre|kilometres|公里|千米)$/.test(lower)) return 1000;
  if (/^(mi|mile|miles|英里)$/.test(lower)) return 1609.344;
  if (/^(ft|feet|foot)$/.test(lower)) return 0.3048;
  if (/^(yd|yds|yard|yards)$/.test(lower)) return 0.9144;
  return null;
}

export const LB_IN_KG = 0.45359237;
