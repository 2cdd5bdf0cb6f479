import { useInput } from 'ink';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@spotter/core/api';
import {
  RPE_CHOICES,
  SET_TYPE_LABELS,
  workoutSessionView,
  type PlannedSet,
  type SessionExerciseView,
} from '@spotter/core/view-models';
import {
  applyOpResults,
  currentSession,
  logSetOp,
  sessionSets,
  type OpenSession,
  type QueuedSet,
  type WorkoutOp,
} from '@spotter/core/flows';
import { SET_TYPES, type SetType, type Units } from '@spotter/core/constants';
import { useTui } from '../tui-context.js';
import { cycle } from '../text-layout.js';
import { useLoad } from './use-load.js';
import { useRestCountdown } from './use-rest-countdown.js';

/** What the keys change on the next set before Enter logs it. */
interface Adjust {
  reps: number;
  loadSteps: number;
  rpe: number | null;
  type: SetType;
}

/** Header, title, timer, list frame, the chosen exercise's lines, toasts and footer around the list of exercises. */
const FIXED_ROWS = 19;

const NO_ADJUST: Adjust = { reps: 0, loadSteps: 0, rpe: null, type: 'working' };
/** One press of - or + on the load: what a pair of the smallest usual plates adds. */
const LOAD_STEP: Record<Units, number> = { kg: 2.5, lb: 5 / 2.2046226218 };

/**
 * Today's session in the terminal: the plan's next session with targets, the session's sets, and keys to log the
 * planned set (Enter), change it first (←→ reps, -/+ load, r RPE, t type), undo the last set (u), finish (f), and the
 * rest timer ([ ] 15 s less or more, s skip).
 */
