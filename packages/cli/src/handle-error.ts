import { CommanderError } from 'commander';
import { ApiError } from '@spotter/core/api';
import { ConfigFileError, ConfigValueError } from '@spotter/node-client/settings';
import { CliError, EXIT, NotSignedInError, UnreachableError, UsageError } from './errors.js';
import type { Output } from './output/output.js';
import { looksForeign } from './services/server-check.js';

/** Turns what the client threw into the CLI's hierarchy: unreachable → exit 4, token refused → exit 3. */
export function fromApiError(err: ApiError): CliError {
  if (err.unreachable)
    return new UnreachableError(err.detail.replace(/^Cannot reach the Spotter server at /, ''), { cause: err });
  if (err.status === 401) return new NotSignedInError(`The server did not accept your saved sign-in (${err.detail})`);
  return new CliError(err.detail, EXIT.failure);
}

/** The config store's typed errors in the CLI's words: a broken file is exit 1 naming the way out, a refused value exit 2. */
export function fromConfigError(err: ConfigFileError | ConfigValueError): CliError {
  if (err instanceof ConfigValueError) return new UsageError(err.message);
  if (err.problem.kind === 'unreadable')
    return new CliError(err.message, EXIT.failure, 'fix or delete it (`spotter config path` shows where it is)', {
      cause: err,
    });
  const unset = err.problem.key === 'apiUrl' ? 'apiUrl' : 'currentUser';
  return new CliError(err.message, EXIT.failure, `fix it, or run \`spotter config unset ${unset}\``, { cause: err });
}

/**
 * The one top-level handler: one line on stderr saying what happened and what to do, and the exit code.
 * `checkServer` (GET /api/health) tells an answer from some other server apart from a Spotter error.
 */
export async function handleError(
  err: unknown,
  out: Output,
  debug: boolean,
  checkServer?: () => Promise<string | null>,
): Promise<number> {
  // commander has already printed its message and the usage line.
  if (err instanceof CommanderError) return err.exitCode === 0 ? EXIT.ok : EXIT.usage;
  const foreign = checkServer && looksForeign(err) ? await checkServer() : null;
  const known = foreign
    ? new CliError(foreign, EXIT.unreachable, 'check --api-url, SPOTTER_API_URL or `spotter config get apiUrl`', {
        cause: err,
      })
    : err instanceof ApiError
      ? fromApiError(err)
      : err instanceof ConfigFileError || err instanceof ConfigValueError
        ? fromConfigError(err)
        : err;
  const red = out.errColors.red;
  if (known instanceof CliError) {
    const next = known.nextStep ? ` — ${known.nextStep}` : '';
    out.message(`${red('Error:')} ${known.message}${next}`);
    if (known instanceof UsageError && known.usage)
      out.message(`Usage: ${known.usage}\nRun \`${known.usage.split(/ \[| </)[0]} --help\` for examples.`);
    return known.exitCode;
  }
  const bug = err instanceof Error ? err : new Error(String(err));
  out.message(`${red('Error:')} ${bug.message} — this is a bug in spotter; please report it with the command you ran`);
  if (debug && bug.stack) out.message(bug.stack);
  return EXIT.failure;
}
