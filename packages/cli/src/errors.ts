/** Exit codes are a stable interface (documented in `spotter --help` and the README). */
export const EXIT = {
  ok: 0,
  failure: 1,
  usage: 2,
  notSignedIn: 3,
  unreachable: 4,
  /** Ctrl-C (SIGINT): 128 + 2, as shells report it. */
  interrupted: 130,
  /** SIGTERM: 128 + 15. */
  terminated: 143,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/**
 * The one error hierarchy of the CLI. A CliError is expected and user-fixable: the handler prints its
 * message (and next step) on one line and exits with its code. Anything else is a bug.
 */
export class CliError extends Error {
  override readonly name: string = 'CliError';
  constructor(
    message: string,
    readonly exitCode: ExitCode = EXIT.failure,
    /** What to do about it, appended after a dash. */
    readonly nextStep?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Wrong or missing flags and arguments (exit 2); `usage` is the command's usage line. */
export class UsageError extends CliError {
  override readonly name = 'UsageError';
  constructor(
    message: string,
    readonly usage?: string,
  ) {
    super(message, EXIT.usage);
  }
}

/** The person said no, or pressed Ctrl-C at a prompt (exit 1): one line saying nothing was done. */
export class CancelledError extends CliError {
  override readonly name = 'CancelledError';
  constructor(message = 'Cancelled: nothing was changed') {
    super(message, EXIT.failure);
  }
}

/** No current user, or the stored token is no longer accepted (exit 3). */
export class NotSignedInError extends CliError {
  override readonly name = 'NotSignedInError';
  constructor(
    message = 'You are not signed in',
    nextStep = 'run `spotter login` to sign in, or `spotter onboard` to sign up',
  ) {
    super(message, EXIT.notSignedIn, nextStep);
  }
}

/** Ctrl-C or SIGTERM while a command ran (exit 130 / 143): the command says what it did; nothing else is printed. */
export class InterruptedError extends CliError {
  override readonly name = 'InterruptedError';
  constructor(readonly signal: 'SIGINT' | 'SIGTERM') {
    super(signal === 'SIGINT' ? 'Interrupted' : 'Terminated', signal === 'SIGINT' ? EXIT.interrupted : EXIT.terminated);
  }
}

/** No answer from the server at all (exit 4). */
export class UnreachableError extends CliError {
  override readonly name = 'UnreachableError';
  constructor(
    readonly apiRoot: string,
    options?: { cause?: unknown },
  ) {
    super(
      `Cannot reach the Spotter server at ${apiRoot}`,
      EXIT.unreachable,
      'start it with `spotter serve` or pass --api-url',
      options,
    );
  }
}
