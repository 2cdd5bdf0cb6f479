import { describe, expect, it } from 'vitest';
import { coachReply } from './coach-reply.js';
import { CONTEXTS } from './eval/contexts.js';
import { MONDAY } from '../testing/chat-context.js';

describe('what did I do last week: the training log', () => {
  it('lists manual, imported and filmed sets of the week with correct plurals, in kilograms', () => {
    const text = coachReply({ message: 'What did I record last week?', context: CONTEXTS.logged(), now: MONDAY }).text;
    expect(text).toMatch(/deadlift, 5 reps @ 100 kg/);
    expect(text).toMatch(/push up, 1 rep\b/);
    expect(text).not.toMatch(/1 reps/);
  });

  it('says loads in pounds for a lifter whose units are lb', () => {
    const context = CONTEXTS.logged();
    const text = coachReply({
      message: 'what did i do last week',
      context: { ...context, profile: { ...context.profile, units: 'lb' } },
      now: MONDAY,
    }).text;
    expect(text).toMatch(/deadlift, 5 reps @ 220.5 lb/);
    expect(text).not.toMatch(/100 kg/);
  });
});
