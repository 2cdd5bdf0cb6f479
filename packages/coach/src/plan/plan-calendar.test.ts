import { describe, expect, it } from 'vitest';
import { generatePlan } from './generate-plan.js';
import { escapeText, firstMonday, foldLine, planCalendar } from './plan-calendar.js';
import type { PlanProfile } from './plan-schema.js';
import { libraryExercises } from '../testing/library.js';

const exercises = libraryExercises();
const details = (over: Partial<PlanProfile> = {}) =>
  generatePlan({
    profile: {
      first_name: 'Maya',
      primary_goal: 'strength',
      days_per_week: 3,
      timeline_weeks: 8,
      injuries: 'left knee pain on deep squats',
      age: 30,
      plan_style: 'strength',
      equipment: ['barbell', 'squat rack', 'bench', 'dumbbells'],
      ...over,
    },
    exercises,
    equipment: [],
  }).details;

/** Reads a calendar the way a client does: unfold, split into events, unescape TEXT values. */
function readCalendar(ics: string) {
  const unfolded = ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of unfolded) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line
        .slice(colon + 1)
        .replace(/\\n/gi, '\n')
        .replace(/\\([\\;,])/g, '$1');
    }
  }
  return { lines: unfolded, events };
}

describe('planCalendar', () => {
  const created = new Date('2026-11-25T10:30:00Z'); // a Wednesday

  it('Given 3 days a week for 8 weeks, then there are 24 all-day sessions on Mondays, Wednesdays and Fridays from the next Monday', () => {
    const ics = planCalendar({ planId: 'plan-1', plan: { details: details() }, createdAt: created });
    const { events, lines } = readCalendar(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(events).toHaveLength(24);
    expect(events.slice(0, 4).map((event) => event['DTSTART;VALUE=DATE'])).toEqual([
      '20261130',
      '20261202',
      '20261204',
      '20261207',
    ]);
    expect(events[0]!['DTEND;VALUE=DATE']).toBe('20261201');
    expect(new Set(events.map((event) => event.UID)).size).toBe(24);
    expect(events.every((event) => event.DTSTAMP === '20261125T103000Z')).toBe(true);
    expect(events[0]!.SUMMARY).toBe('Full body A — week 1');
    expect(events[9]!.SUMMARY).toBe('Full body A (deload) — week 4');
  });

  it("Given a session, then its description lists the exercises with sets, reps and rest, and the week's block", () => {
    const plan = details();
    const { events } = readCalendar(planCalendar({ planId: 'p', plan: { details: plan }, createdAt: created }));
    const description = events[0]!.DESCRIPTION!;
    expect(description.split('\n')[0]).toMatch(/^Week 1 of 8: Block 1: Foundation\. /);
    for (const exercise of plan.days[0]!.exercises) expect(description).toContain(`${exercise.name} — `);
    expect(description).toMatch(/— 5 x 3-5, rest 3 min/);
  });

  it('Given every day count, then sessions fall on distinct weekdays of each week', () => {
    for (let days = 1; days <= 7; days += 1) {
      const { events } = readCalendar(
        planCalendar({
          planId: 'p',
          plan: { details: details({ days_per_week: days, timeline_weeks: 1 }) },
          createdAt: created,
        }),
      );
      const dates = events.map((event) => event['DTSTART;VALUE=DATE']!);
      expect(new Set(dates).size).toBe(days);
      expect(dates.every((date) => date >= '20261130' && date <= '20261206')).toBe(true);
    }
  });

  it('keeps every physical line within 75 octets, folds without splitting a character, and ends lines in CRLF', () => {
    const ics = planCalendar({
      planId: 'p',
      plan: { details: { ...details(), title: `Émilie’s plan — ${'ü'.repeat(80)}` } },
      createdAt: created,
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(readCalendar(ics).lines).toContain(`X-WR-CALNAME:Émilie’s plan — ${'ü'.repeat(80)}`);
  });

  it('escapes backslashes, semicolons, commas and newlines in text', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(foldLine('x'.repeat(160))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(74)}\r\n ${'x'.repeat(11)}`);
  });

  it("Given an older plan stored as text, then its sessions fall on the profile's training days and carry the text as it is", () => {
    const text = 'Old plan\n========\nDay 1: squats, lunges; rest 2 min\n';
    const { events } = readCalendar(
      planCalendar({
        planId: 'old',
        plan: { text: { title: 'Old plan', text, daysPerWeek: 2, timelineWeeks: 3 } },
        createdAt: created,
      }),
    );
    expect(events).toHaveLength(6);
    expect(events.slice(0, 2).map((event) => event['DTSTART;VALUE=DATE'])).toEqual(['20261130', '20261203']);
    expect(events[0]!.SUMMARY).toBe('Training session 1 — week 1');
    expect(events[0]!.DESCRIPTION).toBe(`Week 1 of 3\n\n${text.trim()}`);
  });

  it('starts week 1 on the Monday on or after the day given', () => {
    expect(firstMonday(new Date('2026-11-30T23:00:00Z')).toISOString().slice(0, 10)).toBe('2026-11-30');
    expect(firstMonday(new Date('2026-12-06T08:00:00Z')).toISOString().slice(0, 10)).toBe('2026-12-07');
    const { events } = readCalendar(
      planCalendar({
        planId: 'p',
        plan: { details: details() },
        createdAt: created,
        start: new Date('2027-01-04T00:00:00Z'),
      }),
    );
    expect(events[0]!['DTSTART;VALUE=DATE']).toBe('20270104');
  });
});
