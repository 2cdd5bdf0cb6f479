import { useCallback, useEffect, useRef, useState } from 'react';
import {
  REST_STEP_SEC,
  adjustRest,
  restView,
  startRest,
  type RestTimer,
  type RestTimerView,
} from '@spotter/core/view-models';

export interface RestTimerControls {
  view: RestTimerView | null;
  /** Starts (or restarts) the rest after a set: the plan's length, else the default. */
  start: (durationSec?: number | null) => void;
  longer: () => void;
  shorter: () => void;
  skip: () => void;
}

/**
 * The rest timer's state and clock: redrawn a few times a second while it runs, and `onDone` once when it reaches
 * zero (the screen rings and vibrates there). The end is a time, so a phone that slept shows the right rest on waking.
 */
export function useRestTimer(onDone: () => void, now: () => number = Date.now): RestTimerControls {
  const [timer, setTimer] = useState<RestTimer | null>(null);
  const [, setTick] = useState(0);
  const doneFor = useRef<RestTimer | null>(null);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);

  const view = timer ? restView(timer, now()) : null;
  const running = view !== null && !view.done;

  useEffect(() => {
    if (!timer || !running) return;
    const id = window.setInterval(() => {
      setTick((tick) => tick + 1);
      if (restView(timer, now()).done && doneFor.current !== timer) {
        doneFor.current = timer;
        onDoneRef.current();
      }
    }, 250);
    return () => window.clearInterval(id);
  }, [timer, running, now]);

  const start = useCallback((durationSec?: number | null) => setTimer(startRest(durationSec, now())), [now]);
  const longer = useCallback(
    () =>
      setTimer((current) => (current ? adjustRest(current, REST_STEP_SEC, now()) : startRest(REST_STEP_SEC, now()))),
    [now],
  );
  const shorter = useCallback(
    () => setTimer((current) => (current ? adjustRest(current, -REST_STEP_SEC, now()) : current)),
    [now],
  );
  const skip = useCallback(() => setTimer(null), []);
  return { view, start, longer, shorter, skip };
}
