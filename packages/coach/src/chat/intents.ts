import { redFlagsIn } from './answer-safety.js';
import { entitiesOf, type Entities } from './understand/entities.js';
import { classifyIntent, SURE } from './understand/intent-model.js';
import type { ChatTurn, Intent } from './types.js';
import { words } from './text-match.js';

/** Intents whose answer is safety advice: a question that may be one of them is answered as one. */
export const SAFETY_INTENTS: readonly Intent[] = ['pain', 'joint_safety', 'soreness'];

export interface Understanding {
  intent: Intent;
  /** The model's probability for the intent (1 for a rule: a red flag, a follow-up). */
  confidence: number;
  /** What else the message may have meant, most likely first (for a clarifying question). */
  alternatives: Intent[];
  entities: Entities;
  /** The message leaned on an earlier one ("and for deadlifts?"). */
  followUp: boolean;
}

const FOLLOW_UP = /^(and|also|what about|how about|ok and|same for|same with|plus)\b/;

/** "and for deadlifts?", "what about tomorrow": a short message that leans on the one before. */
export function isFollowUp(message: string): boolean {
  const said = words(message);
  return said.length <= 6 && FOLLOW_UP.test(said.join(' '));
}

/** The user's earlier messages, newest first. */
export const earlierUserMessages = (history: readonly ChatTurn[] = []): string[] =>
  [...history]
    .reverse()
    .filter((turn) => turn.type === 'user')
    .map((turn) => turn.content);

/** "Is it soreness or an injury?": the question is about telling them apart, not a report of pain. */
const SORENESS_OR_INJURY =
  /\b(sore|soreness|doms)\b.{0,40}\b(or|vs|versus|from|and)\b.{0,20}\b(injur|injury|injured|hurt|pain)|\b(injur\w*|pain)\b.{0,30}\b(or|vs|versus|from)\b.{0,20}\b(sore|soreness|doms)\b/i;
/** Words that report pain or an injury; with a body part named, the question is a safety one whatever else it asks. */
const HURTS =
  /\b(hurt\w*|pain\w*|injur\w*|sore|aching|aches?|tweak\w*|strain\w*|sprain\w*|twinge|pinch\w*|swollen|inflamed|dodgy|tender|arthritis)\b|\b(bad|weak|dodgy|problem|issue)s?\b.{0,12}\b(knee|back|shoulder|elbow|wrist|hip|ankle|neck)|\b(knee|back|shoulder|elbow|wrist|hip|ankle|neck)s?\s+(problem|issue)s?\b/i;
const TIMING = /\b(before|after|pre|post|preworkout|postworkout)\b/i;

const asIntent = (label: string): Intent => (label === 'out_of_scope' ? 'fallback' : (label as Intent));

/** What one message means on its own: rules for what must never be missed, then the trained model. */
function ownReading(message: string, entities: Entities): Omit<Understanding, 'followUp'> {
  const rule = (intent: Intent): Omit<Understanding, 'followUp'> => ({
    intent,
    confidence: 1,
    alternatives: [],
    entities,
  });
  if (redFlagsIn(message).length > 0) return rule('pain');
  if (SORENESS_OR_INJURY.test(message)) return rule('soreness');
  const prediction = classifyIntent(message);
  const ranked = prediction.ranked.map((r) => ({ intent: asIntent(r.label), probability: r.probability }));
  const top = ranked[0]!;
  const alternatives = ranked.slice(1, 3).map((r) => r.intent);
  // Safety first: pain words about a body part are answered as safety, and a safety reading the model half
  // believes beats a confident-looking other answer.
  const safety = ranked.find((r) => SAFETY_INTENTS.includes(r.intent));
  // A swap asked for because something is sore stays a swap: its answer spares that area and says when to stop.
  const painAbout = Boolean(entities.area) && HURTS.test(message);
  const overrides = !SAFETY_INTENTS.includes(top.intent) && !(top.intent === 'substitution' && top.probability >= SURE);
  if (overrides && safety && (painAbout || safety.probability >= 0.3)) {
    return { intent: safety.intent, confidence: safety.probability, alternatives: [top.intent], entities };
  }
  // Pain reported about a body part, read as safety however unsure: answered as safety, never a clarifying question.
  if (SAFETY_INTENTS.includes(top.intent) && painAbout)
    return { intent: top.intent, confidence: top.probability, alternatives, entities };
  if (
    top.intent === 'nutrition' &&
    TIMING.test(message) &&
    ranked.some((r) => r.intent === 'nutrition_timing' && r.probability > 0.1)
  ) {
    return { intent: 'nutrition_timing', confidence: top.probability, alternatives, entities };
  }
  if (top.probability < SURE && top.intent !== 'fallback')
    return { intent: 'clarify', confidence: top.probability, alternatives: [top.intent, ...alternatives], entities };
  return { intent: top.intent, confidence: top.probability, alternatives, entities };
}

/** Intents a follow-up can carry on ("and for deadlifts?" after a how-to is the how-to of deadlifts). */
const CARRIED = (intent: Intent): boolean => !['fallback', 'clarify', 'greeting'].includes(intent);

/**
 * What a message means: its intent and entities. A short follow-up ("and for deadlifts?", "what about tomorrow")
 * carries the last topic's intent, and its lift or time when it names none; safety still comes first.
 */
export function understand(message: string, history: readonly ChatTurn[] = []): Understanding {
  const entities = entitiesOf(message);
  const own = ownReading(message, entities);
  if (!isFollowUp(message) || (SAFETY_INTENTS.includes(own.intent) && own.confidence >= 0.6))
    return { ...own, followUp: false };
  const earlier = earlierUserMessages(history).slice(0, 3);
  for (const before of earlier) {
    const previous = ownReading(before, entitiesOf(before));
    if (!CARRIED(previous.intent)) {
      if (!isFollowUp(before)) break;
      continue;
    }
    const carried = previous;
    return {
      intent: carried.intent,
      confidence: 1,
      alternatives: [],
      entities: {
        lift: entities.lift ?? (entities.time ? null : carried.entities.lift),
        area: entities.area ?? carried.entities.area,
        time: entities.time ?? carried.entities.time,
        quantity: entities.quantity,
      },
      followUp: true,
    };
  }
  return { ...own, followUp: false };
}
