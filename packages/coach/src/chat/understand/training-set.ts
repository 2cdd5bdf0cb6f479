import { RECORD_FRAMES } from './examples/records.js';
import { SAFETY_FRAMES } from './examples/safety.js';
import { TRAINING_FRAMES } from './examples/training.js';
import { WELLBEING_FRAMES } from './examples/wellbeing.js';
import { seededRandom, type LabelledExample } from './softmax-model.js';

/** Every intent's hand-written frames (forum-style phrasings with slots). */
export const FRAMES: Record<string, readonly string[]> = {
  ...SAFETY_FRAMES,
  ...TRAINING_FRAMES,
  ...RECORD_FRAMES,
  ...WELLBEING_FRAMES,
};

/** How people write the lifts: plurals, gerunds, "the", slang and typos. */
const LIFTS = [
  'squats',
  'squatting',
  'the squat',
  'squat',
  'sqauts',
  'back squats',
  'front squats',
  'goblet squats',
  'squating',
  'deadlifts',
  'deadlifting',
  'the deadlift',
  'deadlfits',
  'dead lifts',
  'rdls',
  'romanian deadlifts',
  'sumo deadlift',
  'trap bar deadlifts',
  'bench',
  'bench press',
  'benching',
  'the bench press',
  'bench pressing',
  'incline bench',
  'dumbbell bench',
  'overhead press',
  'ohp',
  'military press',
  'shoulder press',
  'overhead pressing',
  'rows',
  'rowing',
  'bent over rows',
  'barbell rows',
  'dumbell rows',
  'pull ups',
  'pullups',
  'pull-ups',
  'chin ups',
  'chinups',
  'lat pulldowns',
  'lunges',
  'lunging',
  'split squats',
  'bulgarian split squats',
  'walking lunges',
  'step ups',
  'push ups',
  'pushups',
  'press ups',
  'push-ups',
  'hip thrusts',
  'glute bridges',
  'kettlebell swings',
  'kb swings',
];
const PARTS = [
  'knee',
  'knees',
  'lower back',
  'back',
  'shoulder',
  'shoulders',
  'elbow',
  'elbows',
  'wrist',
  'wrists',
  'hip',
  'hips',
  'ankle',
  'ankles',
  'neck',
  'left knee',
  'right shoulder',
  'low back',
  'spine',
  'kneecap',
];
const EXERCISES = [
  'turkish get up',
  'face pull',
  'pallof press',
  'goblet squat',
  'farmers carry',
  'dead bug',
  'bird dog',
  'landmine press',
  'hip thrust',
  'cossack squat',
  'bulgarian split squat',
  'romanian deadlift',
  'kettlebell windmill',
  'kettlebell swing',
  'ab wheel rollout',
  'copenhagen plank',
  'zercher squat',
  'good morning',
  'renegade row',
  'sots press',
  'pistol squat',
  'inverted row',
  'wall sit',
  'suitcase carry',
  'jefferson curl',
  'box squat',
  'power clean',
  'thruster',
  'burpee',
  'pike push up',
  'hollow body hold',
  'band pull apart',
  'snatch',
  'push press',
  'lateral raise',
  'dip',
];
const DAYS = ['today', 'tomorrow', 'tonight', 'monday', 'friday', 'thursday', 'saturday', 'tmrw'];
const NUMBERS = ['3', '4', '5', '6', '30', '60', '90', '2', '120'];
const PREFIXES = [
  'hey coach ',
  'quick question, ',
  'noob here - ',
  'so ',
  'honestly ',
  'coach, ',
  'ok so ',
  'hi, ',
  'question: ',
];
const SUFFIXES = [' thanks', ' pls', ' ??', ' lol', ' help', ' cheers', ' asap'];

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** One typo: two neighbouring letters swapped or one dropped, in a word of five letters or more. */
function typo(text: string, random: () => number): string {
  const words = text.split(' ');
  const long = words.map((w, i) => (w.length >= 5 ? i : -1)).filter((i) => i >= 0);
  if (long.length === 0) return text;
  const at = pick(random, long);
  const word = words[at]!;
  const k = 1 + Math.floor(random() * (word.length - 2));
  words[at] =
    random() < 0.5
      ? word.slice(0, k) + word[k + 1] + word[k] + word.slice(k + 2)
      : word.slice(0, k) + word.slice(k + 1);
  return words.join(' ');
}

function fill(frame: string, random: () => number): string {
  return frame
    .replace(/\{lift\}/g, () => pick(random, LIFTS))
    .replace(/\{part\}/g, () => pick(random, PARTS))
    .replace(/\{exercise\}/g, () => pick(random, EXERCISES))
    .replace(/\{day\}/g, () => pick(random, DAYS))
    .replace(/\{n\}/g, () => pick(random, NUMBERS));
}

/** A frame's realisations: its slots filled, then casing, punctuation, fillers and typos varied. */
function realise(frame: string, copies: number, random: () => number): string[] {
  const out = new Set<string>();
  for (let i = 0; i < copies * 3 && out.size < copies; i += 1) {
    let text = fill(frame, random);
    if (i > 0) {
      if (random() < 0.5) text = text.toLowerCase();
      if (random() < 0.4) text = text.replace(/[?!.]+$/, '');
      if (random() < 0.2) text = pick(random, PREFIXES) + text;
      if (random() < 0.15) text += pick(random, SUFFIXES);
      if (random() < 0.25) text = typo(text, random);
    }
    out.add(text);
  }
  return [...out];
}

export interface IntentSplit {
  train: LabelledExample[];
  test: LabelledExample[];
}

/**
 * The labelled set, split by frame: every fifth frame of each intent (and all its realisations) is held out, so
 * the test set measures phrasings the model never saw, not new fillings of ones it did.
 */
export function intentExamples(seed = 11): IntentSplit {
  const random = seededRandom(seed);
  const train: LabelledExample[] = [];
  const test: LabelledExample[] = [];
  for (const [label, frames] of Object.entries(FRAMES)) {
    frames.forEach((frame, index) => {
      const copies = /\{/.test(frame) ? 8 : 5;
      const into = index % 5 === 4 ? test : train;
      for (const text of realise(frame, copies, random)) into.push({ text, label });
    });
  }
  return { train, test };
}
