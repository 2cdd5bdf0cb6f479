import type { Draft } from './draft.js';
import { capitalise, listOf } from '../prose/text.js';
import { liftIn, type LiftFamily } from './lift-knowledge.js';
import { planSessions, sessionForWeekday, WEEKDAYS, weekdayOf, type PlanSession } from './plan-sessions.js';
import { PRESCRIPTIONS, restSpan } from '../plan/prescription.js';
import type { TimeRef } from './understand/entities.js';
import { words } from './text-match.js';
import type { CoachContext } from './types.js';

const SCAN_HOW_TO =
  "Open 'Scan Equipment' on your dashboard and upload a photo of your equipment: I'll build a plan from your goal, training days and gear.";

/** Which weekday the user asks about: a named day, tomorrow, or today. */
export function askedWeekday(message: string, now: Date): { weekday: number; label: string } {
  const today = now.getDay();
  const named = words(message)
    .map(weekdayOf)
    .find((day): day is number => day !== null);
  if (named !== undefined && named !== today) return { weekday: named, label: `on ${WEEKDAYS[named]}` };
  if (/\btomm?orr?ow\b/i.test(message)) {
    const weekday = (today + 1) % 7;
    return { weekday, label: `tomorrow (${WEEKDAYS[weekday]})` };
  }
  return { weekday: today, label: `today (${WEEKDAYS[today]})` };
}

const shortDay = (day: number): string => (WEEKDAYS[day] ?? '').slice(0, 3);

/** The rests of the plan's own table, so "today's workout" and "how long should I rest" say the same. */
function restLine(context: CoachContext): string {
  const row = PRESCRIPTIONS[context.profile.primary_goal] ?? PRESCRIPTIONS.general;
  return `Warm up 5-10 min, then work sets as your plan says; rest ${restSpan(row.main.rest_sec)} between sets of the main lifts and ${restSpan(row.accessory.rest_sec)} on accessories.`;
}

export interface AskedAbout {
  /** "and for deadlifts?" after today's workout: that lift's lines of the day. */
  lift?: LiftFamily | null;
  time?: TimeRef | null;
}

export function workoutTodayDraft(context: CoachContext, message: string, now: Date, about: AskedAbout = {}): Draft {
  const plan = context.latestPlan;
  if (!plan || plan.plan_text.trim() === '') {
    return {
      intent: 'workout_today',
      grounded: false,
      kind: 'empty',
      lead: "You don't have a workout plan yet.",
      next: SCAN_HOW_TO,
    };
  }
  const { profile } = context;
  const asked = askedWeekday(message, now);
  const pick = sessionForWeekday(planSessions(plan), asked.weekday, profile.days_per_week);
  const injuryNote = profile.injuries
    ? [`You noted: ${profile.injuries}. Skip or swap anything that aggravates it.`]
    : [];
  const technical = [restLine(context)];
  if (pick.kind === 'unstructured') {
    const lines = plan.plan_text
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean)
      .slice(0, 6);
    return {
      intent: 'workout_today',
      grounded: true,
      kind: 'info',
      lead: "Here's your latest plan. It isn't split into days I can read, so work through it in order:",
      points: lines,
      detail: injuryNote,
      technical,
    };
  }
  const assumed = pick.assumedSchedule
    ? [
        `Your plan numbers its sessions, so I spread them over ${listOf(pick.assumedSchedule.map(shortDay))} to match your ${profile.days_per_week} days a week.`,
      ]
    : [];
  if (pick.kind === 'rest') {
    const next = pick.next ? `Next up: ${pick.next.session.label} on ${WEEKDAYS[pick.next.weekday]}.` : undefined;
    return {
      intent: 'workout_today',
      grounded: true,
      kind: 'info',
      lead: `${capitalise(asked.label)} is a rest day in your plan.`,
      points: next ? [next] : [],
      detail: [...assumed, 'A walk or 10 minutes of easy mobility helps you recover.', ...injuryNote],
      technical,
    };
  }
  if (about.lift) return liftOfTheDay(context, about.lift, asked, pick.session, technical);
  return {
    intent: 'workout_today',
    grounded: true,
    kind: 'info',
    lead: `${capitalise(asked.label)} is ${pick.session.label}${pick.session.lines.length > 0 ? ':' : '.'}`,
    points: pick.session.lines.slice(0, 8),
    detail: [...assumed, ...injuryNote],
    technical,
    next: 'Film a working set and upload it if you want feedback on your form.',
  };
}

/** "and for deadlifts?": the lift's sets in the asked day's session, or the days that have it. */
function liftOfTheDay(
  context: CoachContext,
  lift: LiftFamily,
  asked: { label: string },
  session: PlanSession,
  technical: string[],
): Draft {
  const mine = (lines: readonly string[]) => lines.filter((line) => liftIn(line) === lift);
  const today = mine(session.lines);
  if (today.length > 0) {
    return {
      intent: 'workout_today',
      grounded: true,
      kind: 'info',
      lead: `${capitalise(asked.label)}, ${lift.plural} in ${session.label}:`,
      points: today,
      technical,
    };
  }
  const elsewhere = planSessions(context.latestPlan!).filter((s) => mine(s.lines).length > 0);
  return {
    intent: 'workout_today',
    grounded: true,
    kind: 'info',
    lead: `${capitalise(asked.label)}'s session (${session.label}) has no ${lift.plural}.`,
    points:
      elsewhere.length > 0
        ? elsewhere.map((s) => `${s.label}: ${mine(s.lines).join('; ')}`)
        : [`Your plan has no ${lift.plural} this week.`],
    technical,
  };
}
