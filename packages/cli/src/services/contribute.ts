import { ApiError, errorMessage, type ApiClient } from '@spotter/core/api';
import { MESSAGES } from '@spotter/core/constants';
import { describeErrors, validateContribution } from '@spotter/core/rules';
import type { ContributionEntry } from '../contribute/read-entries.js';

/** One line of `spotter exercises add --json` (NDJSON); these keys are a stable interface. */
export interface ContributionOutcome {
  entry: number;
  name: string | null;
  ok: boolean;
  sent: boolean;
  id: string | null;
  error: string | null;
}

export interface ContributionReport {
  invalid: ContributionOutcome[];
  /** Whether anything was sent (false when some entries were invalid and skipInvalid was not set). */
  sent: boolean;
  outcomes: ContributionOutcome[];
}

const nameOf = (entry: ContributionEntry) =>
  typeof entry.input.name === 'string' && entry.input.name.trim() ? entry.input.name.trim() : null;

/**
 * Checks every entry with core's rules first; sends nothing when any is invalid unless skipInvalid,
 * then sends the valid ones one by one (a refused one does not stop the rest).
 */
export async function contributeExercises(options: {
  api: ApiClient;
  user: { id: string };
  entries: readonly ContributionEntry[];
  skipInvalid: boolean;
  onOutcome?: (outcome: ContributionOutcome) => void;
}): Promise<ContributionReport> {
  const checked = options.entries.map((entry) => {
    const result = validateContribution(entry.input, options.user);
    const problems = [entry.problem, result.ok ? null : describeErrors(result.errors)].filter(Boolean).join('; ');
    return { entry, value: result.ok && !entry.problem ? result.value : null, problems };
  });
  const invalid = checked
    .filter((item) => item.value === null)
    .map((item) => ({
      entry: item.entry.entry,
      name: nameOf(item.entry),
      ok: false,
      sent: false,
      id: null,
      error: item.problems || MESSAGES.genericError,
    }));
  if (invalid.length && !options.skipInvalid) return { invalid, sent: false, outcomes: invalid };

  const outcomes: ContributionOutcome[] = [...invalid];
  for (const item of checked) {
    if (!item.value) continue;
    const base = { entry: item.entry.entry, name: item.value.name };
    try {
      const result = await options.api.contributeExercise(item.value);
      outcomes.push({ ...base, ok: true, sent: true, id: result.exercise.id, error: null });
    } catch (err) {
      // Nothing else would get through: stop and let the handler say why (exit 4 or 3).
      if (err instanceof ApiError && (err.unreachable || err.status === 401)) throw err;
      outcomes.push({ ...base, ok: false, sent: true, id: null, error: errorMessage(err) });
    }
    options.onOutcome?.(outcomes.at(-1)!);
  }
  return { invalid, sent: true, outcomes: outcomes.sort((a, b) => a.entry - b.entry) };
}
