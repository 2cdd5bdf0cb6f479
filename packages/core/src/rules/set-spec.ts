import { LOAD_KG_MAX, SET_LIMITS, type Units } from '../constants/index.js';
import { toKg } from './plates.js';
import { invalid, valid, type RuleResult } from './result.js';

/** What `spotter log squat 3x5@100kg` means: the lift, how many sets, and each set's reps or seconds and load. */
export interface SetSpec {
  exercise: string;
  sets: number;
  reps: number | null;
  durationSec: number | null;
  /** Kilograms, whatever unit was typed; null when none was. */
  loadKg: number | null;
  /** The load as typed (or in the user's units when no unit was typed), for messages. */
  load: { value: number; unit: Units } | null;
}

const MAX_SETS = 20;

// '3x5', '3×5', '5', '30s', '3x30s', '2min', each optionally '@100', '@100kg', '@ 225 lb'.
const SPEC =
  /(?:^|\s)(?:(\d+)\s*[x×*]\s*)?(\d+)\s*(s|sec|secs|seconds?|min|mins|minutes?)?(?:\s*@\s*(\d+(?:[.,]\d+)?)\s*(kg|kgs|lb|lbs)?)?(?=\s|$)/i;

/**
 * Reads a set written the way lifters write them: 'squat 3x5@100kg', '5@225lb bench', '30s plank',
 * 'pull-up 3x8'. A load without a unit is in the user's units. The lift is the words around the numbers.
 */
export function parseSetSpec(text: string, units: Units): RuleResult<SetSpec> {
  const match = SPEC.exec(text.trim());
  if (!match)
    return invalid({
      _: `Write the set as <lift> <sets>x<reps>[@<load>] ('squat 3x5@100kg', '5@225lb bench', '30s plank')`,
    });
  const [whole, setsText, countText, timeUnit, loadText, loadUnit] = match;
  const exercise = `${text.trim().slice(0, match.index)} ${text.trim().slice(match.index + whole.length)}`
    .replace(/\s+/g, ' ')
    .trim();
  if (!exercise) return invalid({ _: "Name the lift: 'squat 3x5@100kg'" });
  if (exercise.length > SET_LIMITS.name)
    return invalid({ _: `The lift's name is at most ${SET_LIMITS.name} characters` });
  const sets = setsText === undefined ? 1 : Number(setsText);
  if (sets < 1 || sets > MAX_SETS) return invalid({ _: `Sets must be from 1 to ${MAX_SETS} (got ${sets})` });
  const count = Number(countText);
  const durationSec = timeUnit ? (/^m/i.test(timeUnit) ? count * 60 : count) : null;
  if (durationSec !== null && (durationSec < 1 || durationSec > SET_LIMITS.durationSec))
    return invalid({ _: 'A timed set is from 1 second to 24 hours' });
  if (durationSec === null && count > SET_LIMITS.reps)
    return invalid({ _: `Reps must be at most ${SET_LIMITS.reps} (got ${count})` });
  let load: SetSpec['load'] = null;
  if (loadText !== undefined) {
    const unit: Units = loadUnit ? (loadUnit.toLowerCase().startsWith('lb') ? 'lb' : 'kg') : units;
    load = { value: Number(loadText.replace(',', '.')), unit };
  }
  const loadKg = load ? Math.round(toKg(load.value, load.unit) * 1e6) / 1e6 : null;
  if (loadKg !== null && loadKg > LOAD_KG_MAX) return invalid({ _: `The load must be at most ${LOAD_KG_MAX} kg` });
  return valid({ exercise, sets, reps: durationSec === null ? count : null, durationSec, loadKg, load });
}
