import type { MessagePort } from 'node:worker_threads';

/** What runOnThread sends: the task's own input and a port for its progress and for cancelling it. */
export interface TaskInput<I> {
  input: I;
  port: MessagePort;
}

export type ToTask = { type: 'abort' };
export type FromTask<P> = { type: 'started' } | { type: 'progress'; progress: P };

/** An expected failure: a code from the caller's closed list and a message for the user (VideoError, VoiceError, EquipmentError). */
export class CodedError<Code extends string> extends Error {
  readonly code: Code;

  constructor(code: Code, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

/** Turns a failure a task reported back into the caller's error class; a code not in `codes` becomes `fallback`. */
export function codedReviver<Code extends string>(
  codes: readonly Code[],
  fallback: Code,
  make: (code: Code, message: string) => Error,
) {
  const known = new Set<string>(codes);
  return (error: { code: string; message: string }) =>
    make(known.has(error.code) ? (error.code as Code) : fallback, error.message);
}

/** Expected failures cross the thread boundary as data: classes do not survive structured cloning. */
export type TaskResult<O> = { ok: true; value: O } | { ok: false; error: { code: string; message: string } };

export interface TaskContext<P> {
  signal: AbortSignal;
  progress: (progress: P) => void;
}

/**
 * The worker side of runOnThread: wraps a task so it hears cancels, reports progress, and returns its typed
 * failures (anything with a string `code`) as data. Unexpected errors are thrown and reach the caller as such.
 */
export function threadTask<I, O, P = never>(run: (input: I, context: TaskContext<P>) => Promise<O>) {
  return async ({ input, port }: TaskInput<I>): Promise<TaskResult<O>> => {
    const controller = new AbortController();
    port.on('message', (message: ToTask) => message.type === 'abort' && controller.abort());
    port.postMessage({ type: 'started' } satisfies FromTask<P>);
    try {
      const value = await run(input, {
        signal: controller.signal,
        progress: (progress) => port.postMessage({ type: 'progress', progress } satisfies FromTask<P>),
      });
      return { ok: true, value };
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code === 'string' && error instanceof Error)
        return { ok: false, error: { code, message: error.message } };
      throw error;
    } finally {
      port.close();
    }
  };
}
