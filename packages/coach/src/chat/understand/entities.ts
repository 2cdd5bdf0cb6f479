import { AREA_LABEL, LIFT_FAMILIES, type Area, type LiftFamily } from '../lift-knowledge.js';
import { kept, wordSimilarity, words } from '../text-match.js';
import { baseForm } from './tokens.js';

/** What a message names besides its intent: a lift, a body part, a time and a quantity. */
export interface Entities {
  lift: LiftFamily | null;
  area: Area | null;
  time: TimeRef | null;
  quantity: Quantity | null;
}

export type TimeRef =
  | { kind: 'today' | 'tomorrow' | 'yesterday' | 'this_week' | 'last_week' | 'last_month' }
  | { kind: 'weekday'; weekday: number };

export interface Quantity {
  value: number;
  unit: string | null;
}

const AREA_NAMES: readonly (readonly [phrase: string, area: Area])[] = [
  ['lower back', 'lower_back'],
  ['low back', 'lower_back'],
  ['back', 'lower_back'],
  ['spine', 'lower_back'],
  ['lumbar', 'lower_back'],
  ['knee', 'knee'],
  ['kneecap', 'knee'],
  ['patella', 'knee'],
  ['shoulder', 'shoulder'],
  ['rotator cuff', 'shoulder'],
  ['elbow', 'elbow'],
  ['wrist', 'wrist'],
  ['hip', 'hip'],
  ['groin', 'hip'],
  ['ankle', 'ankle'],
  ['achilles', 'ankle'],
  ['neck', 'neck'],
];

/** Body-part phrases as base forms, longest first ("lower back" before "back"). */
const AREA_PHRASES = AREA_NAMES.map(([phrase, area]) => ({ words: words(phrase).map(baseForm), area })).sort(
  (a, b) => b.words.length - a.words.length,
);
const NOT_THE_BODY = ['squat', 'day', 'off', 'extension'];

const WEEKDAY_WORDS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const TIME_WORDS: Record<string, Exclude<TimeRef['kind'], 'weekday'>> = {
  today: 'today',
  tonight: 'today',
  tomorrow: 'tomorrow',
  tmrw: 'tomorrow',
  yesterday: 'yesterday',
};

type Span = { start: number; end: number; tag: 'LIFT' | 'PART' | 'DAY' | 'NUM' };

/** Lift phrases as base forms, longest first, so "split squat" is a lunge before "squat" is a squat. */
const LIFT_PHRASES: readonly { family: LiftFamily; words: readonly string[] }[] = LIFT_FAMILIES.flatMap((family) =>
  family.phrases.map((phrase) => ({ family, words: words(phrase).map(baseForm) })),
).sort((a, b) => b.words.length - a.words.length);

/**
 * The lift phrases a word may start (its first word equal or a near miss, or the whole phrase run together),
 * kept per word: a message's words are looked up here, not compared with every phrase.
 */
const startsOf = new Map<string, readonly { family: LiftFamily; words: readonly string[] }[]>();
const liftPhrasesFrom = (word: string) =>
  kept(startsOf, word, 20_000, () =>
    LIFT_PHRASES.filter(
      (p) =>
        wordSimilarity(word, p.words[0] ?? '') > 0 ||
        (p.words.length > 1 && wordSimilarity(word, p.words.join('')) > 0),
    ),
  );

/** Does the phrase start at `at` (each word equal or a near miss; a two-word phrase may be typed as one word)? */
function phraseAt(said: readonly string[], at: number, phrase: readonly string[]): number {
  if (phrase.every((word, k) => wordSimilarity(said[at + k] ?? '', word) > 0)) return phrase.length;
  if (phrase.length > 1 && wordSimilarity(said[at] ?? '', phrase.join('')) > 0) return 1;
  return 0;
}

