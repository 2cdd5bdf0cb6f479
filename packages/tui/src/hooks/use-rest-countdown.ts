import { useStdout } from 'ink';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  REST_STEP_SEC,
  adjustRest,
  restView,
  startRest,
  type RestTimer,
  type RestTimerView,
} from '@spotter/core/view-models';

export interface RestCountdown {
  view: RestTimerView | null;
  start: (durationSec?: number | null) => void;
  longer: () => void;
  shorter: () => void;
  skip: () => void;
}

/**
 * The rest timer in the terminal: counts down once a second from core's clock and rings the terminal's bell once
 * at zero (a terminal that keeps quiet just shows 0:00).
 */
export function useRestCountdown(now: () => number = Date.now): RestCountdown {
  const { write } = useStdout();
  const [timer, setTimer] = useState<RestTimer | null>(null);
  const [, setTick] = useState(0);
  const rang = useRef<RestTimer | null>(null);
  const view = timer ? restView(timer, now()) : null;
  const running = view !== null && !view.done;

  useEffect(() => {
    if (!timer || !running) return;
    const id = setInterval(() => {
      setTick((tick) => tick + 1);
      if (restView(timer, now()).done && rang.current !== timer) {
        rang.current = timer;
        write('\u0007');
      }
    }, 1000);
    return () => clearInterval(id);
  }, [timer, running, now, write]);

  return {
    view,
    start: useCallback((durationSec?: number | null) => setTimer(startRest(durationSec, now())), [now]),
    longer: useCallback(
      () =>
        setTimer((current) => (current ? adjustRest(current, REST_STEP_SEC, now()) : startRest(REST_STEP_SEC, now()))),
      [now],
    ),
    shorter: useCallback(
      () => setTimer((current) => (current ? adjustRest(current, -REST_STEP_SEC, now()) : current)),
      [now],
    ),
    skip: useCallback(() => setTimer(null), []),
  };
}
