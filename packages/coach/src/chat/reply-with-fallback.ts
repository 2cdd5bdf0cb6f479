import { classifyMessage, coachReply } from './coach-reply.js';
import type { LlmErrorCode } from './llm-error.js';
import { isLlmError } from './llm-error.js';
import type { LlmCoach, LlmCoachOptions, LlmReplyOptions } from './llm-coach.js';
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
    return { text: reply.text, intent, grounded: true, source: 'llm', model: reply.model, fallbackReason: null, fallbackDetail: null };
  } catch (error) {
    if (!isLlmError(error) || error.code === 'aborted') throw error;
    return builtin(error.code, error.message);
  }
}

/** LLM settings from SPOTTER_LLM_URL, SPOTTER_LLM_MODEL, SPOTTER_LLM_API_KEY and SPOTTER_LLM_TIMEOUT_MS; null when no URL. */
export function llmOptionsFromEnv(env: Record<string, string | undefined>): LlmCoachOptions | null {
  const url = env.SPOTTER_LLM_URL?.trim();
  if (!url) return null;
  const timeout = Number(env.SPOTTER_LLM_TIMEOUT_MS);
  return {
    url,
    model: env.SPOTTER_LLM_MODEL?.trim() || 'default',
    apiKey: env.SPOTTER_LLM_API_KEY?.trim() || undefined,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : undefined,
  };
}
