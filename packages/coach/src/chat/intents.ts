import type { ChatTurn, Intent } from './types.js';
import { phraseScore, stems, words } from './text-match.js';

type Cue = readonly [phrase: string, weight: number];

/** Phrases that point at each intent, with how strongly. Typos and plurals are tolerated by `phraseScore`. */
const CUES: Record<Exclude<Intent, 'fallback'>, readonly Cue[]> = {
  pain: [
    ['pain', 3], ['painful', 3], ['hurt', 3], ['hurting', 3], ['injury', 3], ['injured', 3], ['ache', 2],
    ['aching', 2], ['sharp', 1.5], ['tweaked', 2.5], ['strain', 2], ['pulled a muscle', 3], ['numb', 3],
    ['numbness', 3], ['tingling', 3], ['swollen', 3], ['swelling', 3], ['sprain', 3], ['sprained', 3],
    ['dizzy', 3], ['sore', 1], ['injuries', 3], ['physio', 2], ['twinge', 2.5],
  ],
  video_feedback: [
    ['video', 3.5], ['last video', 2], ['upload', 1.5], ['uploaded', 2], ['clip', 2], ['recording', 2],
    ['feedback', 2.5], ['what went wrong', 3], ['analysis', 2], ['fault', 2], ['mistake', 2], ['last set', 1.5],
    ['my form', 1.5], ['did i do', 1],
  ],
  workout_today: [
    ['today', 2], ['tonight', 1.5], ['workout', 2], ['session', 1.5], ['plan', 1.5],
    ['tomorrow', 2], ['program', 1.5], ['programme', 1.5], ['routine', 1.5], ['schedule', 1.5],
    ['what should i do', 1.5], ['what do i do', 1], ['train', 1], ['leg day', 1.5], ['next session', 2],
  ],
  progress: [
    ['personal best', 4], ['pb', 3], ['pbs', 3], ['pr', 3], ['prs', 3], ['record', 2], ['progress', 3],
    ['best', 1.5], ['max', 1.5], ['improved', 2], ['improving', 2], ['stats', 2], ['how am i doing', 2.5],
    ['stronger', 1.5],
  ],
  exercise_howto: [
    ['how do i', 2], ['how to', 2], ['how should i', 1.5], ['form', 1.5], ['technique', 2.5], ['cue', 2],
    ['tip', 1.5], ['properly', 2], ['correctly', 2], ['perform', 1.5], ['what muscles', 2.5], ['muscle', 1],
    ['explain', 1.5], ['teach me', 2], ['show me how', 2],
  ],
  nutrition: [
    ['eat', 2.5], ['eating', 2.5], ['diet', 3], ['nutrition', 3], ['protein', 3], ['calorie', 3], ['carb', 2.5],
    ['lose weight', 2.5], ['fat loss', 2.5], ['meal', 2.5], ['food', 2.5], ['hydration', 3], ['hydrated', 3],
    ['water', 2], ['drink', 1.5], ['snack', 2.5], ['breakfast', 2.5], ['pre workout', 1], ['post workout', 1], ['supplement', 2.5], ['creatine', 3], ['macro', 3], ['bulk', 2], ['cut', 1],
  ],
  recovery: [
    ['recovery', 3], ['recover', 3], ['rest day', 3], ['rest', 1.5], ['tired', 1.5],
    ['overtraining', 3], ['sore', 2.5], ['doms', 3], ['fatigue', 2.5], ['fatigued', 2.5], ['exhausted', 2],
    ['day off', 2.5], ['how often', 1.5], ['burnt out', 2], ['burned out', 2],
  ],
  motivation: [
    ['motivation', 4], ['motivated', 4], ['unmotivated', 4], ['lazy', 2.5], ['give up', 3], ['quit', 2],
    ['cant be bothered', 3], ['struggling', 2], ['discipline', 2.5], ['keep going', 2], ['consistent', 2],
    ['consistency', 2], ['skip', 1.5], ['bored', 2], ['plateau', 2], ['stuck', 1.5], ['dont feel like', 3],
    ['hate', 1.5], ['inspire', 2.5],
  ],
  tempo: [['tempo', 4], ['how fast', 2.5], ['how slow', 2.5], ['how slowly', 2.5], ['eccentric', 3], ['time under tension', 4], ['speed', 1.5]],
  rest_periods: [
    ['rest between', 4], ['between sets', 4], ['between set', 4], ['rest time', 3.5], ['rest period', 4], ['how long should i rest', 4.5],
    ['how long to rest', 4.5], ['how long do i rest', 4.5], ['how much rest', 3],
  ],
  deload: [['deload', 4.5], ['deloading', 4.5], ['lighter week', 3], ['easy week', 3]],
  sleep: [['sleep', 5], ['slept', 5], ['nap', 3], ['insomnia', 4], ['bedtime', 3]],
  warmup: [['warm up', 5], ['warmup', 5], ['warming up', 5], ['ramp up', 3], ['before i lift', 1.5]],
  history: [
    ['last week', 3.5], ['this week', 2.5], ['what did i do', 3.5], ['what have i done', 3.5], ['yesterday', 2.5], ['did i train', 3],
    ['recently', 2], ['history', 3], ['sets i did', 3], ['how many sessions', 2.5], ['last month', 3],
  ],
  goal_progress: [
    ['on track', 4.5], ['toward my goal', 4.5], ['towards my goal', 4.5], ['reach my goal', 4.5], ['my goal', 2.5], ['goal', 1.5],
    ['closer to', 2],
  ],
  nutrition_timing: [],
  substitution: [
    ['instead of', 4], ['alternative', 4], ['substitute', 4], ['substitution', 4], ['replace', 3.5], ['replacement', 3.5], ['swap', 3.5],
    ['dont have a', 2.5], ['dont have', 1.5], ['no barbell', 3], ['cant do', 2],
  ],
  joint_safety: [],
  soreness: [],
  greeting: [
    ['hi', 2], ['hello', 2], ['hey', 2], ['yo', 1.5], ['good morning', 2], ['good evening', 2.5], ['thanks', 2.5],
    ['thank you', 2.5], ['thx', 2], ['how are you', 2.5], ['who are you', 2.5], ['what can you do', 3], ['bye', 2],
  ],
};

