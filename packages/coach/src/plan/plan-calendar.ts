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

export interface PlanCalendarInput {
  planId: string;
  details: PlanDetails;
  /** When the plan was made (DTSTAMP, and week 1 starts on the Monday on or after it unless `start` is given). */
  createdAt: Date;
  start?: Date;
}

/**
 * The plan as an iCalendar file: one all-day event per session on the training weekdays, for every
 * week of the timeline; deload weeks say so. Lines end in CRLF and are folded at 75 octets.
 */
export function planCalendar(input: PlanCalendarInput): string {
  const { details } = input;
  const monday = firstMonday(input.start ?? input.createdAt);
  const weekdays = TRAINING_WEEKDAYS[details.days.length] ?? TRAINING_WEEKDAYS[3]!;
  const stamp = stampValue(input.createdAt);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Spotter//Workout plan//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${escapeText(details.title)}`];
  for (let week = 1; week <= details.timeline_weeks; week += 1) {
    const block = details.progression.blocks.find((candidate) => candidate.first_week <= week && week <= candidate.last_week);
    details.days.forEach((day, index) => {
      const date = addDays(monday, (week - 1) * 7 + (weekdays[index] ?? index));
      const deload = block?.deload ? ' (deload)' : '';
      const description = [
        `Week ${week} of ${details.timeline_weeks}${block ? `: ${block.name}. ${block.guidance}` : ''}`,
        '',
        ...day.exercises.map(exerciseLine),
      ].join('\n');
      lines.push(
        'BEGIN:VEVENT',
        `UID:${input.planId}-w${week}-d${day.day}@spotter`,
        `DTSTAMP:${stamp}`,
        `DTSTART;VALUE=DATE:${dateValue(date)}`,
        `DTEND;VALUE=DATE:${dateValue(addDays(date, 1))}`,
        `SUMMARY:${escapeText(`${day.name}${deload} — week ${week}`)}`,
        `DESCRIPTION:${escapeText(description)}`,
        'TRANSP:TRANSPARENT',
        'END:VEVENT',
      );
    });
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
