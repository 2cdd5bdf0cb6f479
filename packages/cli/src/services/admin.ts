import { ApiError, type ApiClient } from '@spotter/core/api';
import type { ReviewStatus } from '@spotter/core/constants';
import type { ContributionReview } from '@spotter/core/schemas';
import { displayLabel } from '@spotter/core/view-models';
import { CliError, UsageError } from '../errors.js';
import type { Prompter } from '../prompts/prompter.js';

/** --admin-token, else SPOTTER_ADMIN_TOKEN: the server's own admin token. */
export function adminToken(flag: string | undefined, env: Record<string, string | undefined>, usage: string): string {
  const token = flag?.trim() || env.SPOTTER_ADMIN_TOKEN?.trim();
  if (!token)
    throw new UsageError(
      "No admin token: set SPOTTER_ADMIN_TOKEN to the server's admin token, or pass --admin-token",
      usage,
    );
  return token;
}

/** What a refused admin call means: 401 a wrong token; 404 on the queue, a server without an admin API. */
export function adminError(err: unknown, queue = false): unknown {
  if (!(err instanceof ApiError)) return err;
  if (err.status === 401)
    return new CliError(
      'The server did not accept the admin token',
      1,
      "check SPOTTER_ADMIN_TOKEN or --admin-token: it must equal the server's SPOTTER_ADMIN_TOKEN",
    );
  if (err.status === 404 && queue)
    return new CliError(
      'This server has no admin API',
      1,
      'start the server with SPOTTER_ADMIN_TOKEN set to enable review',
    );
  if (err.status === 404) return new CliError(err.detail, 1, 'see the queue with `spotter admin contributions`');
  return err;
}

export const listQueue = (options: { api: ApiClient; status: ReviewStatus }): Promise<ContributionReview[]> =>
  options.api.listContributions({ status: options.status }).catch((err: unknown) => {
    throw adminError(err, true);
  });

export const approve = (options: { api: ApiClient; id: string }) =>
  options.api.approveContribution(options.id).catch((err: unknown) => {
    throw adminError(err);
  });

export const reject = (options: { api: ApiClient; id: string; reason: string }) =>
  options.api.rejectContribution(options.id, { reason: options.reason }).catch((err: unknown) => {
    throw adminError(err);
  });

/** A contribution as the reviewer reads it: what it is, who sent it, and its cues in full. */
export function contributionLines(c: ContributionReview): string[] {
  const who = c.contributor
    ? `${c.contributor.first_name} (${c.contributor.approved_contributions} approved before)`
    : 'a deleted account';
  return [
    `${c.name}  [${displayLabel(c.category)} · ${displayLabel(c.difficulty_level)}]  id ${c.id}`,
    `  by ${who}, sent ${c.created_at.slice(0, 10)}`,
    `  equipment: ${c.equipment_tags.join(', ') || 'none'}`,
    `  muscles:   ${c.muscle_groups?.join(', ') || 'none'}`,
    `  cues:      ${c.primary_cues}`,
  ];
}

export interface ReviewTally {
  approved: number;
  rejected: number;
  skipped: number;
  /** True when the reviewer quit before the end of the queue. */
  quit: boolean;
  /** The decision being sent when the walk was stopped (Ctrl-C mid-request): whether the server kept it is unknown. */
  sending?: { name: string; decision: 'approve' | 'reject' };
}

export const newReviewTally = (): ReviewTally => ({ approved: 0, rejected: 0, skipped: 0, quit: false });

/**
 * Walks the pending queue with the reviewer: each contribution is shown, then approved, rejected with a
 * reason, skipped, or the walk ends. Nothing is decided without an answer. `tally` is kept current after each
 * decision the server confirmed, so a walk stopped half-way (Ctrl-C) can say what was saved.
 */
export async function reviewQueue(options: {
  api: ApiClient;
  ask: Prompter;
  queue: readonly ContributionReview[];
  show(lines: string[]): void;
  tally: ReviewTally;
}): Promise<ReviewTally> {
  const { tally } = options;
  for (const [index, contribution] of options.queue.entries()) {
    options.show([`(${index + 1} of ${options.queue.length})`, ...contributionLines(contribution)]);
    const decision = await options.ask.select('Decision', [
      { value: 'approve', label: 'Approve', hint: 'joins the public library; the coach may use it' },
      { value: 'reject', label: 'Reject', hint: 'with a reason its contributor sees' },
      { value: 'skip', label: 'Skip', hint: 'decide later' },
      { value: 'quit', label: 'Quit' },
    ] as const);
    if (decision === 'quit') {
      tally.quit = true;
      return tally;
    }
    if (decision === 'skip') tally.skipped += 1;
    if (decision === 'approve') {
      tally.sending = { name: contribution.name, decision };
      await approve({ api: options.api, id: contribution.id });
      tally.sending = undefined;
      tally.approved += 1;
    }
    if (decision === 'reject') {
      const reason = await options.ask.text('Reason (the contributor sees it)', {
        validate: (v) => (v.trim() ? undefined : 'A reason is required'),
      });
      tally.sending = { name: contribution.name, decision };
      await reject({ api: options.api, id: contribution.id, reason: reason.trim() });
      tally.sending = undefined;
      tally.rejected += 1;
    }
  }
  return tally;
}

/** What a review walk saved, in one line: "Approved 1, rejected 0, 2 still pending." */
export function reviewSummary(tally: ReviewTally, queueLength: number): string {
  const left = queueLength - tally.approved - tally.rejected;
  return `Approved ${tally.approved}, rejected ${tally.rejected}${left ? `, ${left} still pending` : ''}.`;
}
