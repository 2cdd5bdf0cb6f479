import OpenAI from 'openai';

/** The client's base URL from a base URL (http://127.0.0.1:11434, …/v1) or the full …/chat/completions endpoint. */
export function openAiBaseUrl(url: string): string {
  const parsed = new URL(url.trim());
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new TypeError(`The language model URL must start with http:// or https:// (got ${parsed.protocol}).`);
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
 * The official `openai` client pointed at any OpenAI-compatible server (Ollama, llama.cpp, vLLM, OpenAI). Nothing is
 * read from OPENAI_* variables: Spotter's own settings decide. Local servers need no key; the client insists on one,
 * so it gets a placeholder whose header is never sent.
 */
export function openAiClient(options: OpenAiClientOptions): OpenAI {
  return new OpenAI({
    baseURL: openAiBaseUrl(options.url),
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
