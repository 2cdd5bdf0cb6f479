import { buildModelMessages } from './llm-prompt.js';
import { openAiClient, type LlmConfig } from '../llm/client.js';
import { LlmError, toLlmError } from '../llm/llm-error.js';
import type { CoachReplyInput } from './types.js';

export interface LlmCoachOptions extends LlmConfig {
  /** Whole request, including the stream (default 60 s). */
  timeoutMs?: number;
  /** Until the first token arrives (default 20 s). */
  firstTokenTimeoutMs?: number;
  maxTokens?: number;
  temperature?: number;
  /** Tries after the first failed one before any token arrived (5xx, 429, a dropped connection); default 1. */
  maxRetries?: number;
}

export interface LlmReplyOptions {
  onToken?: (token: string) => void;
  signal?: AbortSignal;
}

export interface LlmReply {
  text: string;
  grounded: true;
  model: string;
}

export interface LlmCoach {
  readonly model: string;
  reply(input: CoachReplyInput, options?: LlmReplyOptions): Promise<LlmReply>;
}

/**
 * An OpenAI-compatible chat coach (Ollama, llama.cpp, vLLM, OpenAI) given the same grounding as the built-in one.
 * The official `openai` client does the HTTP, the retries (before the stream starts) and the SSE parsing; this adds
 * the two deadlines a chat needs (first token, whole answer) and typed failures.
 */
export function createLlmCoach(options: LlmCoachOptions): LlmCoach {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const firstTokenMs = Math.min(options.firstTokenTimeoutMs ?? 20_000, timeoutMs);
  const client = openAiClient({
    url: options.url,
    apiKey: options.apiKey,
    timeoutMs,
    maxRetries: options.maxRetries ?? 1,
  });

  return {
    model: options.model,
    async reply(input, reply = {}) {
      const controller = new AbortController();
      const fail = (error: LlmError) => () => controller.abort(error);
      const total = setTimeout(
        fail(new LlmError('timeout', `The language model took longer than ${timeoutMs} ms.`)),
        timeoutMs,
      );
      const first = setTimeout(
        fail(new LlmError('first_token_timeout', `The language model sent nothing for ${firstTokenMs} ms.`)),
        firstTokenMs,
      );
      const onOuterAbort = () => controller.abort(new LlmError('aborted', 'The request was cancelled.'));
      reply.signal?.addEventListener('abort', onOuterAbort, { once: true });
      if (reply.signal?.aborted) onOuterAbort();
      // The client ends an aborted stream quietly, so the reason is read from our own signal.
      const abortReason = (): LlmError | null =>
        controller.signal.aborted && controller.signal.reason instanceof LlmError ? controller.signal.reason : null;
      try {
        const stream = await client.chat.completions.create(
          {
            model: options.model,
            messages: buildModelMessages(input),
            stream: true,
            ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
            ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
          },
          { signal: controller.signal },
        );
        let text = '';
        let model: string | null = null;
        for await (const chunk of stream) {
          model ||= chunk.model || null;
          const token = chunk.choices[0]?.delta?.content ?? '';
          if (token === '') continue;
          clearTimeout(first);
          text += token;
          reply.onToken?.(token);
        }
        const stopped = abortReason();
        if (stopped) throw stopped;
        if (text.trim() === '') throw new LlmError('empty', 'The language model sent an empty answer.');
        return { text: text.trim(), grounded: true, model: model ?? options.model };
      } catch (error) {
        throw abortReason() ?? toLlmError(error);
      } finally {
        clearTimeout(total);
        clearTimeout(first);
        reply.signal?.removeEventListener('abort', onOuterAbort);
      }
    },
  };
}
