import type { Draft } from './draft.js';
import { capitalise, listOf } from '../prose/text.js';
import type { ExerciseLookup } from './exercise-lookup.js';
import { AREA_LABEL, areaIn, type Area, type LiftFamily } from './lift-knowledge.js';
import { officialEntry, sparingMoves, swapsFor } from './library-moves.js';
import type { CoachContext } from './types.js';

/** Patterns to train around an area that hurts or needs sparing. */
const PATTERNS_AROUND: Record<Area, readonly string[]> = {
  knee: ['hinge', 'pull_horizontal', 'push_horizontal', 'core'],
  lower_back: ['squat', 'pull_horizontal', 'push_horizontal', 'core'],
  shoulder: ['squat', 'hinge', 'lunge', 'core'],
  elbow: ['squat', 'hinge', 'lunge', 'core'],
  wrist: ['squat', 'hinge', 'lunge', 'core'],
  hip: ['push_horizontal', 'pull_horizontal', 'push_vertical', 'core'],
  ankle: ['hinge', 'push_horizontal', 'pull_horizontal', 'core'],
  neck: ['lunge', 'hinge', 'core'],
};

/** The closest other pattern when nothing of the same one fits the equipment. */
const NEAR_PATTERN: Record<string, string> = {
  pull_vertical: 'pull_horizontal',
  pull_horizontal: 'pull_vertical',
  push_vertical: 'push_horizontal',
  push_horizontal: 'push_vertical',
  squat: 'lunge',
  lunge: 'squat',
  hinge: 'lunge',
};

const names = (exercises: readonly { name: string }[]): string => listOf(exercises.map((e) => e.name));

/** "Is X bad for my knees?": what the lift loads, what keeps it safe, and gentler options. */
export function jointSafetyDraft(
  context: CoachContext,
  message: string,
  lift: LiftFamily | null,
  lookup: ExerciseLookup,
  named: Area | null = null,
): Draft {
  const area = named ?? areaIn(message) ?? injuredArea(context) ?? 'knee';
  const hurtsNow = HURTS_NOW.test(message);
  const label = AREA_LABEL[area];
  const exerciseName = lookup.match?.name ?? null;
  const entry = exerciseName ? officialEntry(exerciseName) : null;
  const subject = exerciseName ?? (lift ? capitalise(lift.plural) : null);
  const loads = entry ? entry.stresses.includes(area) : lift ? Boolean(lift.checks[area]) : true;
  const checks = lift?.checks[area] ?? [];
  const pattern = entry?.movement_pattern ?? lift?.pattern ?? null;
  const gentler = pattern
    ? swapsFor({
        pattern,
        avoid: area,
        equipment: context.profile.equipment_list,
        exclude: exerciseName ? [exerciseName] : [],
      })
    : [];
  const injury = context.profile.injuries;
  if (hurtsNow) return sorePartDraft({ label, subject: lift?.plural ?? exerciseName, checks, gentler, injury });
  return {
    intent: 'joint_safety',
    grounded: injury !== null || entry !== null,
    kind: 'safety',
    lead: !subject
      ? `Loading your ${label} isn't bad for healthy ${label}: joints adapt to load that rises gradually with good form.`
      : loads
        ? `${subject} ${plural(subject) ? 'load' : 'loads'} your ${label}, but that isn't bad for healthy ${label}: joints adapt to load that rises gradually with good form.`
        : `${subject} ${plural(subject) ? "don't" : "doesn't"} load your ${label} much, so it is a friendly choice for them.`,
    points: [
      ...(checks.length > 0 ? [`What matters for your ${label}: avoid ${listOf(checks.slice(0, 3))}.`] : []),
      'Add load in small steps and keep every rep in a range that feels fine during and the day after.',
      ...(gentler.length > 0 ? [`If your ${label} complain, options that spare them: ${names(gentler)}.`] : []),
    ],
    detail: [
      ...(injury
        ? [
            `You've noted "${injury}" in your profile: keep ${exerciseName ?? 'it'} pain-free and check with a physiotherapist if it flares up.`,
          ]
        : []),
      'Sharp pain, swelling or pain that lingers is a reason to stop that exercise and get it checked.',
    ],
  };
}

/** "with a sore knee", "my bad shoulder": the question comes with pain now, not about healthy joints. */
const HURTS_NOW =
  /\b(sore|hurt\w*|pain\w*|injur\w*|dodgy|tweaked|tender|aching|achy|arthritis|niggle)\b|\b(bad|weak|dodgy)\s+(left |right |lower )?(knee|back|shoulder|elbow|wrist|hip|ankle|neck)|\b(knee|back|shoulder|elbow|wrist|hip|ankle|neck)s?\s+(problem|issue)s?\b/i;

interface SorePart {
  label: string;
  subject: string | null;
  checks: readonly string[];
  gentler: readonly { name: string }[];
  injury: string | null;
}

