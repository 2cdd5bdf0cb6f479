import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError, errorMessage } from '@spotter/core/api';
import {
  applyOpResults,
  createSetQueue,
  currentSession,
  logSetOp,
  queueStatusLine,
  sessionSets,
  workoutOpSender,
  type FlushOutcome,
  type QueuedSet,
  type WorkoutOp,
  type WorkoutOpResult,
  type WorkoutRef,
} from '@spotter/core/flows';
import type { NextWorkout, SetUpdateInput, TrainingSet } from '@spotter/core/schemas';
import type { PlannedSet, SessionSet } from '@spotter/core/view-models';
import { toast } from 'sonner';
import { notifyError } from '../lib/notify';
import { newClientId } from '../offline/client-id';
import { localSetQueueStorage } from '../offline/set-queue-storage';
import { useApiClient } from './use-api-client';

/** How often waiting sets are tried again while the page is open (besides the browser's 'online' event). */
const RETRY_MS = 20_000;

/** Extra fields of a set logged from the adjust dialog rather than the one tap. */
export type SetExtras = Pick<SessionSet, 'rpe' | 'rir' | 'note'>;

interface Loaded {
  next: NextWorkout | null;
  /** Why there is no next session to show (no plan yet), in the server's words. */
  nextError: string | null;
  /** The session going on, on the server (started and not finished). */
  open: { id: string; sets: TrainingSet[] } | null;
}

/**
 * Today's session on the workout screen: the next planned session, the session going on and its sets, and every
 * write (start, log, finish) made through core's queue, so the screen works the same with and without a connection.
 * Waiting sets show beside the server's, marked; they go when the browser is back online, or on the next try.
 */
export function useWorkoutSession(userId: string) {
  const client = useApiClient();
  const queue = useMemo(
    () =>
      createSetQueue<WorkoutOp, WorkoutOpResult>({
        storage: localSetQueueStorage<WorkoutOp>(window.localStorage, userId),
        send: workoutOpSender(client, userId),
        newId: newClientId,
      }),
    [client, userId],
  );
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [pending, setPending] = useState<QueuedSet<WorkoutOp>[]>([]);
  const [stopped, setStopped] = useState<FlushOutcome<unknown, unknown>['stopped']>(null);
  const [online, setOnline] = useState(() => window.navigator.onLine);

  const load = useCallback(async () => {
    const [next, list] = await Promise.allSettled([
      client.nextWorkout(userId),
      client.listWorkouts(userId, { limit: 5 }),
    ]);
    if (
      next.status === 'rejected' &&
      !(next.reason instanceof ApiError && next.reason.status >= 400 && next.reason.status < 500)
    ) {
      // Offline with nothing kept (first visit without signal), or the server failing: said on screen, kept trying.
      setLoaded((current) => current ?? { next: null, nextError: errorMessage(next.reason), open: null });
      return;
    }
    const workouts = list.status === 'fulfilled' ? list.value.items : [];
    const openId =
      next.status === 'fulfilled'
        ? next.value.open_workout_id
        : (workouts.find((workout) => !workout.finished_at)?.id ?? null);
    const open = workouts.find((workout) => workout.id === openId && !workout.finished_at) ?? null;
    setLoaded({
      next: next.status === 'fulfilled' ? next.value : null,
      nextError: next.status === 'rejected' ? errorMessage(next.reason) : null,
      open: open ? { id: open.id, sets: open.sets } : null,
    });
  }, [client, userId]);

  const refreshPending = useCallback(async () => setPending(await queue.pending()), [queue]);

  const flush = useCallback(async () => {
    const outcome = await queue.flush();
    setStopped(outcome.stopped);
    // The server's answers go on screen at once; the read below then confirms them.
    setLoaded((current) =>
      current
        ? {
            ...current,
            open: applyOpResults(
              current.open,
              outcome.sent.map(({ set }) => set),
            ),
          }
        : current,
    );
    for (const { detail } of outcome.rejected) toast.error('A set could not be saved', { description: detail });
    await refreshPending();
    if (outcome.sent.some(({ set }) => set.op === 'finish'))
      toast.success('Session finished: the next targets are set');
    // Read the session again: the server's sets replace the waiting ones, and the offline copy stays current.
    if (outcome.sent.length) await load();
    return outcome;
  }, [queue, refreshPending, load]);

  useEffect(() => {
    void load();
    void refreshPending().then(() => flush());
  }, [load, refreshPending, flush]);

  useEffect(() => {
    const goOnline = () => {
      setOnline(true);
      void flush();
    };
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, [flush]);

  useEffect(() => {
    if (!pending.length) return;
    const id = window.setInterval(() => void flush(), RETRY_MS);
    return () => window.clearInterval(id);
  }, [pending.length, flush]);

  const session = useMemo(() => currentSession(loaded?.open?.id ?? null, pending), [loaded, pending]);
  const finishing = pending.some((item) => item.body.op === 'finish');
  const sets = useMemo(() => sessionSets(loaded?.open?.sets ?? [], pending, session), [loaded, pending, session]);

  const start = useCallback(async () => {
    if (session) return session;
    const item = await queue.log({
      op: 'start',
      plan_day: loaded?.next?.plan_day,
      started_at: new Date().toISOString(),
    });
    await refreshPending();
    void flush();
    return { client_id: item.client_id } satisfies WorkoutRef;
  }, [session, queue, loaded, refreshPending, flush]);

  const logSet = useCallback(
    async (planned: PlannedSet, extras: Partial<SetExtras> = {}) => {
      // Logging the first set starts the session: one tap, not two.
      const workout = session ?? (await start());
      await queue.log(logSetOp(planned, extras, workout, new Date()));
      await refreshPending();
      void flush();
    },
    [session, start, queue, refreshPending, flush],
  );

  const editSet = useCallback(
    async (set: SessionSet, change: SetUpdateInput) => {
      if (set.waiting && set.client_id) {
        const item = (await queue.pending()).find((queued) => queued.client_id === set.client_id);
        if (item?.body.op === 'set') {
          const edited = Object.fromEntries(Object.entries(change).map(([key, value]) => [key, value ?? undefined]));
          if (await queue.edit(item.client_id, { set: { ...item.body.set, ...edited } })) return refreshPending();
        }
      }
      if (!set.id) return;
      try {
        await client.updateSet(userId, set.id, change);
        await load();
      } catch (err) {
        notifyError(err, 'The set could not be changed');
      }
    },
    [queue, client, userId, load, refreshPending],
  );

  const deleteSet = useCallback(
    async (set: SessionSet) => {
      if (set.waiting && set.client_id && (await queue.discard(set.client_id))) return refreshPending();
      if (!set.id) return;
      try {
        await client.deleteSet(userId, set.id);
        await load();
      } catch (err) {
        notifyError(err, 'The set could not be deleted');
      }
    },
    [queue, client, userId, load, refreshPending],
  );

  const finish = useCallback(async () => {
    if (!session) return;
    await queue.log({ op: 'finish', workout: session, finished_at: new Date().toISOString() });
    await refreshPending();
    await flush();
  }, [session, queue, refreshPending, flush]);

  const waiting = pending.filter((item) => item.body.op === 'set').length;
  return {
    loading: loaded === null,
    next: loaded?.next ?? null,
    nextError: loaded?.nextError ?? null,
    started: session !== null && !finishing,
    sets,
    online,
    /** 'N sets saved on this device, sent when you are back online', or null when nothing waits. */
    queueLine: queueStatusLine(waiting, online ? stopped : 'offline'),
    start,
    logSet,
    editSet,
    deleteSet,
    finish,
  };
}
