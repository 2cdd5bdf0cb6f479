import { describe, expect, it } from 'vitest';
import { DEFAULT_REST_SEC, MAX_REST_SEC, adjustRest, restClock, restView, startRest } from './rest-timer.js';

const T0 = Date.UTC(2026, 10, 26, 7, 0, 0);

describe('rest timer', () => {
  it('starts with the plan rest, or two minutes when the plan gives none, and clamps absurd lengths', () => {
    expect(startRest(90, T0)).toEqual({ duration_sec: 90, ends_at_ms: T0 + 90_000 });
    expect(startRest(null, T0).duration_sec).toBe(DEFAULT_REST_SEC);
    expect(startRest(9000, T0).duration_sec).toBe(MAX_REST_SEC);
    expect(startRest(-5, T0).duration_sec).toBe(0);
  });

  it('counts down from the clock and is done at zero', () => {
    const timer = startRest(90, T0);
    expect(restView(timer, T0)).toEqual({ remaining_sec: 90, label: '1:30', done: false, progress: 0 });
    expect(restView(timer, T0 + 30_000)).toMatchObject({ remaining_sec: 60, label: '1:00', done: false });
    expect(restView(timer, T0 + 89_500)).toMatchObject({ remaining_sec: 1, label: '0:01', done: false });
    expect(restView(timer, T0 + 95_000)).toEqual({ remaining_sec: 0, label: '0:00', done: true, progress: 1 });
  });

  it('adds and takes away time while running, never below zero', () => {
    const timer = startRest(60, T0);
    const longer = adjustRest(timer, 15, T0 + 10_000);
    expect(restView(longer, T0 + 10_000)).toMatchObject({ remaining_sec: 65, label: '1:05' });
    expect(longer.duration_sec).toBe(75);
    const shorter = adjustRest(timer, -90, T0 + 10_000);
    expect(restView(shorter, T0 + 10_000)).toMatchObject({ remaining_sec: 0, done: true });
  });

  it('writes minutes and seconds', () => {
    expect(restClock(0)).toBe('0:00');
    expect(restClock(5)).toBe('0:05');
    expect(restClock(125)).toBe('2:05');
    expect(restClock(59.2)).toBe('1:00');
  });
});
