import { spaced } from '@spotter/core/view-models';
import type { Draft } from './draft.js';
import { formatNumber, shortDate } from './draft.js';
import { stems } from './text-match.js';
import type { CoachContext } from './types.js';

export function recoveryDraft(context: CoachContext): Draft {
  const days = Math.min(7, Math.max(1, Math.round(context.profile.days_per_week)));
  const restDays = 7 - days;
  const restLine =
    restDays >= 2
      ? `Put your ${restDays} rest days between hard sessions rather than all together.`
      : 'With so few rest days, alternate hard and easy sessions and keep at least one day fully off.';
  return {
    intent: 'recovery',
    grounded: true,
    kind: 'info',
    lead: `You train ${days} day${days === 1 ? '' : 's'} a week, so you have ${restDays} rest day${restDays === 1 ? '' : 's'}.`,
    points: [
      restLine,
      'Sleep is your best recovery tool: aim for 7-9 hours.',
      'On rest days, walk or do easy mobility; muscle soreness usually peaks one to three days after a new workout.',
    ],
    detail: [
      'Recovery is when the training turns into progress, so rest days are part of the plan, not a break from it.',
    ],
    technical: [
      'Deload: keep the exercises, cut sets by about 40-50% and load by about 10% for one week, every 4-8 weeks or when performance drops.',
    ],
  };
}

/**
 * What the evidence says of the supplements lifters ask about, each found by the words that name it. A question
 * about one is answered about it first; the daily basics follow.
 */
const SUPPLEMENTS: readonly { names: RegExp; answer: string }[] = [
  {
    names: /\bcreatine\b/i,
    answer:
      'Creatine monohydrate is the best-studied supplement for lifting and is worth taking if you want it: 3-5 g a day, every day, at any time; over weeks it adds a little strength and muscle. No loading phase is needed, and healthy kidneys handle it (with kidney disease, ask your doctor first).',
  },
  {
    names: /\b(caffeine|pre-?workouts?|coffee)\b/i,
    answer:
      'Caffeine helps performance at about 3 mg per kg of body weight, 30-60 minutes before training (a strong coffee or two); most pre-workouts are mainly caffeine. Keep it 8 hours clear of bedtime.',
  },
  {
    names: /\b(whey|protein (powder|shakes?)|shakes?|casein)\b/i,
    answer:
      'Protein powder is just food: handy when your meals fall short of your daily protein, not needed when they do not.',
  },
  {
    names: /\b(bcaas?|amino acids|test(osterone)? boosters?|fat burners?|glutamine)\b/i,
    answer:
      'BCAAs, glutamine, testosterone boosters and fat burners do little or nothing when you eat enough protein: save the money for food.',
  },
  {
    names: /\b(vitamins?|multivitamins?|fish oil|omega-?3|vitamin d|magnesium|supplements?)\b/i,
    answer:
      'Most supplements are only worth it to fill a gap: vitamin D in the darker months, or what a blood test shows you lack. Creatine is the one with good evidence for lifting (3-5 g a day).',
  },
];

/** The answer about the supplement a message names, or null. */
export function supplementAnswer(message: string): string | null {
  return SUPPLEMENTS.find((supplement) => supplement.names.test(message))?.answer ?? null;
}

export function nutritionDraft(context: CoachContext, message: string): Draft {
  const { profile } = context;
  const weight = profile.weight_kg ?? null;
  const protein = weight
    ? `Protein: about 1.6-2.2 g per kg of body weight a day; at ${weight} kg that is roughly ${Math.round(weight * 1.6)}-${Math.round(weight * 2.2)} g, spread over 3-5 meals.`
    : 'Protein: about 1.6-2.2 g per kg of body weight a day, spread over 3-5 meals.';
  const goal = profile.primary_goal;
  const energy =
    goal === 'weight_loss'
      ? 'For your weight-loss goal, a modest deficit of about 300-500 kcal a day below maintenance keeps training quality up; crash diets cost muscle.'
      : goal === 'muscle'
        ? 'For your muscle goal, a small surplus of about 200-300 kcal a day is enough; more mostly adds fat.'
        : `For your ${spaced(goal)} goal, eat around maintenance and build meals on protein, vegetables and whole-food carbs.`;
  const asksWater = ['water', 'hydration', 'hydrated', 'drink'].some((w) => stems(message).includes(w));
  const water = 'Hydration: drink water through the day and around training; pale-yellow urine is a simple check.';
  const supplement = asksWater ? null : supplementAnswer(message);
  return {
    intent: 'nutrition',
    grounded: true,
    kind: 'info',
    lead: supplement ?? (asksWater ? water : protein),
    points: [
      ...(supplement ? [protein, energy] : asksWater ? [protein, energy] : [energy, water]),
      'This is general guidance, not medical advice: with a medical condition, pregnancy or a history of disordered eating, talk to a doctor or registered dietitian first.',
    ],
    technical: [
      'Rough maintenance is 30-35 kcal per kg a day for active adults; track your weekly average weight for 2-3 weeks and adjust intake by 100-200 kcal at a time.',
    ],
  };
}