/** On a tie the safer, more specific intent wins. */
const PRIORITY: readonly Exclude<Intent, 'fallback'>[] = [
  'pain', 'soreness', 'joint_safety', 'substitution', 'warmup', 'rest_periods', 'tempo', 'deload', 'history', 'goal_progress',
  'video_feedback', 'progress', 'workout_today', 'exercise_howto', 'nutrition_timing', 'nutrition', 'sleep', 'recovery', 'motivation',
  'greeting',
];

const MIN_SCORE = 1.5;
const FOLLOW_UP = /^(and|also|what about|how about|ok and|same for)\b/;

export type IntentScores = Record<Exclude<Intent, 'fallback'>, number>;

export function scoreIntents(message: string, exerciseMentioned: boolean): IntentScores {
  const messageStems = stems(message);
  const scores = {} as IntentScores;
  for (const intent of PRIORITY) {
    scores[intent] = CUES[intent].reduce((sum, [phrase, weight]) => sum + weight * phraseScore(messageStems, phrase), 0);
  }
  if (exerciseMentioned) scores.exercise_howto += 1.5;
  return scores;
}

/** A clear pain cue ("hurts", "pain", "numb") always gets the safety answer, whatever else is asked. */
const PAIN_OVERRIDE = 3;

const JOINTS = '(knee|knees|back|spine|shoulder|shoulders|elbow|elbows|wrist|wrists|hip|hips|ankle|ankles|neck|joint|joints)';
/** "Is squatting bad for my knees?", "are deadlifts safe for my back", "knee-friendly". */
const JOINT_SAFETY = new RegExp(`\\b(bad|safe|unsafe|dangerous|harmful|ok|okay|fine|ruin|wreck|damage|destroy|hard)\\b.{0,30}\\b(for|on|to)\\b.{0,12}\\b${JOINTS}\\b|\\b${JOINTS}[ -]friendly\\b`, 'i');
/** "Is it soreness or an injury?": the question is about telling them apart, not a report of pain. */
const SORENESS_OR_INJURY = /\b(sore|soreness|doms)\b.{0,40}\b(or|vs|versus|from|and)\b.{0,20}\b(injur|injury|injured|hurt|pain)|\b(injur\w*|pain)\b.{0,30}\b(or|vs|versus|from)\b.{0,20}\b(sore|soreness|doms)\b|how (do|can) i (tell|know).{0,40}\binjur/i;
const TIMING = /\b(before|after|pre|post|preworkout|postworkout)\b/i;

function bestIntent(scores: IntentScores, message: string): Intent {
  if (SORENESS_OR_INJURY.test(message)) return 'soreness';
  if (scores.pain >= PAIN_OVERRIDE) return 'pain';
  if (JOINT_SAFETY.test(message)) return 'joint_safety';
  let best: Intent = 'fallback';
  let bestScore = MIN_SCORE - 0.001;
  for (const intent of PRIORITY) {
    if (scores[intent] > bestScore) {
      best = intent;
      bestScore = scores[intent];
    }
  }
  if (best === 'nutrition' && TIMING.test(message)) return 'nutrition_timing';
  return best;
}

/** "and for deadlifts?", "what about tomorrow": a short message that leans on the one before. */
export function isFollowUp(message: string): boolean {
  const said = words(message);
  return said.length <= 6 && FOLLOW_UP.test(said.join(' '));
}

/** The user's earlier messages, newest first. */
export const earlierUserMessages = (history: readonly ChatTurn[] = []): string[] =>
  [...history].reverse().filter((turn) => turn.type === 'user').map((turn) => turn.content);

/**
 * The intent of a message. A short follow-up ("and for deadlifts?", "what about tomorrow") with no clear intent of
 * its own, apart from naming an exercise, inherits the intent of the user's last message that had one.
 */
export function detectIntent(message: string, options: { exerciseMentioned: boolean; history?: ChatTurn[] }): Intent {
  const intent = bestIntent(scoreIntents(message, options.exerciseMentioned), message);
  if (!options.history || !isFollowUp(message)) return intent;
  const own = bestIntent(scoreIntents(message, false), message);
  if (own !== 'fallback') return own;
  for (const earlier of earlierUserMessages(options.history).slice(0, 3)) {
    const previous = bestIntent(scoreIntents(earlier, false), earlier);
    if (previous !== 'fallback') return previous;
    if (!isFollowUp(earlier)) break;
  }
  return intent;
}
