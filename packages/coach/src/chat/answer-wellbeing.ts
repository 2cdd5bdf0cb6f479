import type { Draft } from './draft.js';
import { formatNumber, shortDate } from './draft.js';
import { stems } from './text-match.js';
import type { CoachContext } from './types.js';

const goalLabel = (goal: string): string => goal.replace(/_/g, ' ');

export function recoveryDraft(context: CoachContext): Draft {
  const days = Math.min(7, Math.max(1, Math.round(context.profile.days_per_week)));
  const restDays = 7 - days;
  const restLine = restDays >= 2
    ? `Put your ${restDays} rest days between hard sessions rather than all together.`
    : 'With so few rest days, alternate hard and easy sessions and keep at least one day fully off.';
  return {
    intent: 'recovery', grounded: true, kind: 'info',
    lead: `You train ${days} day${days === 1 ? '' : 's'} a week, so you have ${restDays} rest day${restDays === 1 ? '' : 's'}.`,
    points: [
      restLine,
      'Sleep is your best recovery tool: aim for 7-9 hours.',
      'On rest days, walk or do easy mobility; muscle soreness usually peaks one to three days after a new workout.',
      'If your lifts stall for two weeks or you feel run down, take a lighter deload week.',
    ],
    detail: ['Recovery is when the training turns into progress, so rest days are part of the plan, not a break from it.'],
    technical: ['Deload: keep the exercises, cut sets by about 40-50% and load by about 10% for one week, every 4-8 weeks or when performance drops.'],
  };
}

export function nutritionDraft(context: CoachContext, message: string): Draft {
  const { profile } = context;
  const weight = profile.weight_kg ?? null;
  const protein = weight
    ? `Protein: about 1.6-2.2 g per kg of body weight a day; at ${weight} kg that is roughly ${Math.round(weight * 1.6)}-${Math.round(weight * 2.2)} g, spread over 3-5 meals.`
    : 'Protein: about 1.6-2.2 g per kg of body weight a day, spread over 3-5 meals.';
  const goal = profile.primary_goal;
  const energy = goal === 'weight_loss'
    ? 'For your weight-loss goal, a modest deficit of about 300-500 kcal a day below maintenance keeps training quality up; crash diets cost muscle.'
    : goal === 'muscle'
      ? 'For your muscle goal, a small surplus of about 200-300 kcal a day is enough; more mostly adds fat.'
      : `For your ${goalLabel(goal)} goal, eat around maintenance and build meals on protein, vegetables and whole-food carbs.`;
  const asksWater = ['water', 'hydration', 'hydrated', 'drink'].some((w) => stems(message).includes(w));
  const water = 'Hydration: drink water through the day and around training; pale-yellow urine is a simple check.';
  return {
    intent: 'nutrition', grounded: true, kind: 'info',
    lead: asksWater ? water : protein,
    points: asksWater ? [protein, energy] : [energy, water],
    detail: ['This is general guidance, not medical advice: with a medical condition, pregnancy or a history of disordered eating, talk to a doctor or registered dietitian first.'],
    technical: ['Rough maintenance is 30-35 kcal per kg a day for active adults; track your weekly average weight for 2-3 weeks and adjust intake by 100-200 kcal at a time.'],
  };
}

export function motivationDraft(context: CoachContext): Draft {
  const { profile, personalBests } = context;
  const latest = [...personalBests].sort((a, b) => b.achieved_at.localeCompare(a.achieved_at))[0];
  const points = [
    `Your goal: ${goalLabel(profile.primary_goal)}, ${profile.days_per_week} days a week over ${profile.timeline_weeks} weeks.`,
    'Shrink the ask: commit to just the warm-up. Most days, once you start, you finish.',
    'Miss a day? Just do the next session; consistency beats perfect weeks.',
  ];
  if (latest) {
    points.splice(1, 0, `You've already set ${personalBests.length} personal best${personalBests.length === 1 ? '' : 's'}, most recently ${latest.exercise_name.replace(/_/g, ' ')} at ${formatNumber(latest.value)} ${latest.unit} on ${shortDate(latest.achieved_at)}.`);
  }
  return {
    intent: 'motivation', grounded: true, kind: 'info',
    lead: 'Motivation comes and goes; habits carry you through the flat days.',
    points,
    next: 'Ask me "what\'s my workout today?" and let\'s get the first set done.',
  };
}
