import type { PlanDetails } from '@spotter/core/schemas';
import { exerciseLine } from './plan-text.js';

/** Training weekdays by days a week (0 = Monday … 6 = Sunday): spread out, rest days between where they fit. */
export const TRAINING_WEEKDAYS: Record<number, readonly number[]> = {
  1: [0],
  2: [0, 3],
  3: [0, 2, 4],
  4: [0, 1, 3, 4],
  5: [0, 1, 2, 4, 5],
  6: [0, 1, 2, 3, 4, 5],
  7: [0, 1, 2, 3, 4, 5, 6],
};

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const weekdayName = (index: number) => WEEKDAY_NAMES[index] ?? 'Monday';

/** The Monday that starts week 1: the day itself when it is a Monday, else the next one (UTC dates). */
export function firstMonday(from: Date): Date {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  const weekday = (day.getUTCDay() + 6) % 7;
  if (weekday !== 0) day.setUTCDate(day.getUTCDate() + 7 - weekday);
  return day;
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/**
 * Content lines longer than 75 octets are folded (RFC 5545 §3.1): CRLF and one space, never
 * inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines spend one octet on the leading space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const dateValue = (date: Date) => date.toISOString().slice(0, 10).replace(/-/g, '');
const stampValue = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** A plan from before the structured details: its text, on the profile's training days and timeline. */
export interface TextPlanForCalendar {
  title: string;
  text: string;
  daysPerWeek: number;
  timelineWeeks: number;
}

export interface PlanCalendarInput {
  planId: string;
  /** The structured details, or an older plan's text (each session then carries the whole text, as it is). */
  plan: { details: PlanDetails } | { text: TextPlanForCalendar };
  /** When the plan was made (DTSTAMP, and week 1 starts on the Monday on or after it unless `start` is given). */
  createdAt: Date;
  start?: Date;
}

interface CalendarSession {
  summary: (week: number) => string;
  description: (week: number) => string;
}

function structuredSessions(details: PlanDetails): { title: string; weeks: number; sessions: CalendarSession[] } {
  const blockOf = (week: number) =>
    details.progression.blocks.find((block) => block.first_week <= week && week <= block.last_week);
  const sessions = details.days.map((day): CalendarSession => ({
    summary: (week) => `${day.name}${blockOf(week)?.deload ? ' (deload)' : ''} — week ${week}`,
    description: (week) => {
      const block = blockOf(week);
      const heading = `Week ${week} of ${details.timeline_weeks}${block ? `: ${block.name}. ${block.guidance}` : ''}`;
      return [heading, '', ...day.exercises.map(exerciseLine)].join('\n');
    },
  }));
  return { title: details.title, weeks: details.timeline_weeks, sessions };
}

function textSessions(plan: TextPlanForCalendar): { title: string; weeks: number; sessions: CalendarSession[] } {
  const days = Math.min(7, Math.max(1, Math.round(plan.daysPerWeek)));
  const weeks = Math.min(104, Math.max(1, Math.round(plan.timelineWeeks)));
  const sessions = Array.from({ length: days }, (_, index): CalendarSession => ({
    summary: (week) => `Training session ${index + 1} — week ${week}`,
    description: (week) => `Week ${week} of ${weeks}\n\n${plan.text.trim()}`,
  }));
  return { title: plan.title, weeks, sessions };
}

/**
 * The plan as an iCalendar file: one all-day event per session on the training weekdays, for every
 * week of the timeline; deload weeks say so. Lines end in CRLF and are folded at 75 octets.
 */
export function planCalendar(input: PlanCalendarInput): string {
  const { title, weeks, sessions } =
    'details' in input.plan ? structuredSessions(input.plan.details) : textSessions(input.plan.text);
  const monday = firstMonday(input.start ?? input.createdAt);
  const weekdays = TRAINING_WEEKDAYS[sessions.length] ?? TRAINING_WEEKDAYS[3]!;
  const stamp = stampValue(input.createdAt);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Spotter//Workout plan//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(title)}`,
  ];
  for (let week = 1; week <= weeks; week += 1) {
    sessions.forEach((session, index) => {
      const date = addDays(monday, (week - 1) * 7 + (weekdays[index] ?? index));
      lines.push(
        'BEGIN:VEVENT',
        `UID:${input.planId}-w${week}-d${index + 1}@spotter`,
        `DTSTAMP:${stamp}`,
        `DTSTART;VALUE=DATE:${dateValue(date)}`,
        `DTEND;VALUE=DATE:${dateValue(addDays(date, 1))}`,
        `SUMMARY:${escapeText(session.summary(week))}`,
        `DESCRIPTION:${escapeText(session.description(week))}`,
        'TRANSP:TRANSPARENT',
        'END:VEVENT',
      );
    });
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
