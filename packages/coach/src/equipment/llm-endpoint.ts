/** An OpenAI-compatible model the user configured (SPOTTER_LLM_URL, SPOTTER_LLM_MODEL, SPOTTER_LLM_API_KEY). */
export interface LlmConfig {
  /** A base such as http://host:11434/v1, or the full …/chat/completions URL. */
  url: string;
  model: string;
  apiKey?: string | null;
}

/**
 * The chat-completions URL for a configured base: 'http://h:11434' and 'http://h:11434/v1'
 * become 'http://h:11434/v1/chat/completions'; a URL already ending in /chat/completions is kept.
 */
export function chatCompletionsUrl(base: string): string {
  const url = new URL(base.trim());
  const path = url.pathname.replace(/\/+$/, '');
  if (path.endsWith('/chat/completions')) {
    url.pathname = path;
  } else if (/\/v\d+$/.test(path)) {
    url.pathname = `${path}/chat/completions`;
  } else {
    url.pathname = `${path}/v1/chat/completions`;
  }
  return url.toString();
}

/** Request headers for the model: JSON, plus a bearer token when a key is configured. */
export function llmHeaders(config: LlmConfig): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  return headers;
}

/**
 * The JSON object inside a model's reply: the reply itself, or the part inside a ```json
 * fence, or the text from the first '{' to the last '}'. Null when none parses.
 */
export function extractJsonObject(text: string): unknown {
  const candidates = [text.trim()];
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  if (fenced?.[1]) candidates.push(fenced[1].trim());
  const first = text.indexOf('{');
  const last = text.lastIndexOf('}');
  if (first >= 0 && last > first) candidates.push(text.slice(first, last + 1));
  for (const candidate of candidates) {
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // not JSON: try the next reading of the reply
    }
  }
  return null;
}
