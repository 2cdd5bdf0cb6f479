import type { BodyArea, PlanExercise } from './plan-schema.js';

/** Words in an injuries text and the body area each names (matched as whole words, lower-case). */
const AREA_KEYWORDS: ReadonlyArray<readonly [BodyArea, readonly string[]]> = [
  ['knee', ['knee', 'knees', 'acl', 'mcl', 'pcl', 'lcl', 'meniscus', 'menisci', 'patella', 'patellar', 'kneecap', 'runner\'s knee', 'jumper\'s knee']],
  ['lower_back', ['back', 'lower back', 'low back', 'lumbar', 'disc', 'discs', 'disk', 'herniated', 'sciatica', 'spine', 'spinal', 'si joint', 'sacroiliac']],
  ['shoulder', ['shoulder', 'shoulders', 'rotator cuff', 'rotator', 'labrum', 'impingement', 'ac joint', 'collarbone', 'clavicle']],
  ['wrist', ['wrist', 'wrists', 'carpal', 'carpal tunnel', 'scaphoid']],
  ['elbow', ['elbow', 'elbows', 'tennis elbow', 'golfer\'s elbow', 'epicondylitis']],
  ['ankle', ['ankle', 'ankles', 'achilles', 'foot', 'feet', 'plantar', 'heel', 'calf']],
  ['hip', ['hip', 'hips', 'groin', 'hip flexor', 'glute']],
  ['neck', ['neck', 'cervical', 'whiplash']],
];

const NO_INJURY = /^(none|no|nope|n\/?a|nil|nothing|-+|no injur(y|ies)( to report)?|not any|healthy)\.?$/;

/** Whether an injuries text says there is nothing to report. */
export function saysNoInjury(text: string | null): boolean {
  const normalised = (text ?? '').trim().toLowerCase();
  return normalised === '' || NO_INJURY.test(normalised);
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The body areas a free-text injuries note names (e.g. 'torn ACL, sore lower back' → knee, lower_back). */
export function injuredAreas(text: string | null): BodyArea[] {
  if (saysNoInjury(text)) return [];
  const normalised = (text ?? '').toLowerCase().replace(/[’`]/g, "'");
  return AREA_KEYWORDS.filter(([, words]) =>
    words.some((word) => new RegExp(`(^|[^a-z])${escape(word)}([^a-z]|$)`).test(normalised)),
  ).map(([area]) => area);
}

/** Whether an exercise loads any of the injured areas. */
export function stressesInjury(exercise: PlanExercise, areas: readonly BodyArea[]): boolean {
  return exercise.stresses.some((stress) => (areas as readonly string[]).includes(stress));
}

const AREA_WORDS: Record<BodyArea, string> = {
  knee: 'knee', hip: 'hip', lower_back: 'lower back', shoulder: 'shoulder',
  elbow: 'elbow', wrist: 'wrist', ankle: 'ankle', neck: 'neck',
};

export const areaWords = (area: BodyArea) => AREA_WORDS[area];

/** The injury notes of a plan: what was avoided, and to see a professional and stop on sharp pain. */
export function injuryNotes(text: string | null, areas: readonly BodyArea[]): string[] {
  if (saysNoInjury(text)) return [];
  const safety = 'Stop any exercise that causes sharp or worsening pain, and see a physiotherapist or doctor before loading an injured area.';
  if (areas.length === 0) {
    return [
      `You mentioned: "${(text ?? '').trim().slice(0, 80)}". I could not tell which body area that is, so no exercises were removed for it.`,
      `Go gently and ${safety.charAt(0).toLowerCase()}${safety.slice(1)}`,
    ];
  }
  const list = areas.map(areaWords);
  return [
    `Because of your ${list.join(' and ')}, exercises that load ${list.length > 1 ? 'those areas' : 'that area'} were left out and safer ones chosen.`,
    safety,
  ];
}
