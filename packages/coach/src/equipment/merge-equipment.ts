import type { DetectedEquipment, SeenEquipment } from '@spotter/core/schemas';
import { confidenceWords, type EquipmentGuess } from './coco-equipment.js';
import { canonicalEquipmentList } from './vocabulary.js';

export interface MergedEquipment {
  items: DetectedEquipment[];
  /** Names recognised in the photo (by the detector or the vision model), best first. */
  seen: string[];
  /** Names taken from the profile because the photo did not show them. */
  assumed: string[];
}

/** Weakest recognition we still call "seen"; weaker guesses are dropped, not shown. */
export const SEEN_MIN_CONFIDENCE = 0.25;

/**
 * Merge what the detector saw, what a vision model saw and what the user declared: one item
 * per name, the most confident sighting wins, declared gear not seen is kept as 'profile'.
 */
export function mergeEquipment(input: {
  detected: EquipmentGuess[];
  vision: EquipmentGuess[];
  declared: readonly string[];
}): MergedEquipment {
  const sightings = [
    ...input.vision.map((guess) => ({ ...guess, source: 'vision_model' as const })),
    ...input.detected.map((guess) => ({ ...guess, source: 'photo' as const })),
  ].filter((item) => item.confidence >= SEEN_MIN_CONFIDENCE);
  const best = new Map<string, SeenEquipment>();
  for (const item of sightings) {
    const current = best.get(item.name);
    if (!current || item.confidence > current.confidence) best.set(item.name, item);
  }
  const seenItems = [...best.values()].sort((a, b) => b.confidence - a.confidence || a.name.localeCompare(b.name));
  const assumed = canonicalEquipmentList(input.declared).filter((name) => !best.has(name));
  const profileItems = assumed.map((name) => ({ name, confidence: null, source: 'profile' as const }));
  return { items: [...seenItems, ...profileItems], seen: seenItems.map((item) => item.name), assumed };
}

/** "a, b and c". */
export function listInWords(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const withArticle = (name: string) => (name.endsWith('s') ? name : `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`);

/**
 * What the coach tells the user about the scan, honestly: what it spotted and how sure it
 * is, and what it took from the profile instead. `caveat` explains a missing/failed model.
 */
export function summariseEquipment(merged: MergedEquipment, caveat?: string): string {
  const seen = merged.items.filter((item): item is SeenEquipment => item.source !== 'profile');
  const sentences: string[] = [];
  if (seen.length > 0) {
    const [only] = seen;
    const phrases = seen.map((item) => `${withArticle(item.name)} (${confidenceWords(item.confidence)})`);
    sentences.push(
      seen.length === 1 && only
        ? `I spotted ${withArticle(only.name)} in your photo (${confidenceWords(only.confidence)}).`
        : `I spotted ${listInWords(phrases)} in your photo.`,
    );
    if (merged.assumed.length > 0) {
      sentences.push(
        `I could not recognise anything else, so I assumed the rest from your profile: ${merged.assumed.join(', ')}.`,
      );
    }
  } else if (merged.assumed.length > 0) {
    sentences.push(
      `I could not recognise any equipment in this photo, so I used your profile instead: ${merged.assumed.join(', ')}.`,
    );
  } else {
    sentences.push(
      'I could not recognise any equipment in this photo and your profile lists none, so your plan uses bodyweight exercises.',
    );
  }
  if (caveat) sentences.push(caveat);
  return sentences.join(' ');
}
