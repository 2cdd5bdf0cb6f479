import { describe, expect, it } from 'vitest';
import { personalBestList } from './dashboard.js';
import {
  HISTORY_EMPTY,
  historyRows,
  personalBestValue,
  progressByExercise,
  progressChart,
  setResult,
  sparkline,
} from './history.js';
import { aTrainingSet } from '../testing/index.js';

const aSet = aTrainingSet;

describe('personalBestValue', () => {
  it('Given reps at a load, When shown, Then value + unit reads "5 reps @ 100 kg"', () => {
    expect(personalBestValue({ value: 5, unit: 'reps', load_kg: 100 })).toBe('5 reps @ 100 kg');
    expect(personalBestValue({ value: 1, unit: 'reps', load_kg: 102.5 })).toBe('1 rep @ 102.5 kg');
  });

  it('Given a best without a load, an estimate or another unit, When shown, Then value and unit as stored', () => {
    expect(personalBestValue({ value: 3, unit: 'reps', load_kg: null })).toBe('3 reps');
    expect(personalBestValue({ value: 116.7, unit: 'kg (est. 1RM)', load_kg: null })).toBe('116.7 kg (est. 1RM)');
    expect(personalBestValue({ value: 60, unit: 's' })).toBe('60 s');
  });

  it('Given the dashboard list, When a best has a load, Then its row uses the same text', () => {
    const [row] = personalBestList([
      {
        id: 'a',
        exercise_name: 'squat',
        value: 5,
        unit: 'reps',
        load_kg: 100,
        achieved_at: '2026-11-20T08:00:00.000Z',
      },
    ]).rows;
    expect(row).toEqual({ id: 'a', exercise: 'Squat', value: '5 reps @ 100 kg' });
  });
});

describe('historyRows', () => {
  it('Given a set with faults and rep times, When listed, Then date, result, fault count, the video and a jump per rep', () => {
    const [row] = historyRows([
      aSet('s1', {
        faults: [
          {
            code: 'knee_valgus',
            message: 'Knees caved in',
            cue: 'Push the knees out',
            severity: 'major',
            rep: 2,
            time_sec: 4.2,
          },
        ],
        rep_times: [
          { index: 1, start_sec: 0.5, end_sec: 2.9 },
          { index: 2, start_sec: 3.1, end_sec: 5.8 },
        ],
      }),
    ]);
    expect(row).toMatchObject({
      id: 's1',
      date: '2026-11-20',
      exercise: 'Squat',
      result: '5 reps @ 100 kg',
      faults: '1 form fault',
      faultList: [{ text: 'Rep 2 · 0:04 — Knees caved in', atSec: 4.2 }],
      videoUrl: '/api/media/s1.mp4?exp=1&sig=x',
      reps: [
        { label: 'Rep 1 · 0:01', atSec: 0.5 },
        { label: 'Rep 2 · 0:03', atSec: 3.1 },
      ],
    });
  });

  it('Given a bodyweight set, When listed, Then the result has no load and no faults reads so', () => {
    expect(historyRows([aSet('s1', { exercise_name: 'pull_up', reps: 8, load_kg: null })])[0]).toMatchObject({
      exercise: 'Pull Up',
      result: '8 reps',
      faults: 'No form faults',
    });
    expect(setResult({ reps: 1, load_kg: null })).toBe('1 rep');
    expect(HISTORY_EMPTY).toMatch(/No sets yet/);
  });
});

describe('sparkline', () => {
  it('Given rising values, When drawn, Then bars from lowest to highest', () => {
    expect(sparkline([1, 2, 3, 4, 5, 6, 7, 8])).toBe('▁▂▃▄▅▆▇█');
    expect(sparkline([3, 8, 3])).toBe('▁█▁');
  });

  it('Given equal values or missing ones, When drawn, Then mid bars and gaps', () => {
    expect(sparkline([5, 5])).toBe('▄▄');
    expect(sparkline([null, 60, null, 80])).toBe('·▁·█');
    expect(sparkline([null])).toBe('·');
    expect(sparkline([])).toBe('');
  });
});

describe('progressByExercise', () => {
  const sets = [
    aSet('s4', { performed_at: '2026-11-24T08:00:00.000Z', reps: 5, load_kg: 105 }),
    aSet('p1', { exercise_name: 'pull_up', performed_at: '2026-11-23T08:00:00.000Z', reps: 8, load_kg: null }),
    aSet('s3', { performed_at: '2026-11-22T08:00:00.000Z', reps: 6, load_kg: 100 }),
    aSet('s2', { performed_at: '2026-11-20T08:00:00.000Z', reps: 5, load_kg: null }),
    aSet('s1', { performed_at: '2026-11-18T08:00:00.000Z', reps: 3, load_kg: 90 }),
  ];

  it('Given sets latest first, When grouped, Then one view per exercise, points oldest first, the latest trained first', () => {
    const views = progressByExercise(sets);
    expect(views.map((v) => v.exercise)).toEqual(['squat', 'pull_up']);
    expect(views[0]!.points.map((p) => p.id)).toEqual(['s1', 's2', 's3', 's4']);
    expect(views[0]!.repsBars).toBe('▁▆█▆');
    expect(views[0]!.loadBars).toBe('▁·▆█');
  });

  it('Given the sets, When summarised, Then the words say what the chart shows', () => {
    const [squat, pullUp] = progressByExercise(sets);
    expect(squat!.summary).toBe(
      'Squat: 4 sets from 2026-11-18 to 2026-11-24; reps 3 → 5, best 6; load 90 kg → 105 kg, heaviest 105 kg.',
    );
    expect(pullUp!.summary).toBe('Pull Up: 1 set on 2026-11-23; reps 8 throughout, best 8.');
    expect(pullUp!.hasLoad).toBe(false);
    expect(pullUp!.loadBars).toBe('');
  });

  it('Given a view, When charted, Then reps and load scale to their own maximum and sets are evenly spaced', () => {
    const chart = progressChart(progressByExercise(sets)[0]!, { width: 320, height: 120, padding: 20 });
    expect(chart.reps.max).toBe(6);
    expect(chart.reps.dots.map((d) => d.x)).toEqual([20, 113.3, 206.7, 300]);
    expect(chart.reps.dots[2]).toMatchObject({ y: 20, label: '2026-11-22: 6 reps' });
    expect(chart.reps.points.split(' ')).toHaveLength(4);
    expect(chart.load!.max).toBe(105);
    expect(chart.load!.dots.map((d) => d.key)).toEqual(['s1', 's3', 's4']);
    expect(chart.load!.dots[2]).toMatchObject({ y: 20, label: '2026-11-24: 105 kg' });
    expect(chart).toMatchObject({ firstDate: '2026-11-18', lastDate: '2026-11-24' });
    const single = progressChart(progressByExercise(sets)[1]!, { width: 320, height: 120, padding: 20 });
    expect(single.load).toBeNull();
    expect(single.reps.dots[0]).toMatchObject({ x: 160, y: 20 });
  });
});
