import type { CoachPlan } from './types.js';

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface PlanSession {
  label: string;
  /** 0 = Sunday … 6 = Saturday when the plan names the day; null for "Day 1"-style plans. */
  weekday: number | null;
  lines: string[];
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const firstString = (item: Loose, keys: readonly string[]): string | undefined =>
  keys.map((key) => item[key]).find((value): value is string => typeof value === 'string' && value.trim() !== '');

export function weekdayOf(text: string): number | null {
  const index = WEEKDAYS.findIndex((day) => text.toLowerCase().startsWith(day.toLowerCase().slice(0, 3)));
  return index >= 0 ? index : null;
}

function exerciseLine(entry: unknown): string | null {
  if (typeof entry === 'string') return entry.trim() || null;
  if (!isObject(entry)) return null;
  const name = firstString(entry, ['name', 'exercise', 'exercise_name', 'title']);
  if (!name) return null;
  const sets = entry.sets;
  const reps = entry.reps ?? entry.duration ?? entry.time;
  const dose =
    typeof sets === 'number' && (typeof reps === 'string' || typeof reps === 'number')
      ? `${sets} x ${reps}`
      : typeof reps === 'string'
        ? reps
        : '';
  return dose ? `${name}: ${dose}` : name;
}

/** Sessions from structured plan details: an array under sessions/days/workouts/schedule/week (or the details themselves). */
function sessionsFromDetails(details: unknown): PlanSession[] {
  const list = Array.isArray(details)
    ? details
    : isObject(details)
      ? ['sessions', 'days', 'workouts', 'schedule', 'week'].map((key) => details[key]).find(Array.isArray)
      : undefined;
  if (!list) return [];
  return list.flatMap((item, index): PlanSession[] => {
    if (typeof item === 'string') return [{ label: item, weekday: weekdayOf(item), lines: [] }];
    if (!isObject(item)) return [];
    const day = firstString(item, ['weekday', 'day_of_week', 'dayOfWeek', 'day']);
    const label = firstString(item, ['name', 'title', 'focus', 'label']) ?? day ?? `Session ${index + 1}`;
    const entries = ['exercises', 'items', 'blocks', 'movements'].map((key) => item[key]).find(Array.isArray) ?? [];
    const lines = entries.map(exerciseLine).filter((line): line is string => line !== null);
    return [{ label, weekday: day ? weekdayOf(day) : null, lines }];
  });
}

const HEADER =
  /^[\s#*>-]*((?:day|session|workout)\s*\d+|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b[\s:.)—–-]*(.*)$/i;

/** Sessions from plan text with "Day 1: …", "Session 2 - …" or "Monday: …" headers. */
function sessionsFromText(text: string): PlanSession[] {
  const sessions: PlanSession[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const header = HEADER.exec(line);
    if (header) {
      const [, head = '', rest = ''] = header;
      sessions.push({ label: rest.trim() ? `${head} — ${rest.trim()}` : head, weekday: weekdayOf(head), lines: [] });
    } else if (line && sessions.length > 0) {
      sessions[sessions.length - 1]?.lines.push(line.replace(/^[-*•\d.)\s]+/, ''));
    }
  }
  return sessions;
}

export function planSessions(plan: CoachPlan): PlanSession[] {
  const structured = sessionsFromDetails(plan.details);
  return structured.length > 0 ? structured : sessionsFromText(plan.plan_text);
}

/** Training weekdays we assume for "Day 1…N" plans, by days per week (Monday first). */
const WEEK_PATTERNS: Record<number, number[]> = {
  1: [1],
  2: [1, 4],
  3: [1, 3, 5],
  4: [1, 2, 4, 5],
  5: [1, 2, 3, 5, 6],
  6: [1, 2, 3, 4, 5, 6],
  7: [0, 1, 2, 3, 4, 5, 6],
};

export type DayPick =
  | { kind: 'session'; session: PlanSession; weekday: number; assumedSchedule: number[] | null }
  | {
      kind: 'rest';
      weekday: number;
      next: { session: PlanSession; weekday: number } | null;
      assumedSchedule: number[] | null;
    }
  | { kind: 'unstructured' };

/** Which session of the plan falls on `weekday` (or that it is a rest day, and what comes next). */
export function sessionForWeekday(sessions: readonly PlanSession[], weekday: number, daysPerWeek: number): DayPick {
  if (sessions.length === 0) return { kind: 'unstructured' };
  const named = sessions.some((s) => s.weekday !== null);
  const pattern = WEEK_PATTERNS[Math.min(7, Math.max(1, Math.round(daysPerWeek)))] ?? [1, 3, 5];
  const schedule = named ? null : pattern;
  const sessionOn = (day: number): PlanSession | undefined => {
    if (named) return sessions.find((s) => s.weekday === day);
    const slot = schedule?.indexOf(day) ?? -1;
    return slot >= 0 ? sessions[slot % sessions.length] : undefined;
  };
  const today = sessionOn(weekday);
  if (today) return { kind: 'session', session: today, weekday, assumedSchedule: schedule };
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const day = (weekday + ahead) % 7;
    const session = sessionOn(day);
    if (session) return { kind: 'rest', weekday, next: { session, weekday: day }, assumedSchedule: schedule };
  }
  return { kind: 'rest', weekday, next: null, assumedSchedule: schedule };
}
