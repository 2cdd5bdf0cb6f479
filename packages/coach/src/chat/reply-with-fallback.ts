import { classifyMessage, coachReply } from './coach-reply.js';
import { isLlmError, type LlmErrorCode } from '../llm/llm-error.js';
import type { LlmCoach, LlmReplyOptions } from './llm-coach.js';
import type { CoachReplyInput, Intent } from './types.js';

export interface CoachAnswer {
  text: string;
  intent: Intent;
  grounded: boolean;
  /** Who answered: the configured language model or the built-in coach. */
  source: 'llm' | 'builtin';
  model: string | null;
  /** Why the built-in coach answered: no model configured, or what went wrong with it. Null when the model answered. */
  fallbackReason: 'not_configured' | LlmErrorCode | null;
  /** Human-readable detail of the failure, for logs. */
  fallbackDetail: string | null;
}

/**
 * Asks the language model when one is configured; otherwise, or when it fails in any expected way (timeout, HTTP
 * error, broken stream), the built-in coach answers. Tokens already streamed through `onToken` before a failure
 * should be replaced by the returned text. A cancelled request (the caller's signal) is not masked: it rethrows.
 */
export async function replyWithFallback(
  input: CoachReplyInput,
  options: LlmReplyOptions & { llm?: LlmCoach | null } = {},
): Promise<CoachAnswer> {
  const builtin = (fallbackReason: CoachAnswer['fallbackReason'], fallbackDetail: string | null): CoachAnswer => ({
    ...coachReply(input),
    source: 'builtin',
    model: null,
    fallbackReason,
    fallbackDetail,
  });
  if (!options.llm) return builtin('not_configured', null);
  try {
    const reply = await options.llm.reply(input, { onToken: options.onToken, signal: options.signal });
    const { intent } = classifyMessage(input);
    return {
      text: reply.text,
      intent,
      grounded: true,
      source: 'llm',
      model: reply.model,
      fallbackReason: null,
      fallbackDetail: null,
    };
  } catch (error) {
    if (!isLlmError(error) || error.code === 'aborted') throw error;
    return builtin(error.code, error.message);
  }
}