export function useWorkout() {
  const tui = useTui();
  const userId = tui.user?.id ?? '';
  const units: Units = (tui.user as { units?: Units } | null)?.units ?? 'kg';
  const [pending, setPending] = useState<QueuedSet<WorkoutOp>[]>([]);
  const [chosen, setChosen] = useState(0);
  const [adjust, setAdjust] = useState<Adjust>(NO_ADJUST);
  const rest = useRestCountdown();
  const queue = tui.setQueue;
  const loaded = useLoad(
    async () => {
      const [next, list] = await Promise.all([
        tui.client.nextWorkout(userId),
        tui.client.listWorkouts(userId, { limit: 5 }),
      ]);
      const going = list.items.find((workout) => workout.id === next.open_workout_id && !workout.finished_at);
      return { next, open: going ? { id: going.id, sets: going.sets } : null };
    },
    [tui.client, userId],
    tui.visible,
  );

  // The app's queue (use-set-queue.ts): kept on disk, so what was logged without a server outlives a quit.
  useEffect(() => {
    let live = true;
    // Sets kept from an earlier run show as waiting, and go with the app's start-up send (the same flush, once).
    const catchUp = async () => {
      const kept = await queue.pending();
      if (!live || !kept.length) return;
      setPending(kept);
      const outcome = await queue.flush();
      if (!live) return;
      setPending(await queue.pending());
      if (outcome.sent.length) loaded.reload();
    };
    catchUp().catch((err: unknown) => live && tui.toast(errorMessage(err), 'error'));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queue]);

  // What the last flush sent, shown until the next read of the session has it (or says it is finished).
  const [sent, setSent] = useState<{ from: unknown; open: OpenSession | null } | null>(null);
  const open = sent && sent.from === loaded.data ? sent.open : (loaded.data?.open ?? null);
  const session = currentSession(open?.id ?? null, pending);
  const sets = sessionSets(open?.sets ?? [], pending, session);
  const view = loaded.data ? workoutSessionView(loaded.data.next, sets, units) : null;
  const exercises: SessionExerciseView[] = view ? view.blocks.flatMap((block) => block.exercises) : [];
  const at = Math.min(chosen, exercises.length - 1);
  const current = exercises[at] ?? null;
  // The list shows as many exercises as the terminal has room for, the chosen one always in sight.
  const height = Math.max(3, tui.rows - FIXED_ROWS);
  const first = Math.max(0, Math.min(at - Math.floor(height / 2), exercises.length - height));
  const supersetOf = new Map(
    view
      ? view.blocks.flatMap((block) =>
          block.exercises.map(
            (exercise) => [exercise.key, block.label ? block.label.replace('Superset ', '') : null] as const,
          ),
        )
      : [],
  );
  const window = exercises
    .slice(first, first + height)
    .map((exercise) => ({ exercise, superset: supersetOf.get(exercise.key) ?? null }));

  const planned: PlannedSet | null = current?.next
    ? {
        ...current.next,
        reps: current.next.reps === null ? null : Math.max(0, current.next.reps + adjust.reps),
        load_kg: Math.max(0, (current.next.load_kg ?? 0) + adjust.loadSteps * LOAD_STEP[units]) || null,
        set_type: adjust.type,
      }
    : null;

  const flush = useCallback(async () => {
    const outcome = await queue.flush();
    const results = outcome.sent.map(({ set }) => set);
    if (results.length) setSent({ from: loaded.data, open: applyOpResults(open, results) });
    setPending(await queue.pending());
    for (const { detail } of outcome.rejected) tui.toast(`Not saved: ${detail}`, 'error');
    if (outcome.stopped) tui.toast('Not sent yet: the server did not answer. It goes with the next set.', 'warning');
    if (outcome.sent.some(({ set }) => set.op === 'finish'))
      tui.toast('Session finished: the next targets are set', 'success');
    if (outcome.sent.length) loaded.reload();
  }, [queue, tui, loaded, open]);

  const run = (work: () => Promise<unknown>) =>
    void work().catch((err: unknown) => tui.toast(errorMessage(err), 'error'));

  const logPlanned = () => {
    if (!planned || !loaded.data) return;
    run(async () => {
      const workout = session ?? {
        client_id: (
          await queue.log({ op: 'start', plan_day: loaded.data!.next.plan_day, started_at: new Date().toISOString() })
        ).client_id,
      };
      await queue.log(logSetOp(planned, { rpe: adjust.rpe }, workout, new Date()));
      setPending(await queue.pending());
      setAdjust(NO_ADJUST);
      if (current?.rest_sec) rest.start(current.rest_sec);
      else rest.skip();
      await flush();
    });
  };

  const undoLast = () => {
    const last = sets.at(-1);
    if (!last) return;
    run(async () => {
      if (last.waiting && last.client_id && (await queue.discard(last.client_id))) setPending(await queue.pending());
      else if (last.id) {
        await tui.client.deleteSet(userId, last.id);
        loaded.reload();
      }
      tui.toast(`Removed ${last.exercise_name}`, 'info');
    });
  };

  const finish = () => {
    if (!session) return;
    run(async () => {
      await queue.log({ op: 'finish', workout: session, finished_at: new Date().toISOString() });
      await flush();
    });
  };

  useInput(
    (input, key) => {
      if (!view) {
        if (input === 'r') loaded.reload();
        return;
      }
      if (key.upArrow || key.downArrow) {
        setChosen((value) => cycle(value, key.upArrow ? -1 : 1, exercises.length));
        setAdjust(NO_ADJUST);
      } else if (key.return) logPlanned();
      else if (key.leftArrow) setAdjust((a) => ({ ...a, reps: a.reps - 1 }));
      else if (key.rightArrow) setAdjust((a) => ({ ...a, reps: a.reps + 1 }));
      else if (input === '-') setAdjust((a) => ({ ...a, loadSteps: a.loadSteps - 1 }));
      else if (input === '+' || input === '=') setAdjust((a) => ({ ...a, loadSteps: a.loadSteps + 1 }));
      else if (input === 'r') setAdjust((a) => ({ ...a, rpe: nextRpe(a.rpe) }));
      else if (input === 't')
        setAdjust((a) => ({ ...a, type: SET_TYPES[cycle(SET_TYPES.indexOf(a.type), 1, SET_TYPES.length)]! }));
      else if (input === 'u') undoLast();
      else if (input === 'f') finish();
      else if (input === ']') rest.longer();
      else if (input === '[') rest.shorter();
      else if (input === 's') rest.skip();
    },
    { isActive: tui.active },
  );

  return {
    loading: loaded.loading,
    error: loaded.error,
    view,
    exercises,
    chosenKey: current?.key ?? null,
    window,
    position: exercises.length > height ? `── ${at + 1}/${exercises.length} exercises, ↑↓ to move` : null,
    planned,
    adjustLine: planned ? adjustLine(adjust, planned.load_kg === null && (current?.askLoad ?? false)) : null,
    started: session !== null,
    rest: rest.view,
  };
}

/** None, then 6 to 10 in half steps, then none again. */
function nextRpe(rpe: number | null): number | null {
  const at = rpe === null ? -1 : RPE_CHOICES.indexOf(String(rpe) as (typeof RPE_CHOICES)[number]);
  return at + 1 >= RPE_CHOICES.length ? null : Number(RPE_CHOICES[at + 1]);
}

const adjustLine = (adjust: Adjust, askLoad: boolean) =>
  [
    askLoad ? 'no load yet: + sets your first working weight' : '',
    adjust.rpe === null ? '' : `RPE ${adjust.rpe}`,
    adjust.type === 'working' ? '' : SET_TYPE_LABELS[adjust.type],
  ]
    .filter(Boolean)
    .join(' · ');
