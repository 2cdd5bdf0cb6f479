import { describe, expect, it } from 'vitest';
import { coachReply } from './coach-reply.js';
import { emptyContext, fullContext, MONDAY } from '../testing/chat-context.js';
import type { CoachContext } from './types.js';

const ask = (message: string, context: CoachContext = fullContext(), now = MONDAY) =>
  coachReply({ message, context, now });

describe('coachReply grounded in the user data', () => {
  it("gives today's session from the latest plan, mapped to the user's training days", () => {
    const reply = ask("what's my workout today?");
    expect(reply).toMatchObject({ intent: 'workout_today', grounded: true });
    expect(reply.text).toContain('Day 1');
    expect(reply.text).toContain('Goblet Squat 3x10');
    expect(reply.text).toMatch(/Mon, Wed and Fri/);
  });

  it('says when today is a rest day and what comes next', () => {
    const tuesday = new Date(2026, 2, 10, 9);
    const reply = ask('what should I train today', fullContext(), tuesday);
    expect(reply.text).toMatch(/rest day/);
    expect(reply.text).toContain('Day 2');
    expect(reply.text).toContain('Wednesday');
  });

  it('reads structured plan details with named weekdays', () => {
    const context = fullContext();
    context.latestPlan = {
      plan_text: 'Plan',
      details: {
        sessions: [
          { day: 'Monday', name: 'Full body A', exercises: [{ name: 'Goblet Squat', sets: 3, reps: '8-10' }] },
        ],
      },
    };
    const reply = ask('workout today?', context);
    expect(reply.text).toContain('Full body A');
    expect(reply.text).toContain('Goblet Squat: 3 x 8-10');
  });

  it("mentions the user's real personal best values", () => {
    const reply = ask('show me my PRs');
    expect(reply).toMatchObject({ intent: 'progress', grounded: true });
    expect(reply.text).toContain('squat: 12 reps');
    expect(reply.text).toContain('push up: 25 reps');
  });

  it('answers a personal best about one exercise first', () => {
    expect(ask('whats my squat pb').text).toMatch(/Your best squat: 12 reps/);
  });

  it('summarises the last video fault and its fix', () => {
    const reply = ask('what went wrong in my last video?');
    expect(reply).toMatchObject({ intent: 'video_feedback', grounded: true });
    expect(reply.text).toContain('knees caved inward');
    expect(reply.text).toContain('Push your knees out');
    expect(reply.text).toContain('8 reps');
  });

  it('answers with library cues, muscles, equipment and difficulty', () => {
    const reply = ask('how do I do a goblet squat?');
    expect(reply.intent).toBe('exercise_howto');
    expect(reply.text).toContain('Goblet Squat (beginner, strength)');
    expect(reply.text).toContain('Hold one dumbbell upright');
    expect(reply.text).toMatch(/Muscles: quadriceps/);
    expect(reply.text).toMatch(/Equipment: dumbbells/);
  });

  it('picks the classic lift for a generic name and warns about missing equipment', () => {
    const reply = ask('deadlift form tips');
    expect(reply.text).toContain('Conventional Deadlift');
    expect(reply.text).toMatch(/needs barbell, which isn't in your equipment list/);
    expect(reply.grounded).toBe(true);
  });

  it('says so when the exercise is not in the library and suggests close names', () => {
    const reply = ask('how do I do a zercher squat?');
    expect(reply.text).toContain('couldn\'t find "zercher squat"');
    expect(reply.text).toMatch(/Back Squat|Front Squat|Goblet Squat/);
  });

  it('uses the weight, when known, to turn protein guidance into grams', () => {
    const reply = ask('how much protein should I eat?');
    expect(reply.text).toContain('1.6-2.2 g per kg');
    expect(reply.text).toContain('128-176 g');
    expect(reply.text).toMatch(/not medical advice/);
  });

  it('suggests a modest deficit for a weight-loss goal', () => {
    expect(ask('what should my diet be', fullContext({ primary_goal: 'weight_loss' })).text).toMatch(
      /modest deficit of about 300-500 kcal/,
    );
  });

  it('counts rest days from days per week', () => {
    expect(ask('how many rest days do I need', fullContext({ days_per_week: 5 })).text).toContain(
      '5 days a week, so you have 2 rest days',
    );
  });
});

describe('coachReply with no data yet', () => {
  const context = emptyContext();
  it.each([
    ["what's my workout today?", /don't have a workout plan yet[\s\S]*Scan Equipment/],
    ['show me my personal bests', /don't have any personal bests yet/],
    ['what went wrong in my last video?', /haven't uploaded an exercise video yet[\s\S]*Record Exercise/],
  ])('is honest for "%s"', (message, expected) => {
    const reply = ask(message, context);
    expect(reply.text).toMatch(expected);
    expect(reply.grounded).toBe(false);
    expect(reply.text).not.toMatch(/\d+ reps/);
  });

  it('falls back to what it can help with', () => {
    const reply = ask('what is the capital of France', context);
    expect(reply.intent).toBe('fallback');
    expect(reply.text).toMatch(/can help with/);
  });
});
