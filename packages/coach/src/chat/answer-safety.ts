import type { Draft } from './draft.js';
import { capitalise, listOf } from '../prose/text.js';
import { AREA_LABEL, areaIn, type Area, type LiftFamily } from './lift-knowledge.js';
import { swapsFor } from './library-moves.js';
import type { CoachExercise, CoachContext } from './types.js';

/** Symptoms that need urgent medical care rather than training advice. */
const RED_FLAGS: readonly (readonly [RegExp, string])[] = [
  [/chest (pain|tight|pressure|hurt)|pain in (my )?chest|heart (pain|racing|pounding)/i, 'chest pain or pressure'],
  [/numb|tingl|pins and needles/i, 'numbness or tingling'],
  [/short(ness)? of breath|can'?t breathe|cannot breathe|struggling to breathe/i, 'trouble breathing'],
  [/faint|pass(ed)? out|blacked out|dizz|light.?headed/i, 'dizziness or fainting'],
  [/heard a pop|popp(ed|ing)|\bsnap(ped)?\b/i, 'a pop or snap at the moment of injury'],
  [/can'?t (bear|put) weight|cannot (bear|put) weight|can'?t walk/i, 'not being able to bear weight'],
  [/swell|swollen|bruis/i, 'swelling or bruising'],
  [/severe|unbearable|excruciating|worst pain/i, 'severe pain'],
  [/shoot(ing)? (pain )?down|radiat/i, 'pain shooting down a limb'],
  [/bladder|bowel|blurr(ed|y) vision|slurr|head (injury|knock)|concussion|vomit/i, 'a neurological or head symptom'],
];

export function redFlagsIn(message: string): string[] {
  return RED_FLAGS.filter(([pattern]) => pattern.test(message)).map(([, label]) => label);
}

const URGENT = 'Call your local emergency number or get to urgent care now';

export function painDraft(
  context: CoachContext,
  message: string,
  exercise: CoachExercise | null,
  lift: LiftFamily | null,
  named: Area | null = null,
): Draft {
  const flags = redFlagsIn(message);
  const injuries = context.profile.injuries;
  const injuryNote = injuries
    ? [
        `You've noted "${injuries}" in your profile; if this is the same area, treat a flare-up the same way and get it checked.`,
      ]
    : [];
  if (flags.length > 0) {
    return {
      intent: 'pain',
      grounded: false,
      kind: 'safety',
      lead: `Stop training now. ${capitalise(flags[0] ?? 'that symptom')} needs a medical professional, not a workout tweak. ${URGENT}, especially if it is sudden or getting worse.`,
      points: [
        "Don't drive yourself if you feel faint or unwell; ask someone to help.",
        "I can't diagnose what's going on; a doctor can examine you properly.",
      ],
    };
  }
  const area = named ?? areaIn(message);
  const stopWhat = lift
    ? `Stop ${lift.doing} for now`
    : exercise
      ? 'Stop that exercise for now'
      : 'Stop the movement that causes it';
  const checks = lift && area ? (lift.checks[area] ?? []) : [];
  const swaps =
    lift && area
      ? swapsFor({ pattern: lift.pattern, avoid: area, equipment: context.profile.equipment_list, limit: 2 })
      : [];
  const where = area ? ` in your ${AREA_LABEL[area]}` : '';
  const specific: string[] = [];
  if (swaps.length > 0)
    specific.push(
      `Meanwhile, ${listOf(swaps.map((e) => e.name))} ${swaps.length > 1 ? 'train' : 'trains'} a similar movement with less load on your ${AREA_LABEL[area ?? 'knee']}, if ${swaps.length > 1 ? 'they stay' : 'it stays'} pain-free.`,
    );
  if (checks.length > 0) {
    specific.push(
      `Once it has settled and ${lift?.plural} feel fine again, come back light and check the habits that put more load on your ${AREA_LABEL[area ?? 'knee']}: ${listOf(checks.slice(0, 4))}. Film a set from the side and upload it so I can look.`,
    );
  }
  return {
    intent: 'pain',
    grounded: injuries !== null || checks.length > 0,
    kind: 'safety',
    lead: `${stopWhat}: don't push through sharp or worsening pain${where}.`,
    points: [
      'Train only what stays pain-free: lighten the load, shorten the range, or pick a variation that does not hurt.',
      ...specific,
      'If the pain lasts more than a few days, keeps coming back or limits daily life, see a physiotherapist or doctor.',
      'Get urgent care for chest pain, numbness or tingling, a pop with swelling, or if you cannot bear weight.',
    ],
    detail: [
      "I can't diagnose pain, so I won't guess at the cause. Mild muscle soreness a day or two after training is normal; sharp, joint or nerve-like pain is a reason to stop.",
      ...injuryNote,
    ],
  };
}
