import { SET_LIMITS, SET_TYPES, type SetType, type Units } from '../constants/index.js';
import { fromKg, invalid, toKg, valid, type RuleResult } from '../rules/index.js';
import { formatNumber } from './format.js';

/**
 * The set form of the workout screen (web dialog, TUI edit), as text the fields hold: a planned set to change before
 * logging it, or a logged set to correct. Loads are typed in the user's units and kept in kg.
 */
export interface SetDraft {
  /** Reps, or seconds for a timed set (`timed`). */
  amount: string;
  timed: boolean;
  load: string;
  rpe: string;
  rir: string;
  set_type: SetType;
  note: string;
}

export interface SetDraftValue {
  reps: number | null;
  duration_sec: number | null;
  load_kg: number | null;
  rpe: number | null;
  rir: number | null;
  set_type: SetType;
  note: string | null;
}

interface SetNumbers {
  reps: number | null;
  duration_sec: number | null;
  load_kg: number | null;
  rpe?: number | null;
  rir?: number | null;
  set_type: SetType;
  note?: string | null;
}

/** RPE choices in half steps, as the contract takes them. */
export const RPE_CHOICES = ['6', '6.5', '7', '7.5', '8', '8.5', '9', '9.5', '10'] as const;
export const RIR_CHOICES = ['0', '1', '2', '3', '4', '5'] as const;

/** The form's text for a set: loads in the user's units, to 0.01 so 2.5 kg steps and lb conversions read clean. */
export function setDraftOf(set: SetNumbers, units: Units): SetDraft {
  const timed = set.reps === null && set.duration_sec !== null;
  return {
    amount: String((timed ? set.duration_sec : set.reps) ?? ''),
    timed,
    load: set.load_kg ? formatNumber(Math.round(fromKg(set.load_kg, units) * 100) / 100) : '',
    rpe: set.rpe === null || set.rpe === undefined ? '' : formatNumber(set.rpe),
    rir: set.rir === null || set.rir === undefined ? '' : String(set.rir),
    set_type: set.set_type,
    note: set.note ?? '',
  };
}

const number = (text: string) => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));

/** Reads the form: each field's own message, as the server would say it; the load back in kg. */
export function parseSetDraft(draft: SetDraft, units: Units): RuleResult<SetDraftValue> {
  const errors: Record<string, string> = {};
  const amount = number(draft.amount);
  const label = draft.timed ? 'Seconds' : 'Reps';
  const max = draft.timed ? SET_LIMITS.durationSec : SET_LIMITS.reps;
  if (amount === null) errors.amount = `${label} are needed`;
  else if (!Number.isInteger(amount) || amount < (draft.timed ? 1 : 0) || amount > max)
    errors.amount = `${label} must be a whole number from ${draft.timed ? 1 : 0} to ${max}`;
  const load = number(draft.load);
  if (load !== null && (!Number.isFinite(load) || load < 0))
    errors.load = `Load must be a number of ${units}, 0 or more`;
  const rpe = number(draft.rpe);
  if (rpe !== null && !(RPE_CHOICES as readonly string[]).includes(formatNumber(rpe)))
    errors.rpe = 'RPE goes from 6 to 10 in half steps';
  const rir = number(draft.rir);
  if (rir !== null && (!Number.isInteger(rir) || rir < 0 || rir > SET_LIMITS.rirMax))
    errors.rir = `RIR must be a whole number from 0 to ${SET_LIMITS.rirMax}`;
  if (!SET_TYPES.includes(draft.set_type)) errors.set_type = `Set type must be one of: ${SET_TYPES.join(', ')}`;
  if (draft.note.length > SET_LIMITS.note) errors.note = `Note is at most ${SET_LIMITS.note} characters`;
  if (Object.keys(errors).length) return invalid(errors);
  return valid({
    reps: draft.timed ? null : amount,
    duration_sec: draft.timed ? amount : null,
    load_kg: load === null || load === 0 ? null : Math.round(toKg(load, units) * 1000) / 1000,
    rpe,
    rir,
    set_type: draft.set_type,
    note: draft.note.trim() || null,
  });
}
