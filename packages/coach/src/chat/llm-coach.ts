import { buildModelMessages } from './llm-prompt.js';
import { chatCompletionsUrl, LlmError, toLlmError } from './llm-error.js';
import { chunkText, sseData } from './sse-stream.js';
import type { CoachReplyInput } from './types.js';

export interface LlmCoachOptions {
  /** Base URL (http://127.0.0.1:11434/v1) or the full …/chat/completions endpoint. */
  url: string;
  model: string;
  apiKey?: string;
  /** Whole request, including the stream (default 60 s). */
  timeoutMs?: number;
  /** Until the first token (or the whole non-streamed answer) arrives (default 20 s). */
  firstTokenTimeoutMs?: number;
  maxTokens?: number;
  temperature?: number;
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

/** An OpenAI-compatible chat coach (Ollama, llama.cpp, vLLM, OpenAI) given the same grounding as the built-in one. */
export function createLlmCoach(options: LlmCoachOptions): LlmCoach {
  const endpoint = chatCompletionsUrl(options.url);
  const timeoutMs = options.timeoutMs ?? 60_000;
  const firstTokenMs = Math.min(options.firstTokenTimeoutMs ?? 20_000, timeoutMs);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream, application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

  async function attempt(body: string, reply: LlmReplyOptions, state: { tokens: number }): Promise<LlmReply> {
    const controller = new AbortController();
    const fail = (error: LlmError) => () => controller.abort(error);
    const total = setTimeout(fail(new LlmError('timeout', `The language model took longer than ${timeoutMs} ms.`)), timeoutMs);
    const first = setTimeout(fail(new LlmError('first_token_timeout', `The language model sent nothing for ${firstTokenMs} ms.`)), firstTokenMs);
    const onOuterAbort = () => controller.abort(new LlmError('aborted', 'The request was cancelled.'));
    reply.signal?.addEventListener('abort', onOuterAbort, { once: true });
    if (reply.signal?.aborted) onOuterAbort();
    try {
      const response = await fetch(endpoint, { method: 'POST', headers, body, signal: controller.signal });
      if (!response.ok) {
        const detail = (await response.text()).slice(0, 200);
        throw new LlmError('http', `The language model answered HTTP ${response.status}${detail ? `: ${detail}` : ''}`, {
          status: response.status,
          retryable: response.status >= 500,
        });
      }
      let text = '';
      let model: string | null = null;
      const isStream = (response.headers.get('content-type') ?? '').includes('text/event-stream');
      const payloads = isStream && response.body ? sseData(response.body) : oneShot(response);
      for await (const data of payloads) {
        const chunk = chunkText(data);
        model ??= chunk.model;
        if (chunk.text === '') continue;
        clearTimeout(first);
        state.tokens += 1;
        text += chunk.text;
        reply.onToken?.(chunk.text);
      }
      if (text.trim() === '') throw new LlmError('empty', 'The language model sent an empty answer.');
      return { text: text.trim(), grounded: true, model: model ?? options.model };
    } catch (error) {
      throw controller.signal.aborted && controller.signal.reason instanceof LlmError ? controller.signal.reason : toLlmError(error);
    } finally {
      clearTimeout(total);
      clearTimeout(first);
      reply.signal?.removeEventListener('abort', onOuterAbort);
    }
  }

  return {
    model: options.model,
    async reply(input, reply = {}) {
      const body = JSON.stringify({
        model: options.model,
        messages: buildModelMessages(input),
        stream: true,
        ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
        ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
      });
      const state = { tokens: 0 };
      try {
        return await attempt(body, reply, state);
      } catch (error) {
        const failure = toLlmError(error);
        if (!failure.retryable || state.tokens > 0 || reply.signal?.aborted) throw failure;
        return attempt(body, reply, state);
      }
    },
  };
}

/** A non-streamed JSON answer as one payload (or SSE lines sent with the wrong content type). */
async function* oneShot(response: Response): AsyncGenerator<string> {
  const text = await response.text();
  if (!text.trimStart().startsWith('data:')) {
    yield text;
    return;
  }
  for (const line of text.split(/\r?\n/)) {
    const data = line.startsWith('data:') ? line.slice(5).trim() : '';
    if (data === '[DONE]') return;
    if (data !== '') yield data;
  }
}
