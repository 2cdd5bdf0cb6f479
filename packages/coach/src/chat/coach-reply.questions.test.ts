import { describe, expect, it } from 'vitest';
import { COACH_TONES, type CoachTone } from '@spotter/core/constants';
import { coachReply } from './coach-reply.js';
import { buildModelMessages } from './llm-prompt.js';
import { fullContext, MONDAY } from '../testing/chat-context.js';
import type { ChatTurn, CoachContext, Intent } from './types.js';

/**
 * Realistic questions with the facts each answer must contain and must not contain. The context is `fullContext`
 * (Sam: strength, 3 days a week for 12 weeks, 80 kg, dumbbells and a bench, a Day 1-3 plan, squat 12 reps and
 * push-up 25 reps bests, a squat video whose knees caved inward) on Monday 9 March 2026.
 */
interface Row {
  ask: string;
  intent: Intent;
  has: RegExp[];
  hasNot?: RegExp[];
  history?: string[];
  context?: CoachContext;
}

const DIAGNOSIS =
  /\b(tendinitis|tendonitis|bursitis|herniat|torn|tear|sciatica|arthritis|you have an?|it'?s (probably|likely)|sounds like a)\b/i;
const DAILY_PROTEIN = /1\.6-2\.2 g per kg|128-176 g/;

const ROWS: Row[] = [
  {
    ask: 'What should I eat before training?',
    intent: 'nutrition_timing',
    has: [/2-3 hours/, /banana/, /water/],
    hasNot: [DAILY_PROTEIN, /kcal/],
  },
  {
    ask: "what's a good pre-workout meal?",
    intent: 'nutrition_timing',
    has: [/carbs/, /30-60 minutes/],
    hasNot: [DAILY_PROTEIN],
  },
  {
    ask: 'What should I eat after my workout?',
    intent: 'nutrition_timing',
    has: [/protein and carbs/, /24-32 g/],
    hasNot: [DAILY_PROTEIN, /banana, toast/],
  },
  {
    ask: 'post workout snack ideas?',
    intent: 'nutrition_timing',
    has: [/Greek yoghurt|protein shake/],
    hasNot: [DAILY_PROTEIN],
  },
  { ask: 'How much protein should I eat?', intent: 'nutrition', has: [/128-176 g/, /not medical advice/] },
  { ask: 'should I take creatine?', intent: 'nutrition', has: [/Creatine monohydrate/, /3-5 g a day/, /128-176 g/] },
  { ask: 'do BCAAs do anything for muscle?', intent: 'nutrition', has: [/BCAAs.*little or nothing/] },
  { ask: 'do i need supplements', intent: 'nutrition', has: [/fill a gap/, /Creatine/], hasNot: [/^Protein: about/] },
  {
    ask: 'My lower back hurts after deadlifts',
    intent: 'pain',
    has: [/Stop deadlifting/, /bar drifting away from your legs/, /hips shooting up/, /physiotherapist or doctor/],
    hasNot: [DIAGNOSIS],
  },
  {
    ask: 'my knee hurts when I squat',
    intent: 'pain',
    has: [/Stop squatting/, /knees caving inward/, /urgent care/],
    hasNot: [DIAGNOSIS],
  },
  {
    ask: 'I get shoulder pain on bench press',
    intent: 'pain',
    has: [/Stop benching/, /elbows flaring/],
    hasNot: [DIAGNOSIS, /knees caving/],
  },
  { ask: 'my wrists hurt during push-ups', intent: 'pain', has: [/push-ups/, /incline/], hasNot: [DIAGNOSIS] },
  {
    ask: 'I have chest pain during my sets',
    intent: 'pain',
    has: [/Stop training now/, /emergency number/],
    hasNot: [DIAGNOSIS],
  },
  {
    ask: 'What can I do instead of barbell bench press?',
    intent: 'substitution',
    has: [/Dumbbell Bench Press|Dumbbell Floor Press|Push-Up/],
    hasNot: [/Barbell Bench Press \(/],
  },
  {
    ask: "I don't have a barbell, what can I do instead of squats?",
    intent: 'substitution',
    has: [/Goblet Squat/],
    hasNot: [/Back Squat \(/, /Front Squat \(/],
  },
  {
    ask: 'alternative to pull-ups?',
    intent: 'substitution',
    has: [/Dumbbell Row/, /different angle/],
    hasNot: [/Chin-Up \(/],
  },
  {
    ask: 'What can I do instead of deadlifts? My lower back is sore',
    intent: 'substitution',
    has: [/Glute Bridge/, /spare your lower back/],
    hasNot: [/Romanian Deadlift \(/],
  },
  {
    ask: 'Can I swap back squats for something easier on my knees?',
    intent: 'substitution',
    has: [/knees/, /Dumbbell Romanian Deadlift|Glute Bridge|Dumbbell Row/],
    hasNot: [/Goblet Squat \(/],
  },
  {
    ask: 'Is squatting bad for my knees?',
    intent: 'joint_safety',
    has: [/isn't bad for healthy knees/, /knees caving inward/],
    hasNot: [DIAGNOSIS, /High Knees/],
  },
  {
    ask: 'are deadlifts bad for my back?',
    intent: 'joint_safety',
    has: [/lower back/, /bar drifting away/],
    hasNot: [DIAGNOSIS, /knees caving/],
  },
  { ask: 'are lunges safe for my knees?', intent: 'joint_safety', has: [/Lunge/i, /front knee caving inward/] },
  {
    ask: 'What tempo should I use for squats?',
    intent: 'tempo',
    has: [/2-1-1-0/, /lowering/, /pause for 1 s at the bottom/],
  },
  { ask: 'what does tempo 3-1-1-0 mean?', intent: 'tempo', has: [/pause at the bottom/, /four numbers/] },
  {
    ask: 'How long should I rest between sets?',
    intent: 'rest_periods',
    has: [/3 min between sets of the main lifts/, /2 min between accessory/],
  },
  {
    ask: 'how long should I rest between sets of deadlifts?',
    intent: 'rest_periods',
    has: [/deadlifts/, /rest 3 min/],
  },
  { ask: 'Should I deload?', intent: 'deload', has: [/cut your sets by about half/, /weeks 5 and 10/] },
  { ask: 'when should I take a deload week', intent: 'deload', has: [/stall/, /10%/] },
  {
    ask: 'How do I know if this is soreness or an injury?',
    intent: 'soreness',
    has: [/peaks 1-3 days/, /sharp or stabbing/, /physiotherapist/],
    hasNot: [DIAGNOSIS],
  },
  { ask: 'I am really sore after leg day, is that normal?', intent: 'recovery', has: [/soreness usually peaks/] },
  { ask: 'How much sleep do I need?', intent: 'sleep', has: [/7-9 hours/, /caffeine/] },
  { ask: 'I slept badly, should I still train today?', intent: 'sleep', has: [/drop a set|10% off/] },
  {
    ask: "How should I warm up for today's session?",
    intent: 'warmup',
    has: [/Day 1/, /Goblet Squat 3x10/, /Squat ramp/, /easy cardio/],
  },
  { ask: 'how do I warm up for bench press', intent: 'warmup', has: [/Bench ramp/] },
  {
    ask: 'What did I do last week?',
    intent: 'history',
    has: [/push up 25 reps/, /squat video, 8 reps counted/],
    hasNot: [/12 reps/],
  },
  { ask: 'what did I do yesterday?', intent: 'history', has: [/nothing recorded yesterday/] },
  {
    ask: 'what have I done this week?',
    intent: 'history',
    has: [/goblet squat, 10 reps @ 16 kg/, /push up, 20 reps/],
    hasNot: [/deadlift/],
    context: {
      ...fullContext(),
      recentSets: [
        { exercise_name: 'goblet_squat', reps: 10, load_kg: 16, performed_at: '2026-03-09T07:30:00Z' },
        { exercise_name: 'push_up', reps: 20, load_kg: null, performed_at: '2026-03-09T07:40:00Z' },
        { exercise_name: 'deadlift', reps: 5, load_kg: 100, performed_at: '2026-03-06T07:40:00Z' },
      ],
    },
  },
  { ask: 'How do I do a Romanian deadlift?', intent: 'exercise_howto', has: [/Romanian Deadlift \(/, /hamstrings/] },
  {
    ask: 'squat form tips',
    intent: 'exercise_howto',
    has: [/Back Squat \(/, /Brace your trunk/, /In your last squat video/, /Push your knees out/],
  },
  {
    ask: 'how do I do a push-up properly',
    intent: 'exercise_howto',
    has: [/Push-Up \(beginner/, /rigid plank/],
    hasNot: [/In your last/],
  },
  { ask: 'Am I on track for my goal?', intent: 'goal_progress', has: [/strength/, /12 weeks/, /squat 12 reps/] },
  {
    ask: 'how am I progressing toward my goal',
    intent: 'goal_progress',
    has: [/personal best/, /more load or more reps/],
  },
  { ask: "What's my workout today?", intent: 'workout_today', has: [/Goblet Squat 3x10/] },
  { ask: 'What are my personal bests?', intent: 'progress', has: [/squat: 12 reps/, /push up: 25 reps/] },
  {
    ask: 'what went wrong in my last video',
    intent: 'video_feedback',
    has: [/knees caved inward/, /Push your knees out/, /8 reps/],
  },
  { ask: 'I have no motivation today', intent: 'motivation', has: [/habits/] },
  { ask: 'How many rest days do I need?', intent: 'recovery', has: [/4 rest days/] },
  {
    ask: 'and for deadlifts?',
    history: ['how long should I rest between squat sets?'],
    intent: 'rest_periods',
    has: [/deadlifts/, /rest 3 min/],
    hasNot: [/squats/],
  },
  {
    ask: 'and for deadlifts?',
    history: ['What tempo should I use for squats?'],
    intent: 'tempo',
    has: [/deadlifts/, /2-1-1-0/, /reset your brace/],
    hasNot: [/Lower in about 3 s/],
  },
  {
    ask: 'what about lunges?',
    history: ['is squatting bad for my knees?'],
    intent: 'joint_safety',
    has: [/Lunge/, /knees/],
  },
  {
    ask: 'and tomorrow?',
    history: ["what's my workout today?"],
    intent: 'workout_today',
    has: [/Tuesday/, /rest day/],
  },
  {
    ask: 'how do I do it properly?',
    history: ['tell me about the goblet squat'],
    intent: 'exercise_howto',
    has: [/Goblet Squat \(/],
  },
];

const historyOf = (messages: string[] = []): ChatTurn[] =>
  messages.flatMap((content): ChatTurn[] => [
    { type: 'user', content },
    { type: 'avatar', content: 'Okay.' },
  ]);

const replyTo = (row: Row, tone: CoachTone = 'motivational') =>
  coachReply({
    message: row.ask,
    context: row.context ?? fullContext({ coach_tone: tone }),
    history: historyOf(row.history),
    now: MONDAY,
  });

describe('the question table: each answer says what the question needs', () => {
  it('has at least 40 questions', () => expect(ROWS.length).toBeGreaterThanOrEqual(40));

  it.each(ROWS.map((row) => [row.history ? `${row.history.join(' / ')} → ${row.ask}` : row.ask, row] as const))(
    '%s',
    (_label, row) => {
      for (const tone of COACH_TONES) {
        const reply = replyTo(row, tone);
        expect(reply.intent, tone).toBe(row.intent);
        for (const fact of row.has) expect(reply.text, tone).toMatch(fact);
        for (const wrong of row.hasNot ?? []) expect(reply.text, tone).not.toMatch(wrong);
      }
    },
  );

  it.each(ROWS.map((row) => [row.ask, row] as const))(
    'the language model is given the same facts: %s',
    (_label, row) => {
      const [system] = buildModelMessages({
        message: row.ask,
        context: row.context ?? fullContext(),
        history: historyOf(row.history),
        now: MONDAY,
      });
      for (const fact of row.has) expect(system?.content).toMatch(fact);
    },
  );
});

describe('the voice of a coach, not a template', () => {
  const replies = COACH_TONES.flatMap((tone) => ROWS.map((row) => ({ tone, text: replyTo(row, tone).text })));

  it('never doubles punctuation or joins sentences with ". and"', () => {
    for (const { text } of replies) {
      expect(text).not.toMatch(/\.\.(?!\.)|\. \.|\. and |[!?.]{2,}| [.,!?;:]/);
    }
  });

  it.each(['motivational', 'calm'] as const)(
    'varies its openings and closings (%s), and sometimes has none',
    (tone) => {
      const texts = replies.filter((r) => r.tone === tone).map((r) => r.text);
      const firstSentences = texts.map((text) => text.split(/(?<=[.!?:])\s/)[0] ?? '');
      const lastLines = texts.map((text) => text.split('\n').at(-1) ?? '');
      const mostCommon = (list: string[]) =>
        Math.max(...Object.values(list.reduce<Record<string, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {})));
      expect(mostCommon(firstSentences)).toBeLessThanOrEqual(texts.length / 4);
      expect(mostCommon(lastLines)).toBeLessThanOrEqual(texts.length / 4);
      expect(texts.some((text) => !/Let's do this|Every rep counts/.test(text))).toBe(true);
      expect(texts.every((text) => !/Let's do this, Sam!/.test(text))).toBe(true);
    },
  );

  it('does not repeat the opening or closing of its previous reply', () => {
    const first = coachReply({
      message: 'How long should I rest between sets?',
      context: fullContext(),
      now: MONDAY,
    }).text;
    const second = coachReply({
      message: 'How long should I rest between sets?',
      context: fullContext(),
      now: MONDAY,
      history: [
        { type: 'user', content: 'How long should I rest between sets?' },
        { type: 'avatar', content: first },
      ],
    }).text;
    const voiceLines = (text: string) => [text.split(/(?<=[.!?])\s/)[0], text.split('\n').at(-1)];
    const [firstOpen, firstClose] = voiceLines(first);
    const [secondOpen, secondClose] = voiceLines(second);
    expect(secondOpen === firstOpen && secondClose === firstClose).toBe(false);
  });

  it('says the strengths of a video as separate sentences ("depth. and Your chest" never happens)', () => {
    const context = fullContext();
    const analysis = context.latestFeedback?.analysis as { strengths: string[] };
    analysis.strengths = ['You reached parallel depth.', 'Your chest stayed up at the bottom.'];
    const text = coachReply({ message: 'feedback on my last video?', context, now: MONDAY }).text;
    expect(text).toContain('You reached parallel depth. Your chest stayed up at the bottom.');
  });
});
