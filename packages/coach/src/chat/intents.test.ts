import { describe, expect, it } from 'vitest';
import { classifyMessage } from './coach-reply.js';
import { emptyContext } from '../testing/chat-context.js';
import type { ChatTurn, Intent } from './types.js';

const intentOf = (message: string, history?: ChatTurn[]) =>
  classifyMessage({ message, context: emptyContext(), history }).intent;

const CASES: Record<Intent, string[]> = {
  workout_today: [
    "What's my workout today?",
    'what should I do today',
    'WAT IS MY WRKOUT TDAY',
    'what is on the plan for tomorrow',
    "today's session?",
  ],
  exercise_howto: [
    'How do I do a goblet squat?',
    'deadlift form tips',
    'how to do pushups properly',
    'romanian deadlift technique',
    'goblit sqaut cues',
  ],
  video_feedback: [
    'What went wrong in my last video?',
    'any feedback on my upload?',
    'was my squat form ok in the video',
    'what mistakes did you see in my clip',
  ],
  progress: ['show me my PRs', 'what are my personal bests', 'how is my progress', 'whats my squat pb'],
  pain: [
    'my knee hurts when I squat',
    'I have lower back pain after deadlifts',
    'I think I tweaked my shoulder',
    'I have chest pain',
    'my wrist is swollen',
  ],
  motivation: ['I have no motivation', "I can't be bothered to train", 'I want to give up', 'how do I stay consistent'],
  recovery: ['how many rest days do I need', 'I am so sore after leg day', 'how do I recover faster'],
  sleep: ['how much sleep should I get', 'I slept 5 hours, should I train?'],
  deload: ['should I deload', 'when do I take a lighter week'],
  nutrition_timing: [
    'what should I eat before training?',
    'post workout meal ideas',
    'breakfast before a morning session?',
  ],
  substitution: [
    'what can I do instead of squats',
    "alternative to bench press, I don't have a barbell",
    'swap for pull-ups?',
  ],
  joint_safety: ['is squatting bad for my knees', 'are deadlifts safe for my back?', 'knee friendly leg exercises'],
  tempo: ['what tempo for squats', 'how slow should I lower the bar'],
  rest_periods: ['how long should I rest between sets', 'rest time between deadlift sets?'],
  soreness: ['is this soreness or an injury', 'how do I know if I am injured or just sore'],
  warmup: ['how should I warm up today', 'warmup for bench press'],
  history: ['what did I do last week', 'what have I done this week'],
  goal_progress: ['am I on track for my goal', 'how close am I to reaching my goal'],
  nutrition: [
    'how much protein should I eat',
    'how much protien do i need',
    'what should my diet look like to lose weight',
    'how much water should I drink',
  ],
  greeting: ['hi', 'Hello coach!', 'thanks!', 'good evening', 'what can you do?'],
  technique: [
    'How deep should I squat?',
    'how wide should my grip be on bench',
    'should my knees go past my toes when squatting',
  ],
  sets_reps: ['how many sets and reps should I do', 'what rep range for strength'],
  training_frequency: ['How many days a week should I train?', 'how often should i work out'],
  fallback: ['asdf qwerty', 'what is the capital of France', 'tell me a joke about cats'],
  clarify: [],
};

describe('detectIntent', () => {
  for (const [intent, messages] of Object.entries(CASES)) {
    it.each(messages)(`reads "%s" as ${intent}`, (message) => {
      expect(intentOf(message)).toBe(intent);
    });
  }

  it('prefers safety when pain and an exercise are both mentioned', () => {
    expect(intentOf('sharp pain in my hip during goblet squats, how do I fix my form?')).toBe('pain');
  });

  it.each([
    'squats make my knees ache, should i stop?',
    'lunges leave my knee aching, keep going?',
    'my shoulder is sore from pressing, is that ok?',
    'overhead work tweaks my shoulder, what now',
    'deadlifts hurt my lower back a bit, normal?',
  ])(
    'answers pain about a body part as safety, never with a clarifying question, however unsure the model is: "%s"',
    (message) => {
      expect(['pain', 'joint_safety', 'soreness']).toContain(intentOf(message));
    },
  );

  it('does not mistake the Good Morning exercise for a greeting when asked how to do it', () => {
    expect(intentOf('how do I do a good morning')).toBe('exercise_howto');
    expect(intentOf('good morning coach')).toBe('greeting');
  });

  it('lets a follow-up that only names a lift inherit the intent before it', () => {
    const history: ChatTurn[] = [
      { type: 'user', content: 'how long should I rest between squat sets?' },
      { type: 'avatar', content: 'Rest 2-5 minutes.' },
    ];
    expect(intentOf('and for deadlifts?', history)).toBe('rest_periods');
    expect(intentOf('how do I do deadlifts?', history)).toBe('exercise_howto');
  });

  it('lets a short follow-up carry the previous topic (protein, then "and on rest days?" is still about food)', () => {
    const history: ChatTurn[] = [
      { type: 'user', content: 'how much protein should I eat?' },
      { type: 'avatar', content: 'About 1.6-2.2 g per kg.' },
    ];
    expect(intentOf('and on rest days?', history)).toBe('nutrition');
    expect(intentOf('what about carbs?', history)).toBe('nutrition');
    expect(intentOf('the weather is nice', history)).toBe('fallback');
  });
});
