/**
 * The rest timer between sets, the same in every face: it starts after each logged set with the plan's rest (or the
 * default), can be made longer or shorter while it runs, and is done at zero. The state is two numbers, so a screen
 * re-renders it from the clock and a page reload or a sleeping phone loses nothing: the end is a time, not a count.
 */
export interface RestTimer {
  /** What the timer was started or last set to, in seconds. */
  duration_sec: number;
  /** When it reaches zero (ms since the epoch). */
  ends_at_ms: number;
}

export interface RestTimerView {
  remaining_sec: number;
  /** "1:30"; "0:00" when done. */
  label: string;
  done: boolean;
  /** How much of the rest has passed, 0 to 1 (for a ring or a bar). */
  progress: number;
}

/** Rest when the plan gives none: the usual two minutes between working sets. */
export const DEFAULT_REST_SEC = 120;
/** The buttons and keys that change a running timer. */
export const REST_STEP_SEC = 15;
/** Longer than any rest a plan prescribes; a typo of 9000 is not a rest. */
export const MAX_REST_SEC = 15 * 60;

const clampRest = (seconds: number) => Math.min(MAX_REST_SEC, Math.max(0, Math.round(seconds)));

export function startRest(durationSec: number | null | undefined, nowMs: number): RestTimer {
  const duration = clampRest(durationSec ?? DEFAULT_REST_SEC);
  return { duration_sec: duration, ends_at_ms: nowMs + duration * 1000 };
}

/** Adds (or with a negative step, takes away) seconds from a running timer; never below zero left. */
export function adjustRest(timer: RestTimer, deltaSec: number, nowMs: number): RestTimer {
  const remaining = Math.max(0, timer.ends_at_ms - nowMs) / 1000;
  const next = clampRest(remaining + deltaSec);
  return { duration_sec: clampRest(timer.duration_sec + (next - remaining)), ends_at_ms: nowMs + next * 1000 };
}

/** "m:ss" for a number of seconds (rounded up: a timer showing 0:00 is done). */
export function restClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export function restView(timer: RestTimer, nowMs: number): RestTimerView {
  const remaining = Math.max(0, timer.ends_at_ms - nowMs) / 1000;
  const remainingSec = Math.ceil(remaining);
  return {
    remaining_sec: remainingSec,
    label: restClock(remaining),
    done: remainingSec === 0,
    progress: timer.duration_sec === 0 ? 1 : Math.min(1, Math.max(0, 1 - remaining / timer.duration_sec)),
  };
}
