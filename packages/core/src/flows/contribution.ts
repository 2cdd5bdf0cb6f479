import type { ApiClient } from '../api/client.js';
import { ApiError, errorMessage } from '../api/errors.js';
import { MESSAGES } from '../constants/index.js';
import { validateContribution, type FieldErrors } from '../rules/index.js';
import { contributionInput, type ContributionDraft } from '../view-models/forms.js';
import type { Notice } from './notice.js';

/** The input's list fields are typed in the draft's text fields: their errors are shown there. */
const DRAFT_FIELDS: Record<string, keyof ContributionDraft> = { equipment_tags: 'equipment', muscle_groups: 'muscles' };

/** Errors keyed by the draft's fields ('_' for the form as a whole). */
export const contributionErrors = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [DRAFT_FIELDS[field] ?? field, message]));

export type ContributionOutcome =
  /** Sent: the notice says whether it is in the library or waits for review. */
  | { ok: true; notice: Notice }
  /** Not sent, or refused: errors beside their fields, and a notice for what no field shows. */
  | { ok: false; errors: FieldErrors; notice: Notice | null };

/**
 * 'Contribute Exercise': validate the draft (signed in, name and cues required), send it, and say the result.
 * A duplicate (409) is said beside the name; any other failure in a notice with the server's words.
 */
export async function submitContribution(
  draft: ContributionDraft,
  user: { id: string } | null | undefined,
  client: Pick<ApiClient, 'contributeExercise'>,
): Promise<ContributionOutcome> {
  const checked = validateContribution(contributionInput(draft), user);
  if (!checked.ok) {
    const errors = contributionErrors(checked.errors);
    return { ok: false, errors, notice: errors._ ? { tone: 'error', text: errors._ } : null };
  }
  try {
    const result = await client.contributeExercise(checked.value);
    // A trusted contributor's exercise is approved at once; anyone else's waits for review.
    return {
      ok: true,
      notice: {
        tone: 'success',
        text: result.exercise.review_status === 'approved' ? MESSAGES.exerciseAdded : MESSAGES.exerciseSubmitted,
      },
    };
  } catch (err) {
    if (err instanceof ApiError && err.status === 409)
      return { ok: false, errors: { name: errorMessage(err) }, notice: null };
    return { ok: false, errors: {}, notice: { tone: 'error', text: errorMessage(err) } };
  }
}
