import type { Units } from '../constants/index.js';

/** Words that name no difference between two lifts: 'Back Squat', 'Squat (Barbell)' and the filmed 'squat' are one. */
const FILLER = new Set(['back', 'conventional', 'standing', 'flat', 'the', 'barbell', 'bb', 'exercise']);

const singular = (word: string) =>
  word.length > 2 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;

/**
 * One key per lift across the names it goes by (the library's, another app's, the filmed lifts' ids): lower case,
 * punctuation and '(Barbell)'-style suffixes read as words, fillers dropped, plurals made singular, words sorted.
 * 'Squat (Barbell)', 'Back Squat' and 'squat' → 'squat'; 'Bench Press (Dumbbell)' → 'bench dumbbell press'.
 * The one lift key of Spotter: a lift's history for its next target, best sets by rep count, and the lift typed for a
 * personal best (`checkLiftName`) all compare names through it.
 */
export function exerciseKey(name: string): string {
  const words = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !FILLER.has(w))
    .map(singular)
    .map((w) => (w === 'dumbbell' || w === 'db' ? 'dumbbell' : w));
  return [...new Set(words)].sort().join(' ') || name.trim().toLowerCase();
}

export const sameExercise = (a: string, b: string) => exerciseKey(a) === exerciseKey(b);

export const EQUIPMENT_KINDS = [
  'barbell',
  'dumbbell',
  'kettlebell',
  'machine',
  'cable',
  'bodyweight',
  'band',
  'other',
] as const;
export type EquipmentKind = (typeof EQUIPMENT_KINDS)[number];

/** The filmed lifts (the coach's eight) and their usual equipment. */
const FILMED: Record<string, EquipmentKind> = {
  squat: 'barbell',
  deadlift: 'barbell',
  bench_press: 'barbell',
  overhead_press: 'barbell',
  row: 'barbell',
  lunge: 'bodyweight',
  pull_up: 'bodyweight',
  push_up: 'bodyweight',
};

/** What a lift is done with, from the plan's equipment list when there is one, else from its name. */
export function equipmentOf(name: string, equipment: readonly string[] = []): EquipmentKind {
  const said = `${equipment.join(' ')} ${name}`.toLowerCase();
  if (FILMED[name]) return FILMED[name];
  if (/barbell|trap bar|\bbb\b|landmine|ez.?bar|smith/.test(said)) return 'barbell';
  if (/dumbbell|\bdb\b/.test(said)) return 'dumbbell';
  if (/kettlebell/.test(said)) return 'kettlebell';
  if (/cable|pulldown|pushdown/.test(said)) return 'cable';
  if (/machine|leg press|leg extension|leg curl|hack squat|pec deck/.test(said)) return 'machine';
  if (/band/.test(said)) return 'band';
  if (/bodyweight|pull-up bar|push-up|pull.?up|chin.?up|dip|plank/.test(said)) return 'bodyweight';
  // The big barbell lifts by name alone (another app's 'Deadlift', 'Bench Press', 'Squat').
  if (
    /^(squat|deadlift|bench press|overhead press|front squat|romanian deadlift|hip thrust)$/.test(
      name.trim().toLowerCase(),
    )
  )
    return 'barbell';
  return 'other';
}

/** Lifts of the legs and hips: on a barbell they move up in bigger steps. */
export const isLowerBody = (name: string) =>
  /squat|deadlift|lunge|leg|hip thrust|rdl|good morning|step.?up|calf|glute/i.test(name);

/**
 * The smallest sensible load step for a lift, in the user's unit: barbell lower body 5 kg / 10 lb, upper body
 * 2.5 kg / 5 lb (a pair of the smallest common plates); dumbbells 2 kg / 5 lb (the usual rack); kettlebells 4 kg /
 * 10 lb; machine stacks 5 kg / 10 lb; cables 2.5 kg / 5 lb; anything else (bodyweight with a belt, bands) 2.5 kg / 5 lb.
 */
export function loadIncrement(kind: EquipmentKind, lowerBody: boolean, units: Units): number {
  const kg: Record<EquipmentKind, number> = {
    barbell: lowerBody ? 5 : 2.5,
    dumbbell: 2,
    kettlebell: 4,
    machine: 5,
    cable: 2.5,
    bodyweight: 2.5,
    band: 2.5,
    other: 2.5,
  };
  const lb: Record<EquipmentKind, number> = {
    barbell: lowerBody ? 10 : 5,
    dumbbell: 5,
    kettlebell: 10,
    machine: 10,
    cable: 5,
    bodyweight: 5,
    band: 5,
    other: 5,
  };
  return units === 'kg' ? kg[kind] : lb[kind];
}

/**
 * A chat message that reports pain or an injury ('my knee hurts', 'tweaked my back'); soreness after training is
 * not pain. Plain word matching, said in the docs: it errs towards easing off.
 */
export function reportsPain(message: string): boolean {
  const text = message.toLowerCase();
  if (/\b(no|without|not in|free of) (any )?pain\b|\bpain.?free\b/.test(text)) return false;
  return /\b(pain|painful|hurts?|hurting|injur(y|ed|ies)|tweak(ed)?|strain(ed)?|pulled (a|my)|twinge|sharp)\b/.test(
    text,
  );
}
