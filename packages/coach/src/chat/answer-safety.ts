import type { Draft } from './draft.js';
import { capitalise } from './draft.js';
import type { CoachExercise, CoachContext } from './types.js';

/** Symptoms that need urgent medical care rather than training advice. */
const RED_FLAGS: readonly (readonly [RegExp, string])[] = [
  [/chest (pain|tight|pressure|hurt)|pain in (my )?chest|heart (pain|racing|pounding)/i, 'chest pain or pressure'],
  [/numb|tingl|pins and needles/i, 'numbness or tingling'],
  [/short(ness)? of breath|can'?t breathe|cannot breathe|struggling to breathe/i, 'trouble breathing'],
  [/faint|pass(ed)? out|blacked out|dizz|light.?headed/i, 'dizziness or fainting'],
  [/heard a pop|popp(ed|ing)|\bsnap(ped)?\b/i, 'a pop or snap at the moment of injury'],
  [/can'?t (bear|put) weight|cannot (bear|put) weight|can'?t walk/i, "not being able to bear weight"],
  [/swell|swollen|bruis/i, 'swelling or bruising'],
  [/severe|unbearable|excruciating|worst pain/i, 'severe pain'],
  [/shoot(ing)? (pain )?down|radiat/i, 'pain shooting down a limb'],
  [/bladder|bowel|blurr(ed|y) vision|slurr|head (injury|knock)|concussion|vomit/i, 'a neurological or head symptom'],
];

export function redFlagsIn(message: string): string[] {
  return RED_FLAGS.filter(([pattern]) => pattern.test(message)).map(([, label]) => label);
}

const URGENT = 'Call your local emergency number or get to urgent care now';

export function painDraft(context: CoachContext, message: string, exercise: CoachExercise | null): Draft {
  const flags = redFlagsIn(message);
  const injuries = context.profile.injuries;
  const injuryNote = injuries
    ? [`You've noted "${injuries}" in your profile; if this is the same area, treat a flare-up the same way and get it checked.`]
    : [];
  if (flags.length > 0) {
    return {
      intent: 'pain', grounded: false, kind: 'safety',
      lead: `Stop training now. ${capitalise(flags[0] ?? 'that symptom')} needs a medical professional, not a workout tweak. ${URGENT}, especially if it is sudden or getting worse.`,
      points: [
        "Don't drive yourself if you feel faint or unwell; ask someone to help.",
        "I can't diagnose what's going on; a doctor can examine you properly.",
      ],
    };
  }
  const stopWhat = exercise ? 'Stop that exercise for now' : 'Stop the movement that causes it';
  return {
    intent: 'pain', grounded: injuries !== null, kind: 'safety',
    lead: `${stopWhat}: don't push through sharp or worsening pain.`,
    points: [
      'Train only what stays pain-free: lighten the load, shorten the range, or pick a variation that does not hurt.',
      'If the pain lasts more than a few days, keeps coming back or limits daily life, see a physiotherapist or doctor.',
      'Get urgent care for chest pain, numbness or tingling, a pop with swelling, or if you cannot bear weight.',
    ],
    detail: [
      "I can't diagnose pain, so I won't guess at the cause. Mild muscle soreness a day or two after training is normal; sharp, joint or nerve-like pain is a reason to stop.",
      ...injuryNote,
    ],
  };
}
