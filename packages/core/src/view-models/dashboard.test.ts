import { describe, it, expect } from 'vitest';
import { StoredVideoAnalysisSchema, type MediaItem, type PersonalBest, type Plan } from '../schemas/index.js';
import {
  coachCard,
  dashboardStats,
  defaultWelcomeScript,
  greeting,
  latestPlanText,
  personalBestList,
  uploadExerciseOptions,
} from './dashboard.js';
import { aUser } from '../testing/fixtures.js';

const plan = (id: string, plan_text = `Plan ${id}`): Plan => ({
  id,
  plan_text,
  created_at: '2025-01-02T00:00:00.000Z',
  details: null,
});

const personalBest = (id: string, exercise_name = 'squat', value = 10, unit = 'reps'): PersonalBest => ({
  id,
  exercise_name,
  value,
  unit,
  load_kg: null,
  achieved_at: '2025-01-03T00:00:00.000Z',
});

const media = (
  id: string,
  notes: string,
  processed_url: string | null,
  analysis: MediaItem['analysis'] = null,
): MediaItem => ({
  id,
  exercise_name: 'squat',
  notes,
  processed_url,
  created_at: '2025-01-04T00:00:00.000Z',
  analysis,
});

/** The fields of a stored analysis the card reads (the rest is the analysis view's business). */
/** An analysis as stored by this coach (with a status) or an earlier one, read through the contract's schema. */
const stored = (status: string | undefined, reps: number) =>
  StoredVideoAnalysisSchema.parse({
    ...(status ? { status } : {}),
    exercise: 'squat',
    reps,
    confidence: 0.8,
    duration_sec: 10,
    person_detected: true,
    view: 'side',
    limitation: null,
    strengths: [],
    faults: [],
    rep_details: [],
  });

describe('dashboardStats', () => {
  it('Given a user with plans and personal bests, When the stats are built, Then there are four cards in order', () => {
    const cards = dashboardStats(aUser(), [plan('p1'), plan('p2')], [personalBest('b1')]);
    expect(cards).toEqual([
      { key: 'personal_bests', label: 'Personal Bests', value: '1' },
      { key: 'plans', label: 'Workout Plans', value: '2' },
      { key: 'goal', label: 'Goal', value: 'weight loss' },
      { key: 'weekly_goal', label: 'Weekly Goal', value: '4 days' },
    ]);
  });

  it('Given one training day a week, When the stats are built, Then the weekly goal reads "1 day"', () => {
    const weekly = dashboardStats(aUser({ days_per_week: 1 }), [], []).find((card) => card.key === 'weekly_goal');
    expect(weekly?.value).toBe('1 day');
  });

  it('Given no plans and no personal bests, When the stats are built, Then both counts are 0', () => {
    const [bests, plans] = dashboardStats(aUser(), [], []);
    expect(bests?.value).toBe('0');
    expect(plans?.value).toBe('0');
  });
});

describe('greeting', () => {
  it('Given a user, When greeted, Then the first name and the goal (with spaces) appear', () => {
    expect(greeting(aUser({ first_name: 'Ana', primary_goal: 'weight_loss' }))).toEqual({
      title: 'Welcome back, Ana!',
      subtitle: 'Training for weight loss',
    });
  });
});

