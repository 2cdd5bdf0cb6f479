import { lowerFirst } from '../prose/text.js';
import { BODY_AREAS, type BodyArea, type PlanExercise } from './plan-schema.js';

/** Words in an injuries text and the body area each names (matched as whole words, lower-case). */
export const AREA_KEYWORDS: ReadonlyArray<readonly [BodyArea, readonly string[]]> = [
  [
    'knee',
    [
      'knee',
      'knees',
      'acl',
      'mcl',
      'pcl',
      'lcl',
      'meniscus',
      'menisci',
      'patella',
      'patellar',
      'kneecap',
      "runner's knee",
      "jumper's knee",
    ],
  ],
  [
    'lower_back',
    [
      'back',
      'lower back',
      'low back',
      'lumbar',
      'disc',
      'discs',
      'disk',
      'herniated',
      'sciatica',
      'spine',
      'spinal',
      'si joint',
      'sacroiliac',
    ],
  ],
  [
    'shoulder',
    ['shoulder', 'shoulders', 'rotator cuff', 'rotator', 'labrum', 'impingement', 'ac joint', 'collarbone', 'clavicle'],
  ],
  ['wrist', ['wrist', 'wrists', 'carpal', 'carpal tunnel', 'scaphoid']],
  ['elbow', ['elbow', 'elbows', 'tennis elbow', "golfer's elbow", 'epicondylitis']],
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

/**
 * Areas a movement pattern always loads, whatever a library entry lists: every squat, lunge and
 * jump bends the knee under load, every overhead press loads the shoulder. A library entry that
 * forgets one (Low-Bar Back Squat listed no knee) must not slip into a knee-injury plan.
 */
const PATTERN_LOADS: Partial<Record<string, readonly BodyArea[]>> = {
  squat: ['knee'],
  lunge: ['knee'],
  jump: ['knee', 'ankle'],
  push_vertical: ['shoulder'],
  olympic: ['wrist', 'shoulder'],
};

/** Areas an exercise's name gives away (community entries may have no pattern or stresses). */
const NAME_LOADS: ReadonlyArray<readonly [RegExp, readonly BodyArea[]]> = [
  [/squat|lunge|step-up|pistol|jump|burpee|sprint|\brun\b|thruster|wall ball|skip/i, ['knee']],
  [/deadlift|good morning|\bswing|snatch|clean|jefferson/i, ['lower_back']],
  [/overhead|handstand|jerk|snatch|\bdip\b|muscle-up|wall walk|pike push/i, ['shoulder']],
  [/push-up|handstand|burpee|crawl|wall walk|front squat|front rack|\bclean\b|thruster/i, ['wrist']],
  [/split squat|lunge|sumo|cossack|hip thrust|pigeon/i, ['hip']],
];

/** Every body area an exercise loads: the library's `stresses`, its pattern's and its name's. */
export function loadedAreas(exercise: Pick<PlanExercise, 'name' | 'movement_pattern' | 'stresses'>): BodyArea[] {
  const areas = new Set<string>(exercise.stresses);
  for (const area of PATTERN_LOADS[exercise.movement_pattern ?? ''] ?? []) areas.add(area);
  for (const [pattern, loads] of NAME_LOADS) if (pattern.test(exercise.name)) for (const area of loads) areas.add(area);
  return BODY_AREAS.filter((area) => areas.has(area));
}

/** Whether an exercise loads any of the injured areas. */
export function stressesInjury(
  exercise: Pick<PlanExercise, 'name' | 'movement_pattern' | 'stresses'>,
  areas: readonly BodyArea[],
): boolean {
  return areas.length > 0 && loadedAreas(exercise).some((area) => areas.includes(area));
}

const AREA_WORDS: Record<BodyArea, string> = {
  knee: 'knee',
  hip: 'hip',
  lower_back: 'lower back',
  shoulder: 'shoulder',
  elbow: 'elbow',
  wrist: 'wrist',
  ankle: 'ankle',
  neck: 'neck',
};

export const areaWords = (area: BodyArea) => AREA_WORDS[area];

/** The injury notes of a plan: what was avoided, and to see a professional and stop on sharp pain. */
export function injuryNotes(text: string | null, areas: readonly BodyArea[]): string[] {
  if (saysNoInjury(text)) return [];
  const safety =
    'Stop any exercise that causes sharp or worsening pain, and see a physiotherapist or doctor before loading an injured area.';
  if (areas.length === 0) {
    return [
      `You mentioned: "${(text ?? '').trim().slice(0, 80)}". I could not tell which body area that is, so no exercises were removed for it.`,
      `Go gently and ${lowerFirst(safety)}`,
    ];
  }
  const list = areas.map(areaWords);
  return [
    `Because of your ${list.join(' and ')}, exercises that load ${list.length > 1 ? 'those areas' : 'that area'} were left out and safer ones chosen.`,
    safety,
  ];
}
