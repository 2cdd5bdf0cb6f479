import { KG_PER_LB, type Units } from '../constants/index.js';

/** A bar and the plates on hand, in one unit: a plate weight listed once means pairs of it without limit. */
export interface PlateSet {
  unit: Units;
  bar: number;
  /** Plate weights available (any order); per side. */
  plates: readonly number[];
}

/** The usual gym: a 20 kg bar with 25…1.25 kg plates, or a 45 lb bar with 45…2.5 lb plates. */
export const STANDARD_PLATES: Record<Units, PlateSet> = {
  kg: { unit: 'kg', bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25] },
  lb: { unit: 'lb', bar: 45, plates: [45, 35, 25, 10, 5, 2.5] },
};

export interface PlateLoading {
  unit: Units;
  /** The weight asked for, in the plate set's unit. */
  target: number;
  bar: number;
  /** Plates on each side, heaviest first. */
  perSide: number[];
  /** What the bar weighs loaded this way (≤ target: the nearest below when the plates cannot make it exactly). */
  total: number;
  /** target − total: 0 when exact. */
  short: number;
  /** The target is below the bar itself. */
  belowBar: boolean;
}

// Plates are added in hundredths, so 2.5 + 1.25 never drifts into 3.7499999.
const cents = (n: number) => Math.round(n * 100);

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
/** Beyond this many steps per side (odd plate sets, absurd loads) the heaviest-first fill is used. */
const MAX_STEPS = 100_000;

/** The fewest plates that make `side` cents exactly, or null; heaviest first. */
function fewestPlates(side: number, plates: readonly number[]): number[] | null {
  const step = plates.reduce(gcd);
  const n = Math.floor(side / step);
  if (n > MAX_STEPS) return null;
  const count = new Array<number>(n + 1).fill(Infinity);
  const last = new Array<number>(n + 1).fill(0);
  count[0] = 0;
  for (let i = 1; i <= n; i++) {
    for (const plate of plates) {
      const j = i - plate / step;
      if (j >= 0 && count[j]! + 1 < count[i]!) {
        count[i] = count[j]! + 1;
        last[i] = plate;
      }
    }
  }
  let i = n;
  while (i > 0 && count[i] === Infinity) i--;
  const used: number[] = [];
  while (i > 0) {
    used.push(last[i]!);
    i -= last[i]! / step;
  }
  return used.sort((a, b) => b - a);
}

function heaviestFirst(side: number, plates: readonly number[]): number[] {
  const used: number[] = [];
  for (const plate of plates) {
    while (side >= plate) {
      used.push(plate);
      side -= plate;
    }
  }
  return used;
}

/**
 * Plates per side for a load on a bar: the fewest plates that make the load exactly, or, when the plates cannot
 * make it, the heaviest load below it they can (what is left over in `short`). Any bar and plate set.
 */
export function platesPerSide(target: number, set: PlateSet = STANDARD_PLATES.kg): PlateLoading {
  const plates = [...new Set(set.plates.map(cents).filter((p) => p > 0))].sort((a, b) => b - a);
  const base = { unit: set.unit, target, bar: set.bar };
  if (!(target >= set.bar))
    return { ...base, perSide: [], total: set.bar, short: Math.max(0, target - set.bar), belowBar: true };
  const side = Math.floor((cents(target) - cents(set.bar)) / 2);
  const used = plates.length ? (fewestPlates(side, plates) ?? heaviestFirst(side, plates)) : [];
  const total = (cents(set.bar) + 2 * used.reduce((sum, p) => sum + p, 0)) / 100;
  return {
    ...base,
    perSide: used.map((p) => p / 100),
    total,
    short: Math.round((target - total) * 100) / 100,
    belowBar: false,
  };
}

/** kg → the user's unit, and back: loads are stored in kg and shown and typed in the profile's units. */
export const fromKg = (kg: number, units: Units) => (units === 'kg' ? kg : kg / KG_PER_LB);
export const toKg = (value: number, units: Units) => (units === 'kg' ? value : value * KG_PER_LB);

/** A load for display in the user's units, to the nearest 0.1: '102.5 kg', '225 lb'. */
export function formatLoadIn(kg: number, units: Units): string {
  const value = Math.round(fromKg(kg, units) * 10) / 10;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units}`;
}

/** The plates as a line next to a barbell set: '20 kg bar + 25 + 10 + 2.5 each side', with what cannot be made said. */
export function plateLine(loading: PlateLoading): string {
  const unit = loading.unit;
  if (loading.belowBar) return `below the ${loading.bar} ${unit} bar`;
  const plates = loading.perSide.length ? ` + ${loading.perSide.join(' + ')} each side` : ' (empty bar)';
  const short = loading.short > 0 ? ` (${loading.short} ${unit} short of ${loading.target})` : '';
  return `${loading.bar} ${unit} bar${plates}${short}`;
}