describe('coachCard', () => {
  it('Given analysed videos, When the card is built, Then the latest (first) item gives notes and processed video', () => {
    const card = coachCard(aUser({ avatar_greeting_url: '/api/media/hello.mp4' }), [
      media('m2', 'Eight reps, keep your chest up.', '/api/media/m2.mp4'),
      media('m1', 'Older notes', '/api/media/m1.mp4'),
    ]);
    expect(card).toEqual({ source: 'media', text: 'Eight reps, keep your chest up.', videoUrl: '/api/media/m2.mp4' });
  });

  it('Given a latest video with a poster frame, When the card is built, Then the poster goes with the video (and never without one)', () => {
    const withPoster = { ...media('m2', 'Eight reps.', '/api/media/m2.mp4'), poster_url: '/api/media/m2.jpg' };
    expect(coachCard(aUser(), [withPoster])).toEqual({
      source: 'media',
      text: 'Eight reps.',
      videoUrl: '/api/media/m2.mp4',
      posterUrl: '/api/media/m2.jpg',
    });
    expect(coachCard(aUser(), [{ ...withPoster, processed_url: null }])).not.toHaveProperty('posterUrl');
  });

  it('Given a latest video without a processed file, When the card is built, Then its notes show without a video', () => {
    expect(coachCard(aUser(), [media('m1', 'No person seen in the clip.', null)])).toEqual({
      source: 'media',
      text: 'No person seen in the clip.',
      videoUrl: null,
    });
  });

  it('Given a latest set the coach could not count, When the card is built, Then the last counted set keeps the card', () => {
    const card = coachCard(aUser(), [
      media(
        'm3',
        'This looks like a squat, not a bench press, so I did not count it.',
        '/api/media/m3.mp4',
        stored('exercise_mismatch', 0),
      ),
      media('m2', 'I saw you but no full rep.', null, stored('no_reps', 0)),
      media('m1', 'Five clean squats.', '/api/media/m1.mp4', stored('ok', 5)),
    ]);
    expect(card).toEqual({ source: 'media', text: 'Five clean squats.', videoUrl: '/api/media/m1.mp4' });
  });

  it('Given sets stored before statuses existed, When the card is built, Then one with reps is counted and one without is skipped', () => {
    const card = coachCard(aUser(), [
      media('m2', 'No full rep.', null, stored(undefined, 0)),
      media('m1', 'Three squats.', null, stored(undefined, 3)),
    ]);
    expect(card.text).toBe('Three squats.');
  });

  it('Given only sets the coach could not count, When the card is built, Then it falls back as if there were none', () => {
    expect(coachCard(aUser(), [media('m1', 'Not a squat.', null, stored('exercise_mismatch', 0))]).source).toBe(
      'welcome',
    );
  });

  it('Given no videos but an avatar greeting, When the card is built, Then the greeting video is used', () => {
    const card = coachCard(aUser({ avatar_greeting_url: '/api/media/hello.mp4' }), []);
    expect(card.source).toBe('avatar');
    expect(card.videoUrl).toBe('/api/media/hello.mp4');
    expect(card.text).toBe(defaultWelcomeScript('Ada'));
  });

  it('Given neither videos nor a greeting, When the card is built, Then the default welcome script addresses the user', () => {
    const card = coachCard(aUser({ first_name: 'Ana' }), []);
    expect(card).toEqual({ source: 'welcome', text: defaultWelcomeScript('Ana'), videoUrl: null });
    expect(card.text).toContain('Ana');
    expect(card.text).toContain('Spotter');
  });
});

describe('personalBestList', () => {
  it('Given no personal bests, When listed, Then the exact empty message shows', () => {
    expect(personalBestList([])).toEqual({
      rows: [],
      empty: 'No personal bests yet. Upload your first exercise to get started!',
    });
  });

  it('Given seven personal bests, When listed, Then only the first five show, in order', () => {
    const bests = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => personalBest(id));
    const list = personalBestList(bests);
    expect(list.rows.map((row) => row.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(list.empty).toBeNull();
  });

  it('Given a personal best, When listed, Then it shows exercise name, value and unit', () => {
    expect(
      personalBestList([personalBest('a', 'bench_press', 82.5, 'kg'), personalBest('b', 'pull_up', 12, 'reps')]).rows,
    ).toEqual([
      { id: 'a', exercise: 'Bench Press', value: '82.5 kg' },
      { id: 'b', exercise: 'Pull Up', value: '12 reps' },
    ]);
  });
});

describe('latestPlanText', () => {
  it('Given plans, When read, Then the first one is the latest', () => {
    expect(latestPlanText([plan('new', 'Day 1: squat'), plan('old', 'Day 1: row')])).toBe('Day 1: squat');
  });

  it('Given no plans, When read, Then there is no plan text', () => {
    expect(latestPlanText([])).toBeNull();
  });
});

describe('uploadExerciseOptions', () => {
  it('Given the analysable exercises, When offered, Then detecting automatically comes first, then all eight with readable labels', () => {
    const options = uploadExerciseOptions();
    expect(options).toHaveLength(9);
    expect(options[0]).toEqual({ value: 'auto', label: 'Detect automatically' });
    expect(options[1]).toEqual({ value: 'squat', label: 'Squat' });
    expect(options).toContainEqual({ value: 'overhead_press', label: 'Overhead Press' });
  });
});
