import { describe, expect, it } from 'vitest';
import { COACH_TONES, type CoachTone } from '@spotter/core/constants';
import { coachReply } from './coach-reply.js';
import { fullContext, MONDAY } from '../testing/chat-context.js';

const DIAGNOSIS =
  /\b(tendinitis|tendonitis|bursitis|herniat|torn|tear|sciatica|arthritis|you have an?|it'?s (probably|likely)|sounds like a)\b/i;

describe('pain answers', () => {
  it.each(['my knee hurts when I squat', 'I have lower back pain after deadlifts', 'shoulder ache on overhead press'])(
    'stop, stay pain-free, see a professional, no diagnosis: "%s"',
    (message) => {
      const reply = coachReply({ message, context: fullContext(), now: MONDAY });
      expect(reply.intent).toBe('pain');
      expect(reply.text).toMatch(/Stop/);
      expect(reply.text).toMatch(/physiotherapist or doctor/);
      expect(reply.text).toMatch(/urgent care/);
      expect(reply.text).toMatch(/can't diagnose/);
      expect(reply.text).not.toMatch(DIAGNOSIS);
    },
  );

  it.each([
    ['I have chest pain during my sets', /chest pain/i],
    ['my left arm feels numb and tingly', /numbness or tingling/i],
    ['I heard a pop in my knee and it is swollen', /pop or snap/i],
  ])('sends red flags to urgent care: "%s"', (message, flag) => {
    const reply = coachReply({ message, context: fullContext(), now: MONDAY });
    expect(reply.text).toMatch(/Stop training now/);
    expect(reply.text).toMatch(flag);
    expect(reply.text).toMatch(/emergency number or get to urgent care/);
    expect(reply.text).not.toMatch(DIAGNOSIS);
  });

  it("mentions the user's recorded injuries", () => {
    const reply = coachReply({
      message: 'my knee hurts',
      context: fullContext({ injuries: 'left knee surgery in 2022' }),
      now: MONDAY,
    });
    expect(reply.text).toContain('left knee surgery in 2022');
    expect(reply.grounded).toBe(true);
  });
});

describe('coach tone', () => {
  const replies = Object.fromEntries(
    COACH_TONES.map((tone) => [
      tone,
      coachReply({ message: 'show me my PRs', context: fullContext({ coach_tone: tone }), now: MONDAY }).text,
    ]),
  );

  it('phrases the same facts differently for each tone', () => {
    expect(new Set(Object.values(replies)).size).toBe(COACH_TONES.length);
    for (const text of Object.values(replies)) {
      expect(text).toContain('squat: 12 reps');
      expect(text).toContain('push up: 25 reps');
    }
  });

  it('adds a line of its own when motivational or calm, is short when direct, precise when technical', () => {
    const facts = replies.direct ?? '';
    expect(replies.direct?.startsWith('You have 2 personal bests')).toBe(true);
    expect(replies.motivational?.length).toBeGreaterThan(facts.length);
    expect(replies.calm?.length).toBeGreaterThan(facts.length);
    expect(replies.direct?.length).toBeLessThan(replies.calm?.length ?? 0);
    expect(replies.technical).toMatch(/2\.5-5% load/);
  });

  it('falls back to motivational for an unknown tone', () => {
    const reply = coachReply({
      message: 'hi',
      context: fullContext({ coach_tone: 'sarcastic' as CoachTone }),
      now: MONDAY,
    });
    expect(reply.text).toMatch(/Hi Sam!/);
  });
});
