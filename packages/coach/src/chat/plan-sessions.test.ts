import { describe, expect, it } from 'vitest';
import { planSessions, sessionForWeekday } from './plan-sessions.js';
import { PLAN_TEXT } from '../testing/chat-context.js';

describe('planSessions', () => {
  it('splits plan text on Day N headers', () => {
    const sessions = planSessions({ plan_text: PLAN_TEXT, details: null });
    expect(sessions.map((s) => s.label)).toEqual(['Day 1 — Lower body', 'Day 2 — Upper push', 'Day 3 — Pull']);
    expect(sessions[0]?.lines).toEqual(['Goblet Squat 3x10', 'Dumbbell Romanian Deadlift 3x8']);
  });

  it('prefers structured details and reads weekday names', () => {
    const sessions = planSessions({
      plan_text: 'ignored',
      details: {
        days: [
          { weekday: 'Tuesday', focus: 'Upper', items: ['Push-Up 3 x 12'] },
          { weekday: 'Fri', title: 'Lower', exercises: [{ exercise: 'Lunge', sets: 3, reps: 10 }] },
        ],
      },
    });
    expect(sessions).toEqual([
      { label: 'Upper', weekday: 2, lines: ['Push-Up 3 x 12'] },
      { label: 'Lower', weekday: 5, lines: ['Lunge: 3 x 10'] },
    ]);
  });
});

describe('sessionForWeekday', () => {
  const numbered = planSessions({ plan_text: PLAN_TEXT, details: null });

  it('maps numbered sessions onto the training days for the days per week', () => {
    expect(sessionForWeekday(numbered, 3, 3)).toMatchObject({
      kind: 'session',
      session: { label: 'Day 2 — Upper push' },
      assumedSchedule: [1, 3, 5],
    });
    expect(sessionForWeekday(numbered, 6, 3)).toMatchObject({
      kind: 'rest',
      next: { weekday: 1, session: { label: 'Day 1 — Lower body' } },
    });
  });

  it('cycles sessions when there are more training days than sessions', () => {
    expect(sessionForWeekday(numbered, 4, 5)).toMatchObject({ kind: 'rest' });
    expect(sessionForWeekday(numbered, 5, 5)).toMatchObject({
      kind: 'session',
      session: { label: 'Day 1 — Lower body' },
    });
  });

  it('says when a plan has no sessions it can read', () => {
    expect(sessionForWeekday(planSessions({ plan_text: 'Just move more.', details: null }), 1, 3)).toEqual({
      kind: 'unstructured',
    });
  });
});
