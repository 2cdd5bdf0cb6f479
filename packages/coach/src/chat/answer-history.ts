import { plural, spaced } from '@spotter/core/view-models';
import type { Draft } from './draft.js';
import { listOf } from '../prose/text.js';
import { formatNumber, shortDate } from './draft.js';
import { readAnalysis } from './answer-records.js';
import type { CoachContext } from './types.js';

interface Window {
  from: Date;
  to: Date;
  label: string;
}

const DAY = 86_400_000;
const startOfDay = (date: Date): Date => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/** The days a question about the past means: last week (Monday to Sunday), this week, yesterday, or the last 14 days. */
export function askedWindow(message: string, now: Date): Window {
  const today = startOfDay(now);
  const monday = new Date(today.getTime() - ((today.getDay() + 6) % 7) * DAY);
  if (/\blast week\b|\bprevious week\b/i.test(message))
    return { from: new Date(monday.getTime() - 7 * DAY), to: monday, label: 'last week' };
  if (/\bthis week\b/i.test(message)) return { from: monday, to: new Date(today.getTime() + DAY), label: 'this week' };
  if (/\byesterday\b/i.test(message)) return { from: new Date(today.getTime() - DAY), to: today, label: 'yesterday' };
  if (/\blast month\b|\bthis month\b/i.test(message))
    return {
      from: new Date(today.getTime() - 30 * DAY),
      to: new Date(today.getTime() + DAY),
      label: 'in the last 30 days',
    };
  return {
    from: new Date(today.getTime() - 14 * DAY),
    to: new Date(today.getTime() + DAY),
    label: 'in the last two weeks',
  };
}

/** A load in the user's units: the log keeps kilograms; pounds to the nearest half. */
const loadIn = (kg: number, units: 'kg' | 'lb' | undefined): string =>
  units === 'lb' ? `${formatNumber(Math.round(kg * 2.20462 * 2) / 2)} lb` : `${formatNumber(kg)} kg`;

const within = (iso: string, window: Window): boolean => {
  const t = new Date(iso).getTime();
  return t >= window.from.getTime() && t < window.to.getTime();
};

const day = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "What did I do last week?": the sets, personal bests and videos recorded in that window, and nothing invented. */
export function historyDraft(context: CoachContext, message: string, now: Date): Draft {
  const window = askedWindow(message, now);
  type Entry = { at: string; line: string };
  const entries: Entry[] = [];
  for (const set of context.recentSets ?? []) {
    if (!within(set.performed_at, window)) continue;
    const load = set.load_kg ? ` @ ${loadIn(set.load_kg, context.profile.units)}` : '';
    entries.push({
      at: set.performed_at,
      line: `${day(set.performed_at)}: ${spaced(set.exercise_name)}, ${plural(set.reps, 'rep')}${load}`,
    });
  }
  for (const pb of context.personalBests) {
    if (!within(pb.achieved_at, window)) continue;
    entries.push({
      at: pb.achieved_at,
      line: `${day(pb.achieved_at)}: new personal best, ${spaced(pb.exercise_name)} ${formatNumber(pb.value)} ${pb.unit}`,
    });
  }
  const feedback = context.latestFeedback;
  const isSet = (iso: string) => (context.recentSets ?? []).some((set) => set.performed_at === iso);
  if (feedback && within(feedback.created_at, window) && !isSet(feedback.created_at)) {
    const analysis = readAnalysis(feedback.analysis);
    const reps = analysis?.reps !== undefined ? `, ${plural(analysis.reps, 'rep')} counted` : '';
    const fault = analysis?.faults[0]?.message
      ? `; ${analysis.faults[0].message.replace(/\.$/, '').toLowerCase()}`
      : '';
    entries.push({
      at: feedback.created_at,
      line: `${day(feedback.created_at)}: ${spaced(feedback.exercise_name ?? 'exercise')} video${reps}${fault}`,
    });
  }
  entries.sort((a, b) => a.at.localeCompare(b.at));
  if (entries.length === 0) {
    const latest = [...context.personalBests].sort((a, b) => b.achieved_at.localeCompare(a.achieved_at))[0];
    return {
      intent: 'history',
      grounded: latest !== undefined,
      kind: 'empty',
      lead: `I have nothing recorded ${window.label}.`,
      points: latest
        ? [
            `Your most recent record: ${spaced(latest.exercise_name)} ${formatNumber(latest.value)} ${latest.unit} on ${shortDate(latest.achieved_at)}.`,
          ]
        : [],
      next: 'I only see what you record: upload a set or log a personal best and it shows up here.',
    };
  }
  return {
    intent: 'history',
    grounded: true,
    kind: 'info',
    lead: `Here's what you recorded ${window.label}:`,
    points: entries.map((e) => e.line),
    detail: ['I only see sets you upload or log, so sessions you did without recording them are not here.'],
  };
}

const GOAL_MEASURE: Record<string, string> = {
  strength: 'more load or more reps at the same load on your main lifts',
  muscle: 'more reps or load across your sets, and measurements over months',
  endurance: 'more reps or longer sets at the same effort, and shorter rests',
  weight_loss: 'your weekly average body weight and waist, plus keeping your strength',
  performance: 'faster, more powerful reps and better scores on the skills you train',
  general: 'showing up on your training days and small steady gains in reps or load',
};

/** "Am I on track for my goal?": the goal, what the records show, and how progress is measured for it. */
export function goalProgressDraft(context: CoachContext): Draft {
  const { profile, personalBests } = context;
  const goal = String(profile.primary_goal);
  const bests = [...personalBests].sort((a, b) => b.achieved_at.localeCompare(a.achieved_at));
  const record =
    bests.length > 0
      ? `So far you have ${bests.length} personal best${bests.length === 1 ? '' : 's'}: ${listOf(bests.slice(0, 3).map((pb) => `${spaced(pb.exercise_name)} ${formatNumber(pb.value)} ${pb.unit}`))}.`
      : "You don't have any personal bests recorded yet, so I can't measure progress yet.";
  return {
    intent: 'goal_progress',
    grounded: true,
    kind: bests.length > 0 ? 'info' : 'empty',
    lead: `Your goal is ${spaced(goal)}: ${profile.days_per_week} days a week over ${profile.timeline_weeks} weeks.`,
    points: [
      record,
      `For ${spaced(goal)}, progress means ${GOAL_MEASURE[goal] ?? GOAL_MEASURE.general}.`,
      context.latestPlan
        ? "Stick to your plan's sessions and film one set of each main lift every 2-3 weeks so we can compare."
        : 'A plan would help: scan your equipment on the dashboard to get one.',
    ],
  };
}
