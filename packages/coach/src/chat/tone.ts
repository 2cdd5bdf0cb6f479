import type { CoachTone } from '@spotter/core/constants';
import { COACH_TONES } from '@spotter/core/constants';
import type { Draft } from './draft.js';

type Phrases = Record<Draft['kind'], { open: (name: string) => string; close: string }>;

/** What each tone adds around the same facts. Direct and technical add nothing but get to the point. */
const PHRASES: Record<'motivational' | 'calm', Phrases> = {
  motivational: {
    info: { open: (name) => `Let's do this, ${name}!`, close: "You've got this. Every rep counts!" },
    empty: { open: (name) => `No problem, ${name}!`, close: "Let's get you started. Future you will thank you!" },
    safety: { open: (name) => `${name}, thanks for telling me. Your health comes first.`, close: "Look after yourself now and we'll come back stronger." },
  },
  calm: {
    info: { open: (name) => `Okay, ${name}.`, close: 'Take it one step at a time.' },
    empty: { open: (name) => `That's alright, ${name}.`, close: "There's no rush. Start when you're ready." },
    safety: { open: (name) => `${name}, I'm sorry you're dealing with this. Let's be careful.`, close: 'Be gentle with yourself while it settles.' },
  },
};

export function normaliseTone(tone: string): CoachTone {
  return (COACH_TONES as readonly string[]).includes(tone) ? (tone as CoachTone) : 'motivational';
}

const bullet = (line: string): string => `- ${line}`;

/** Renders a draft in the user's coach tone: the same facts, phrased differently. */
export function renderDraft(draft: Draft, tone: CoachTone, firstName: string): string {
  const name = firstName.trim() || 'there';
  const phrases = tone === 'motivational' || tone === 'calm' ? PHRASES[tone][draft.kind] : null;
  const lead = phrases && !draft.greets ? `${phrases.open(name)} ${draft.lead}` : draft.lead;
  const blocks: string[] = [lead];
  if (draft.points && draft.points.length > 0) blocks.push(draft.points.map(bullet).join('\n'));
  if (tone !== 'direct' && draft.detail && draft.detail.length > 0) blocks.push(draft.detail.join(' '));
  if (tone === 'technical' && draft.technical && draft.technical.length > 0) blocks.push(draft.technical.join(' '));
  if (draft.next) blocks.push(tone === 'direct' ? `Next: ${draft.next}` : draft.next);
  if (phrases) blocks.push(phrases.close);
  return blocks.join('\n\n');
}