/** "Are lunges safe with a sore knee?": pain rules first, then what may stay in and what spares the joint. */
function sorePartDraft(part: SorePart): Draft {
  const { label, subject, checks, gentler, injury } = part;
  return {
    intent: 'joint_safety',
    grounded: injury !== null,
    kind: 'safety',
    lead: `With sore ${label}, ${subject ? `${subject} are` : 'an exercise is'} only okay if ${subject ? 'they stay' : 'it stays'} pain-free during the set and the day after; stop if the pain is sharp or gets worse.`,
    points: [
      "Lighten the load and shorten the range to what feels fine; don't push through pain.",
      ...(gentler.length > 0 ? [`Options that spare your ${label} meanwhile: ${names(gentler)}.`] : []),
      ...(checks.length > 0 ? [`When it has settled, check for ${listOf(checks.slice(0, 3))}.`] : []),
      'If it lasts more than a few days, keeps coming back or swells, see a physiotherapist or doctor.',
    ],
    detail: [
      "I can't diagnose pain, so I won't guess at the cause.",
      ...(injury ? [`You've noted "${injury}" in your profile: treat a flare-up there the same way.`] : []),
    ],
  };
}

/** "What can I do instead of X?": same movement pattern, the user's equipment, sparing an injured or named area. */
export function substitutionDraft(
  context: CoachContext,
  message: string,
  lift: LiftFamily | null,
  lookup: ExerciseLookup,
): Draft {
  const exerciseName = lookup.match?.name ?? null;
  const entry = exerciseName ? officialEntry(exerciseName) : null;
  const pattern = entry?.movement_pattern ?? lift?.pattern ?? null;
  const subject = exerciseName ?? (lift ? lift.plural : null);
  if (!pattern || !subject) {
    return {
      intent: 'substitution',
      grounded: false,
      kind: 'empty',
      lead: "Tell me which exercise you want to replace and I'll suggest swaps that fit your equipment.",
      next: 'For example: "what can I do instead of barbell bench press?"',
    };
  }
  const area = areaIn(message) ?? injuredArea(context);
  const equipment = context.profile.equipment_list;
  const exclude = exerciseName ? [exerciseName] : [];
  const same = swapsFor({ pattern, avoid: area, equipment, exclude, limit: 3 });
  const near = NEAR_PATTERN[pattern];
  const closest =
    same.length === 0 && near ? swapsFor({ pattern: near, avoid: area, equipment, exclude, limit: 3 }) : [];
  const swaps = same.length > 0 ? same : closest;
  const around = swaps.length === 0 && area ? sparingMoves(area, equipment, PATTERNS_AROUND[area]) : [];
  const gear = equipment.length > 0 ? `with your ${listOf(equipment)}` : 'with common gym equipment';
  const spare = area ? ` that spare your ${AREA_LABEL[area]}` : '';
  const lead =
    same.length > 0
      ? `Instead of ${subject}, ${gear}${spare}:`
      : closest.length > 0
        ? `${capitalise(gear)} there's no way to do the same movement as ${subject}; these train the same muscles from a different angle:`
        : `I have no swap for ${subject} ${gear}${spare} that trains the same movement.`;
  return {
    intent: 'substitution',
    grounded: true,
    kind: swaps.length > 0 ? 'info' : 'empty',
    lead,
    points:
      swaps.length > 0
        ? swaps.map((e) => `${e.name} (${e.difficulty_level}): ${e.primary_cues[0] ?? ''}`)
        : around.length > 0
          ? [`Train around it for now with ${names(around)}.`]
          : [],
    detail: ['Keep the same sets and effort; the reps may need adjusting for the new exercise.'],
  };
}

/** Soreness or injury: the signs that tell them apart, and what to do with each. */
export function sorenessDraft(context: CoachContext): Draft {
  const injury = context.profile.injuries;
  return {
    intent: 'soreness',
    grounded: injury !== null,
    kind: 'safety',
    lead: 'Normal muscle soreness is a dull, spread-out ache in the muscles you trained that peaks 1-3 days later and eases as you warm up.',
    points: [
      'Signs of an injury instead: sharp or stabbing pain, pain in a joint or one exact spot, pain that started suddenly during a rep, swelling or bruising, or pain that gets worse as you move.',
      'Soreness: keep training lighter, walk, sleep well; it fades within a few days.',
      'Injury signs: stop the exercise that causes it and see a physiotherapist or doctor if it lasts more than a few days.',
      'Get urgent care for chest pain, numbness or tingling, a pop with swelling, or if you cannot bear weight.',
    ],
    detail: injury ? [`You've noted "${injury}" in your profile: pain there deserves the careful answer.`] : [],
  };
}

/** The first body area the profile's injuries mention. */
export function injuredArea(context: CoachContext): Area | null {
  return context.profile.injuries ? areaIn(context.profile.injuries) : null;
}

/** "Squats load…" vs "Goblet Squat loads…". */
const plural = (subject: string): boolean => /s$/i.test(subject) && !/press$|ss$/i.test(subject);