export function motivationDraft(context: CoachContext): Draft {
  const { profile, personalBests } = context;
  const latest = [...personalBests].sort((a, b) => b.achieved_at.localeCompare(a.achieved_at))[0];
  const points = [
    `Your goal: ${spaced(profile.primary_goal)}, ${profile.days_per_week} days a week over ${profile.timeline_weeks} weeks.`,
    'Shrink the ask: commit to just the warm-up. Most days, once you start, you finish.',
    'Miss a day? Just do the next session; consistency beats perfect weeks.',
  ];
  if (latest) {
    points.splice(
      1,
      0,
      `You've already set ${personalBests.length} personal best${personalBests.length === 1 ? '' : 's'}, most recently ${spaced(latest.exercise_name)} at ${formatNumber(latest.value)} ${latest.unit} on ${shortDate(latest.achieved_at)}.`,
    );
  }
  return {
    intent: 'motivation',
    grounded: true,
    kind: 'info',
    lead: 'Motivation comes and goes; habits carry you through the flat days.',
    points,
    next: 'Ask me "what\'s my workout today?" and let\'s get the first set done.',
  };
}

export function sleepDraft(context: CoachContext, message: string): Draft {
  const badNight =
    /\b(bad|badly|poor|poorly|little|barely|didn'?t|did not|couldn'?t|no)\b.*\b(sleep|slept)\b|\b(slept|sleep)\b.*\b(bad|badly|poor|poorly|hours?)\b|insomnia|tired/i.test(
      message,
    );
  const days = context.profile.days_per_week;
  return {
    intent: 'sleep',
    grounded: true,
    kind: 'info',
    lead: badNight
      ? 'After a short night you can still train: keep the plan, drop a set or take 10% off the load, and skip anything to failure.'
      : `Aim for 7-9 hours a night; with ${days} training day${days === 1 ? '' : 's'} a week, sleep is where the work turns into progress.`,
    points: [
      ...(badNight ? ['Aim for 7-9 hours a night; one bad night does little harm, several in a row do.'] : []),
      'Keep the same bed and wake-up time, even on weekends.',
      'Stop caffeine about 8 hours before bed, and finish hard sessions 2-3 hours before sleeping if you can.',
      'A cool, dark, quiet room helps; screens off 30-60 minutes before bed.',
    ],
    detail: [
      'If you snore loudly, wake up gasping or are sleepy all day despite enough hours, mention it to a doctor.',
    ],
  };
}

/** What to eat before or after training: timing and food, not daily totals. */
export function nutritionTimingDraft(context: CoachContext, message: string): Draft {
  const after = /\b(after|post|postworkout|recover)/i.test(message) && !/\b(before|pre|preworkout)\b/i.test(message);
  const weight = context.profile.weight_kg ?? null;
  if (after) {
    const grams = weight ? ` (at ${weight} kg, about ${Math.round(weight * 0.3)}-${Math.round(weight * 0.4)} g)` : '';
    return {
      intent: 'nutrition_timing',
      grounded: weight !== null,
      kind: 'info',
      lead: `After training, eat a normal meal with protein and carbs within a couple of hours: about 0.3-0.4 g of protein per kg${grams}.`,
      points: [
        'Examples: chicken, rice and vegetables; Greek yoghurt with fruit and granola; eggs on toast; a protein shake and a banana if a meal is hours away.',
        'Carbs refill the energy you used; more after long or hard sessions.',
        'Drink water to replace what you sweated out.',
      ],
      detail: ["There is no 30-minute window to race for: the whole day's eating matters more than the minutes after."],
    };
  }
  return {
    intent: 'nutrition_timing',
    grounded: false,
    kind: 'info',
    lead: 'Before training, eat a normal meal with carbs and some protein 2-3 hours ahead, or a small easy snack 30-60 minutes before.',
    points: [
      'Meal examples (2-3 h before): rice or pasta with chicken or tofu; oats with milk or yoghurt and fruit.',
      'Snack examples (30-60 min before): a banana, toast with honey or jam, a yoghurt.',
      'Keep it low in fat and fibre close to training so it sits well in your stomach.',
      'Drink about 300-500 ml of water in the 2 hours before.',
    ],
    detail: [
      'Training early on an empty stomach is fine for some people: if you feel weak or dizzy, have a small snack first.',
    ],
  };
}