/** The spans of a message's base forms that name a lift, a body part, a day or a number. */
function spansOf(said: readonly string[]): {
  spans: Span[];
  lift: LiftFamily | null;
  area: Area | null;
  time: TimeRef | null;
  quantity: Quantity | null;
} {
  const spans: Span[] = [];
  let lift: LiftFamily | null = null;
  let area: Area | null = null;
  let time: TimeRef | null = null;
  let quantity: Quantity | null = null;
  for (let i = 0; i < said.length;) {
    const word = said[i] ?? '';
    const liftHit = liftPhrasesFrom(word)
      .map((p) => ({ p, length: phraseAt(said, i, p.words) }))
      .find((hit) => hit.length > 0);
    if (liftHit) {
      lift ??= liftHit.p.family;
      spans.push({ start: i, end: i + liftHit.length, tag: 'LIFT' });
      i += liftHit.length;
      continue;
    }
    // "back squat" and "back day" name a lift or a session, not the lower back.
    const areaHit = AREA_PHRASES.find(
      (p) =>
        phraseAt(said, i, p.words) > 0 &&
        !(p.words[0] === 'back' && NOT_THE_BODY.includes(said[i + p.words.length] ?? '')),
    );
    if (areaHit) {
      area ??= areaHit.area;
      const length = phraseAt(said, i, areaHit.words);
      spans.push({ start: i, end: i + length, tag: 'PART' });
      i += length;
      continue;
    }
    const weekday = WEEKDAY_WORDS.findIndex(
      (day) => word.length >= 3 && day.startsWith(word.slice(0, Math.max(3, word.length))) && word.length <= day.length,
    );
    const timeWord: Exclude<TimeRef['kind'], 'weekday'> | undefined =
      TIME_WORDS[word] ?? (wordSimilarity(word, 'tomorrow') > 0 ? 'tomorrow' : undefined);
    if (timeWord || (weekday >= 0 && word.length >= 3 && !['sat', 'sun', 'wed'].includes(word))) {
      time ??= timeWord ? { kind: timeWord } : { kind: 'weekday', weekday };
      spans.push({ start: i, end: i + 1, tag: 'DAY' });
      i += 1;
      continue;
    }
    if (/^\d+(\.\d+)?$/.test(word)) {
      quantity ??= { value: Number(word), unit: unitAfter(said[i + 1]) };
      spans.push({ start: i, end: i + 1, tag: 'NUM' });
    }
    i += 1;
  }
  return { spans, lift, area, time, quantity };
}

const UNITS: Record<string, string> = {
  kg: 'kg',
  kilo: 'kg',
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  rep: 'reps',
  set: 'sets',
  min: 'min',
  minute: 'min',
  second: 's',
  sec: 's',
  day: 'days',
  week: 'weeks',
  hour: 'hours',
};
const unitAfter = (word: string | undefined): string | null => (word ? (UNITS[word] ?? null) : null);

/** "last week", "this week", "last month": read from the words, after the single-word times. */
function periodOf(text: string): TimeRef | null {
  if (/\b(last|previous|past) week\b/i.test(text)) return { kind: 'last_week' };
  if (/\bthis week\b/i.test(text)) return { kind: 'this_week' };
  if (/\b(last|past|this) month\b/i.test(text)) return { kind: 'last_month' };
  return null;
}

/** The entities a message names. */
export function entitiesOf(text: string): Entities {
  const found = spansOf(words(text).map(baseForm));
  return { lift: found.lift, area: found.area, time: periodOf(text) ?? found.time, quantity: found.quantity };
}

/**
 * The message as the intent model reads it: base forms, with lifts, body parts, days and numbers replaced by their
 * tag, so "is squatting bad for my knees" and "are deadlifts bad for my back" read the same.
 */
export function maskedWords(text: string): string[] {
  const said = words(text).map(baseForm);
  const { spans } = spansOf(said);
  const out: string[] = [];
  let i = 0;
  for (const span of spans) {
    while (i < span.start) out.push(said[i++] ?? '');
    out.push(span.tag);
    i = span.end;
  }
  while (i < said.length) out.push(said[i++] ?? '');
  return out;
}

export const areaLabel = (area: Area): string => AREA_LABEL[area];
