import { InterruptedError } from '../errors.js';
import type { TextStream } from '../output/output.js';

/** How long a command may take to say what it did after Ctrl-C before the process leaves anyway. */
const GRACE_MS = 3_000;

/** Shows the cursor again (a progress bar hides it): harmless when it is already shown. */
const SHOW_CURSOR = '\u001B[?25h';

export interface InterruptWatch {
  /** Aborted on the first SIGINT or SIGTERM; its reason is an InterruptedError. */
  readonly signal: AbortSignal;
  /** Stops listening for signals (the stdout EPIPE guard stays: late writes may still fail). */
  dispose(): void;
}

/**
 * The process side of the one top-level handler: the only place that listens for signals and leaves early.
 * - The first Ctrl-C or SIGTERM aborts `signal`: every request of the command is cancelled, and the command
 *   prints what it did and returns 130 (143). If it has not ended within a grace period, the process leaves.
 * - A second Ctrl-C leaves at once.
 * - EPIPE on stdout (`spotter exercises | head -3`) ends quietly with exit 0, as git and gh do.
 * Either way the terminal gets its cursor back.
 */
export function watchInterrupts(stderr: TextStream): InterruptWatch {
  const controller = new AbortController();
  const leave = (code: number): never => {
    if (stderr.isTTY) stderr.write(SHOW_CURSOR);
    process.exit(code);
  };
  const onSignal = (name: 'SIGINT' | 'SIGTERM') => {
    const interrupted = new InterruptedError(name);
    if (controller.signal.aborted) leave(interrupted.exitCode);
    controller.abort(interrupted);
    setTimeout(() => leave(interrupted.exitCode), GRACE_MS).unref();
  };
  const onSigint = () => onSignal('SIGINT');
  const onSigterm = () => onSignal('SIGTERM');
  process.on('SIGINT', onSigint);
  process.on('SIGTERM', onSigterm);
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') leave(0);
    throw err;
  });
  return {
    signal: controller.signal,
    dispose() {
      process.off('SIGINT', onSigint);
      process.off('SIGTERM', onSigterm);
    },
  };
}

/** The InterruptedError a Ctrl-C left on `signal`, if any. */
export const interruption = (signal: AbortSignal | undefined): InterruptedError | null =>
  signal?.aborted && signal.reason instanceof InterruptedError ? signal.reason : null;
