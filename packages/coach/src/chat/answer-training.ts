import { spaced } from '@spotter/core/view-models';
import type { Draft } from './draft.js';
import { capitalise, listOf } from '../prose/text.js';
import type { Goal } from '@spotter/core/constants';
import { liftIn, type LiftFamily } from './lift-knowledge.js';
import { PRESCRIPTIONS, restSpan, type Prescription } from '../plan/prescription.js';
import { planSessions, sessionForWeekday, WEEKDAYS } from './plan-sessions.js';
import type { CoachContext } from './types.js';

const goalOf = (context: CoachContext): string => String(context.profile.primary_goal);

/** The goal's row of the plan's table (sets, reps, rest, tempo): the chat reads the same numbers the plan prints. */
const rowFor = (context: CoachContext): Prescription => PRESCRIPTIONS[goalOf(context) as Goal] ?? PRESCRIPTIONS.general;

/** A lift's own tempo cue without its numbers: the numbers are the goal's, from the plan's table. */
const liftCue = (lift: LiftFamily): string => lift.tempo.replace(/\s*\(an? [\d-]+ tempo\)/, '');

export function restPeriodsDraft(context: CoachContext, lift: LiftFamily | null): Draft {
  const goal = goalOf(context);
  const row = rowFor(context);
  const main = restSpan(row.main.rest_sec);
  const accessory = restSpan(row.accessory.rest_sec);
  const lead = row.circuit
    ? `Your ${spaced(goal)} plan runs as a circuit: rest ${restSpan(row.main.rest_sec)} between exercises and about 90 s between rounds.`
    : lift
      ? `Between sets of ${lift.plural}, rest ${lift.compound ? main : accessory} for your ${spaced(goal)} goal, as your plan says.`
      : `For your ${spaced(goal)} goal, rest ${main} between sets of the main lifts and ${accessory} between accessory sets, as your plan says.`;
  return {
    intent: 'rest_periods',
    grounded: true,
    kind: 'info',
    lead,
    points: [
      "Start the next set when your breathing has settled and you could repeat the last set's reps with good form.",
      'If your reps drop by more than 2 from one set to the next, rest a little longer rather than shorter.',
    ],
    technical: [
      'Longer rests preserve load and bar speed on heavy sets; cutting them mostly adds fatigue, not results.',
    ],
  };
}

export function tempoDraft(context: CoachContext, lift: LiftFamily | null): Draft {
  const goal = goalOf(context);
  const { tempo } = rowFor(context);
  return {
    intent: 'tempo',
    grounded: true,
    kind: 'info',
    lead: `${lift ? `For ${lift.plural} and your` : 'For your'} ${spaced(goal)} goal, use a ${tempo.code} tempo: ${tempo.words}.`,
    points: [
      'Tempo is written as four numbers in seconds: lowering, pause at the bottom, lifting, pause at the top (3-1-1-0 means 3 s down, 1 s pause, 1 s up, no pause).',
      ...(lift ? [`On ${lift.plural}: ${liftCue(lift)}`] : []),
      'A slower tempo makes the same weight harder: take 10-20% off the load when you first slow down.',
    ],
  };
}

/** "How many sets and reps?": the goal's row of the plan's table. */
export function setsRepsDraft(context: CoachContext, lift: LiftFamily | null): Draft {
  const goal = goalOf(context);
  const row = rowFor(context);
  const main = `${row.main.sets} sets of ${row.main.reps} reps, rest ${restSpan(row.main.rest_sec)}`;
  const accessory = `${row.accessory.sets} sets of ${row.accessory.reps}, rest ${restSpan(row.accessory.rest_sec)}`;
  return {
    intent: 'sets_reps',
    grounded: true,
    kind: 'info',
    lead:
      lift && lift.compound
        ? `For your ${spaced(goal)} goal, ${lift.plural} as a main lift: ${main}.`
        : `For your ${spaced(goal)} goal: main lifts ${main}; accessories ${accessory}.`,
    points: [
      `How hard: ${row.intensity}`,
      'Bodyweight moves are dosed by reps in reserve rather than a percentage: pick a variation you can do for the reps with 1-3 left in the tank.',
      'When you reach the top of the rep range on every set, add a little load (or a harder variation) next time.',
    ],
  };
}

