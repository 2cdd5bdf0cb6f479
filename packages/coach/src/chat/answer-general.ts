import type { Draft } from './draft.js';
import { stems } from './text-match.js';
import type { CoachContext } from './types.js';

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
    return { intent: 'greeting', grounded: false, kind: 'info', greets: true, lead: `You're welcome, ${name}!`, next: 'Ask me anything else about your training.' };
  }
  if (said.includes('bye')) {
    return { intent: 'greeting', grounded: false, kind: 'info', greets: true, lead: `See you next session, ${name}!` };
  }
  return {
    intent: 'greeting', grounded: false, kind: 'info', greets: true,
    lead: `Hi ${name}! I'm your Spotter coach. I can help with:`,
    points: CAN_HELP,
    next: 'Try "what\'s my workout today?"',
  };
}

export function fallbackDraft(): Draft {
  return {
    intent: 'fallback', grounded: false, kind: 'info', greets: true,
    lead: "I'm not sure I understood that. I'm a built-in coach and can help with:",
    points: CAN_HELP,
    next: 'Try "how do I do a goblet squat?" or "what went wrong in my last video?"',
  };
}
