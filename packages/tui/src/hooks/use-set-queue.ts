import { randomUUID } from 'node:crypto';
import { useEffect, useMemo } from 'react';
import type { ApiClient } from '@spotter/core/api';
import {
  createSetQueue,
  workoutOpSender,
  type QueuedSet,
  type SetQueue,
  type SetQueueStorage,
  type WorkoutOp,
  type WorkoutOpResult,
} from '@spotter/core/flows';
import { fileSetQueueStorage, setQueuePath } from '../offline/set-queue-file.js';
import type { ToastKind } from '../toasts.js';

export type WorkoutQueue = SetQueue<WorkoutOp, WorkoutOpResult>;

/** A queue kept for this run only (no folder to keep it in: tests, launchers). */
function memoryStorage(): SetQueueStorage<WorkoutOp> {
  let items: QueuedSet<WorkoutOp>[] = [];
  return {
    read: () => items,
    write: (next) => {
      items = next;
    },
  };
}

export interface SetQueueOptions {
  client: ApiClient;
  apiUrl: string;
  userId: string | null;
  /** The folder to keep it in (the CLI's config dir); null keeps it in memory for this run. */
  dataDir: string | null;
  toast: (text: string, kind?: ToastKind) => void;
}

/**
 * The queue every logged set goes through (core's set-queue flow, as in the web), one per user and server, kept in
 * `dataDir` so sets logged while the server was out of reach survive a quit. When the TUI starts (or the user or
 * server changes) what is still queued is sent once; client ids make a resend of a set the server already took
 * harmless.
 */
export function useSetQueue({ client, apiUrl, userId, dataDir, toast }: SetQueueOptions): WorkoutQueue {
  const queue = useMemo(
    () =>
      createSetQueue<WorkoutOp, WorkoutOpResult>({
        storage:
          dataDir && userId ? fileSetQueueStorage<WorkoutOp>(setQueuePath(dataDir, apiUrl, userId)) : memoryStorage(),
        send: workoutOpSender(client, userId ?? ''),
        newId: randomUUID,
      }),
    [client, apiUrl, userId, dataDir],
  );

  useEffect(() => {
    if (!userId) return;
    let live = true;
    const sendKept = async () => {
      const kept = (await queue.pending()).length;
      if (!kept) return;
      const outcome = await queue.flush();
      if (!live) return;
      const sent = outcome.sent.filter(({ set }) => set.op === 'set').length;
      if (sent)
        toast(`Sent ${sent === 1 ? '1 set' : `${sent} sets`} logged while the server was out of reach`, 'success');
      for (const { detail } of outcome.rejected) toast(`Not saved: ${detail}`, 'error');
      if (outcome.waiting)
        toast(
          `${outcome.waiting === 1 ? '1 logged set waits' : `${outcome.waiting} logged sets wait`} for the server: they go with the next set`,
          'warning',
        );
    };
    sendKept().catch(
      (err: unknown) =>
        live && toast(`The sets kept on this computer could not be read: ${(err as Error).message}`, 'error'),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queue]);

  return queue;
}
