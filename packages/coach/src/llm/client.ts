import OpenAI from 'openai';
import { LlmError } from './llm-error.js';

/** An OpenAI-compatible model the user configured (SPOTTER_LLM_URL, SPOTTER_LLM_MODEL, SPOTTER_LLM_API_KEY). */
export interface LlmConfig {
  /** A base such as http://host:11434/v1, or the full …/chat/completions URL. */
  url: string;
  model: string;
  apiKey?: string | null;
}

/**
 * The client's base URL from what was configured: a base URL (http://127.0.0.1:11434, …/v1) or the full
 * …/chat/completions endpoint. A URL that is not http(s) is a `config` LlmError.
 */
export function modelBaseUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch (error) {
    throw new LlmError('config', `The language model URL "${url}" is not a valid URL.`, { cause: error });
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new LlmError(
      'config',
      `The language model URL must start with http:// or https:// (got ${parsed.protocol}).`,
    );
  }
  const path = parsed.pathname.replace(/\/+$/, '').replace(/\/chat\/completions$/, '');
  parsed.pathname = /\/v\d+$/.test(path) ? path : `${path}/v1`;
  return parsed.toString().replace(/\/+$/, '');
}

export interface OpenAiClientOptions {
  url: string;
  apiKey?: string | null;
  /** Until the response starts, per attempt. */
  timeoutMs: number;
  /** Tries after a failed one (5xx, 408, 429, a dropped connection), before any answer arrived. */
  maxRetries: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * The coach's one construction of the official `openai` client (chat and vision alike), pointed at any
 * OpenAI-compatible server (Ollama, llama.cpp, vLLM, OpenAI). Nothing is read from OPENAI_* variables: Spotter's own
 * settings decide. Local servers need no key; the client insists on one, so it gets a placeholder whose header is
 * never sent.
 */
export function openAiClient(options: OpenAiClientOptions): OpenAI {
  return new OpenAI({
    baseURL: modelBaseUrl(options.url),
    apiKey: options.apiKey || 'none',
    defaultHeaders: options.apiKey ? {} : { authorization: null },
    organization: null,
    project: null,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries,
    logLevel: 'off',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
