import type { Draft } from './draft.js';
import type { LiftFamily } from './lift-knowledge.js';
import { stems } from './text-match.js';
import type { CoachContext, Intent } from './types.js';

const CAN_HELP = [
  "Today's workout from your latest plan, and how to warm up for it",
  'How to do an exercise, swaps that fit your equipment, tempo and rest between sets',
  'What I saw in your last exercise video and what you recorded last week',
  'Your personal bests and progress toward your goal',
  'Recovery, sleep, deloads, and eating before and after training',
  'What to do when something hurts, and telling soreness from injury',
];

export function greetingDraft(context: CoachContext, message: string): Draft {
  const name = context.profile.first_name.trim() || 'there';
  const said = stems(message);
  if (said.includes('thank') || said.includes('thanks') || said.includes('thx')) {
    return {
      intent: 'greeting',
      grounded: false,
      kind: 'info',
      greets: true,
      lead: `You're welcome, ${name}!`,
      next: 'Ask me anything else about your training.',
    };
  }
  if (said.includes('bye')) {
    return { intent: 'greeting', grounded: false, kind: 'info', greets: true, lead: `See you next session, ${name}!` };
  }
  return {
    intent: 'greeting',
    grounded: false,
    kind: 'info',
    greets: true,
    lead: `Hi ${name}! I'm your Spotter coach. I can help with:`,
    points: CAN_HELP,
    next: 'Try "what\'s my workout today?"',
  };
}

export function fallbackDraft(): Draft {
  return {
    intent: 'fallback',
    grounded: false,
    kind: 'info',
    greets: true,
    lead: "I'm not sure I understood that. I'm a built-in coach and can help with:",
    points: CAN_HELP,
    next: 'Try "how do I do a goblet squat?" or "what went wrong in my last video?"',
  };
}

/** What each intent answers, as a choice in a clarifying question. */
const MEANING: Partial<Record<Intent, (lift: string | null) => string>> = {
  workout_today: () => 'what your plan has for today',
  exercise_howto: (lift) => `how to do ${lift ?? 'an exercise'} (its library card)`,
  technique: (lift) => `a technique point on ${lift ?? 'a lift'} (depth, grip, stance)`,
  substitution: (lift) => `what to do instead of ${lift ?? 'an exercise'}`,
  pain: () => 'what to do about pain or an injury',
  joint_safety: (lift) => `whether ${lift ?? 'an exercise'} is safe for a joint`,
  soreness: () => 'telling soreness from injury',
  tempo: () => 'how fast to lift and lower',
  rest_periods: () => 'how long to rest between sets',
  sets_reps: () => 'how many sets and reps',
  training_frequency: () => 'how many days a week to train',
  deload: () => 'when to take a lighter week',
  warmup: () => 'how to warm up',
  history: () => 'what you recorded recently',
  progress: () => 'your personal bests',
  goal_progress: () => 'how you are doing toward your goal',
  video_feedback: () => 'what I saw in your last video',
  nutrition: () => 'what and how much to eat',
  nutrition_timing: () => 'what to eat before or after training',
  sleep: () => 'sleep and training',
  recovery: () => 'recovery and rest days',
  motivation: () => 'staying motivated',
};

/** Not sure what was meant: ask, offering the two or three likeliest readings, rather than answer the nearest one. */
export function clarifyDraft(alternatives: readonly Intent[], lift: LiftFamily | null): Draft {
  const choices = alternatives
    .map((intent) => MEANING[intent]?.(lift?.plural ?? null))
    .filter((c): c is string => Boolean(c))
    .slice(0, 3);
  if (choices.length === 0) return fallbackDraft();
  return {
    intent: 'clarify',
    grounded: false,
    kind: 'info',
    greets: true,
    lead: `I want to get this right: do you mean ${choices.length > 1 ? `${choices.slice(0, -1).join(', ')} or ${choices[choices.length - 1]}` : choices[0]}?`,
    next: 'Say it in a few more words and I will answer that.',
  };
}
