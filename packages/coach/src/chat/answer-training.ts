import { spaced } from '@spotter/core/view-models';
import type { Draft } from './draft.js';
import { capitalise, listOf } from '../prose/text.js';
import { liftIn, type LiftFamily } from './lift-knowledge.js';
import { planSessions, sessionForWeekday, WEEKDAYS } from './plan-sessions.js';
import type { CoachContext } from './types.js';

const goalOf = (context: CoachContext): string => String(context.profile.primary_goal);

/** Rest between sets by goal: [heavy compound lifts, accessories]. */
const REST_BY_GOAL: Record<string, readonly [string, string]> = {
  strength: ['2-5 minutes (3 is a good default)', '60-90 seconds'],
  muscle: ['2-3 minutes', '60-90 seconds'],
  endurance: ['60-90 seconds', '30-60 seconds'],
  weight_loss: ['90 seconds to 2 minutes', '45-60 seconds'],
  performance: ['2-4 minutes', '60-90 seconds'],
  general: ['2-3 minutes', '60-90 seconds'],
};

export function restPeriodsDraft(context: CoachContext, lift: LiftFamily | null): Draft {
  const goal = goalOf(context);
  const [heavy, light] = REST_BY_GOAL[goal] ?? REST_BY_GOAL.general!;
  const lead = lift
    ? `Between sets of ${lift.plural}, rest ${lift.compound ? heavy : light} for your ${spaced(goal)} goal.`
    : `For your ${spaced(goal)} goal, rest ${heavy} between sets of the big compound lifts and ${light} between accessory sets.`;
  return {
    intent: 'rest_periods', grounded: true, kind: 'info',
    lead,
    points: [
      'Start the next set when your breathing has settled and you could repeat the last set\'s reps with good form.',
      'If your reps drop by more than 2 from one set to the next, rest longer rather than shorter.',
    ],
    technical: ['Longer rests (3-5 min) preserve load and bar speed on heavy sets; short rests mostly add fatigue, not results.'],
  };
}

const TEMPO_BY_GOAL: Record<string, string> = {
  strength: 'lower under control in 2-3 s and lift with intent: speed on the way up is what moves heavy weight',
  muscle: 'a slow 3 s lowering and a 1 s pause add tension; keep the lift itself smooth',
  endurance: 'a steady, even rhythm you can hold for the whole set (about 2 s down, 1 s up)',
  weight_loss: 'controlled 2 s lowering and a steady lift, so form holds as you tire',
  performance: 'a controlled lowering and the fastest lift you can do with good form',
  general: 'about 2-3 s down and 1 s up, no bouncing',
};

export function tempoDraft(context: CoachContext, lift: LiftFamily | null): Draft {
  const goal = goalOf(context);
  return {
    intent: 'tempo', grounded: true, kind: 'info',
    lead: lift ? `For ${lift.plural}: ${lift.tempo}` : `For your ${spaced(goal)} goal: ${TEMPO_BY_GOAL[goal] ?? TEMPO_BY_GOAL.general}.`,
    points: [
      'Tempo is written as four numbers in seconds: lowering, pause at the bottom, lifting, pause at the top (3-1-1-0 means 3 s down, 1 s pause, 1 s up, no pause).',
      ...(lift ? [`For your ${spaced(goal)} goal: ${TEMPO_BY_GOAL[goal] ?? TEMPO_BY_GOAL.general}.`] : []),
      'A slower tempo makes the same weight harder: take 10-20% off the load when you first slow down.',
    ],
  };
}

export function deloadDraft(context: CoachContext): Draft {
  const weeks = Math.max(1, Math.round(context.profile.timeline_weeks));
  const every = weeks >= 10 ? 5 : 4;
  const deloadWeeks = Array.from({ length: Math.floor((weeks - 1) / every) }, (_, i) => (i + 1) * every);
  const when = deloadWeeks.length > 0
    ? `Over your ${weeks}-week timeline, plan one in week${deloadWeeks.length > 1 ? 's' : ''} ${listOf(deloadWeeks.map(String))}, or sooner if the signs below show up.`
    : `Your ${weeks}-week timeline is short, so you likely won't need one unless the signs below show up.`;
  return {
    intent: 'deload', grounded: true, kind: 'info',
    lead: 'A deload is a planned lighter week: keep the same exercises, cut your sets by about half and the load by about 10%.',
    points: [
      when,
      'Signs you need one sooner: your lifts stall or drop for two weeks, joints ache, sleep gets worse, or you dread every session.',
      'Come back the week after at your previous loads; most people feel stronger.',
    ],
  };
}

/** The first lift of the session on a weekday, from the plan. */
function sessionOn(context: CoachContext, now: Date) {
  const plan = context.latestPlan;
  if (!plan || plan.plan_text.trim() === '') return null;
  return sessionForWeekday(planSessions(plan), now.getDay(), context.profile.days_per_week);
}

export function warmUpDraft(context: CoachContext, now: Date, lift: LiftFamily | null): Draft {
  const general = '5 minutes of easy cardio (brisk walk, bike or rope) until you are warm and breathing a little faster.';
  const pick = sessionOn(context, now);
  const today = `today (${WEEKDAYS[now.getDay()]})`;
  if (!lift && pick?.kind === 'session') {
    const first = pick.session.lines[0] ?? null;
    const family = first ? liftIn(first) : null;
    return {
      intent: 'warmup', grounded: true, kind: 'info',
      lead: `${capitalise(today)} is ${pick.session.label}, so warm up for ${first ?? 'the first exercise'}:`,
      points: [
        general,
        `Dynamic moves for what you'll train: leg swings, hip openers and bodyweight squats for legs; arm circles and band pull-aparts for upper body.`,
        family ? family.warmUp : `Ramp-up sets of ${first ?? 'your first exercise'}: a light set of 8-10, then 1-2 sets building toward your working weight.`,
      ],
      detail: ['The whole warm-up takes about 10 minutes; skip long static stretches before lifting.'],
    };
  }
  const restNote = pick?.kind === 'rest' ? [`${capitalise(today)} is a rest day in your plan; this is for your next session.`] : [];
  return {
    intent: 'warmup', grounded: pick !== null, kind: 'info',
    lead: lift ? `Warm up for ${lift.plural} in about 10 minutes:` : 'A good warm-up takes about 10 minutes:',
    points: [
      general,
      'Dynamic mobility for the joints you\'ll use: leg swings, hip openers and bodyweight squats, or arm circles and band pull-aparts.',
      lift ? lift.warmUp : 'Ramp-up sets of your first lift: a light set of 8-10, then 1-2 sets building toward your working weight.',
    ],
    detail: restNote,
  };
}
