/*
 * The coach's one tone module: every wording that depends on the user's coach tone (chat replies, video feedback,
 * the language model's instruction) is here.
 */

import { COACH_TONES, type CoachTone } from '@spotter/core/constants';
import type { Draft } from '../chat/draft.js';
import type { ChatTurn } from '../chat/types.js';
import { tidyText } from './text.js';

type Kind = Draft['kind'];
interface Voice {
  open: readonly string[];
  close: readonly string[];
}

/**
 * What a motivational or calm coach may say around the facts. Each reply takes either an opening or a closing
 * (rarely both), chosen from the message so it varies between questions and never repeats the last reply's.
 * `{name}` is the user's first name. Direct and technical coaches add nothing and get to the point.
 */
const VOICES: Record<'motivational' | 'calm', Record<Kind, Voice>> = {
  motivational: {
    info: {
      open: ['Good question, {name}.', 'Love that you asked.', "Let's sort it out.", 'Right, {name}.', 'Here you go.'],
      close: [
        "You've got this!",
        'One good set at a time.',
        'Keep showing up; it adds up!',
        'Go get it, {name}!',
        'Small wins stack up.',
      ],
    },
    empty: {
      open: ['No problem, {name}.', 'Fair question.', 'All good.'],
      close: ["Let's get you started!", 'Future you will thank you.', 'Everyone starts somewhere!'],
    },
    safety: {
      open: ['Thanks for telling me, {name}.', 'Your health comes first.', "Let's be smart about this."],
      close: [
        "Look after yourself now and we'll come back stronger.",
        'Rest up; the training will wait for you.',
        "We'll train around it.",
      ],
    },
  },
  calm: {
    info: {
      open: ['Okay, {name}.', 'Sure.', 'Happy to help.', 'Good question.'],
      close: ['Take it one step at a time.', 'No need to rush any of it.', 'Go at your own pace.', 'Steady wins here.'],
    },
    empty: {
      open: ["That's alright, {name}.", 'No worries.', "That's fine."],
      close: [
        "There's no rush. Start when you're ready.",
        'Whenever you feel ready.',
        'One small step is enough to begin.',
      ],
    },
    safety: {
      open: ["I'm sorry you're dealing with this, {name}.", "Let's be careful.", 'Thank you for telling me.'],
      close: ['Be gentle with yourself while it settles.', 'Give it the time it needs.', 'Listen to your body here.'],
    },
  },
};

/** How the language model is told to sound in each tone. */
export const TONE_STYLE = {
  motivational: 'upbeat and encouraging, but never fake praise',
  calm: 'gentle, patient and reassuring',
  direct: 'short and to the point, no filler',
  technical: 'precise, with numbers and correct terms (RPE, RIR, tempo)',
} as const;

/**
 * How the video feedback sounds in each plain tone: its count line, and the words before the fault to work on and
 * the thing done well (the technical coach writes its own lines from the numbers); `retry` follows a set that could
 * not be counted.
 */
export const FEEDBACK_VOICES: Record<
  Exclude<CoachTone, 'technical'>,
  { count: (set: string, certainty: string) => string; fault: string; strength: string; retry?: string }
> = {
  motivational: {
    count: (set, certainty) => `${set} done${certainty}!`,
    fault: 'Your next win:',
    strength: 'Keep this:',
    retry: "Send another clip and I'll take a proper look.",
  },
  calm: {
    count: (set, certainty) => `I counted ${set}${certainty}.`,
    fault: 'Something to work on:',
    strength: 'Done well:',
  },
  direct: { count: (set, certainty) => `${set}${certainty}.`, fault: 'Fix this:', strength: 'Good:' },
};

export function normaliseTone(tone: string): CoachTone {
  return (COACH_TONES as readonly string[]).includes(tone) ? (tone as CoachTone) : 'motivational';
}

const bullet = (line: string): string => `- ${line}`;

/** A small stable hash, so the same question gets the same wording (tests, retries) and different ones vary. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** A phrase from the list, skipping one the coach's previous reply already used. */
function pick(list: readonly string[], seed: number, name: string, previous: string): string {
  for (let k = 0; k < list.length; k += 1) {
    const phrase = (list[(seed + k) % list.length] ?? '').replace('{name}', name);
    if (!previous.includes(phrase)) return phrase;
  }
  return '';
}

export interface RenderOptions {
  message?: string;
  history?: readonly ChatTurn[];
}

/** Renders a draft in the user's coach tone: the same facts, phrased differently, with Markdown-style lists. */
export function renderDraft(draft: Draft, tone: CoachTone, firstName: string, options: RenderOptions = {}): string {
  const name = firstName.trim() || 'there';
  const voice = tone === 'motivational' || tone === 'calm' ? VOICES[tone][draft.kind] : null;
  const previous = [...(options.history ?? [])].reverse().find((turn) => turn.type === 'avatar')?.content ?? '';
  const seed = hashOf(`${options.message ?? draft.lead}|${tone}`);
  // 0-1: opening only, 2-3: closing only, 4: both.
  const shape = seed % 5;
  const opening =
    voice && !draft.greets && shape !== 2 && shape !== 3 ? pick(voice.open, seed >>> 3, name, previous) : '';
  const closing = voice && (draft.greets ? false : shape >= 2) ? pick(voice.close, seed >>> 7, name, previous) : '';
  const blocks: string[] = [opening ? `${opening} ${draft.lead}` : draft.lead];
  if (draft.points && draft.points.length > 0) blocks.push(draft.points.map(bullet).join('\n'));
  if (tone !== 'direct' && draft.detail && draft.detail.length > 0) blocks.push(draft.detail.join(' '));
  if (tone === 'technical' && draft.technical && draft.technical.length > 0) blocks.push(draft.technical.join(' '));
  if (draft.next) blocks.push(tone === 'direct' ? `Next: ${draft.next}` : draft.next);
  if (closing) blocks.push(closing);
  return tidyText(blocks.join('\n\n'));
}