/** "How many days a week should I train?": what the plan is built on, and the general rule. */
export function frequencyDraft(context: CoachContext): Draft {
  const days = context.profile.days_per_week;
  const goal = goalOf(context);
  return {
    intent: 'training_frequency',
    grounded: true,
    kind: 'info',
    lead: `Your plan is built on ${days} training day${days === 1 ? '' : 's'} a week for your ${spaced(goal)} goal; 3-4 days suits most people and is enough to progress.`,
    points: [
      'Train each muscle group about twice a week; full-body sessions do that in 2-3 days, an upper/lower split in 4.',
      'Leave about 48 hours between hard sessions for the same muscles; walking and mobility are fine every day.',
      'Beginners progress well on 2-3 days; add a day only when you recover well from the ones you do.',
      'Change your training days in your profile and I will rebuild the plan to match.',
    ],
  };
}

export function deloadDraft(context: CoachContext): Draft {
  const weeks = Math.max(1, Math.round(context.profile.timeline_weeks));
  const every = weeks >= 10 ? 5 : 4;
  const deloadWeeks = Array.from({ length: Math.floor((weeks - 1) / every) }, (_, i) => (i + 1) * every);
  const when =
    deloadWeeks.length > 0
      ? `Over your ${weeks}-week timeline, plan one in week${deloadWeeks.length > 1 ? 's' : ''} ${listOf(deloadWeeks.map(String))}, or sooner if the signs below show up.`
      : `Your ${weeks}-week timeline is short, so you likely won't need one unless the signs below show up.`;
  return {
    intent: 'deload',
    grounded: true,
    kind: 'info',
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
  const general =
    '5 minutes of easy cardio (brisk walk, bike or rope) until you are warm and breathing a little faster.';
  const pick = sessionOn(context, now);
  const today = `today (${WEEKDAYS[now.getDay()]})`;
  if (!lift && pick?.kind === 'session') {
    const first = pick.session.lines[0] ?? null;
    const family = first ? liftIn(first) : null;
    return {
      intent: 'warmup',
      grounded: true,
      kind: 'info',
      lead: `${capitalise(today)} is ${pick.session.label}, so warm up for ${first ?? 'the first exercise'}:`,
      points: [
        general,
        `Dynamic moves for what you'll train: leg swings, hip openers and bodyweight squats for legs; arm circles and band pull-aparts for upper body.`,
        family
          ? family.warmUp
          : `Ramp-up sets of ${first ?? 'your first exercise'}: a light set of 8-10, then 1-2 sets building toward your working weight.`,
      ],
      detail: ['The whole warm-up takes about 10 minutes; save long static stretches for after training.'],
    };
  }
  const restNote =
    pick?.kind === 'rest' ? [`${capitalise(today)} is a rest day in your plan; this is for your next session.`] : [];
  return {
    intent: 'warmup',
    grounded: pick !== null,
    kind: 'info',
    lead: lift ? `Warm up for ${lift.plural} in about 10 minutes:` : 'A good warm-up takes about 10 minutes:',
    points: [
      general,
      "Dynamic mobility for the joints you'll use: leg swings, hip openers and bodyweight squats, or arm circles and band pull-aparts.",
      lift
        ? lift.warmUp
        : 'Ramp-up sets of your first lift: a light set of 8-10, then 1-2 sets building toward your working weight.',
    ],
    detail: [
      ...restNote,
      'Skip long static stretches before lifting (they can sap strength for a while); save them for after training or a separate session.',
    ],
  };
}
