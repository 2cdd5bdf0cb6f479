/** An OpenAI-compatible model the user configured (SPOTTER_LLM_URL, SPOTTER_LLM_MODEL, SPOTTER_LLM_API_KEY). */
export interface LlmConfig {
  /** A base such as http://host:11434/v1, or the full …/chat/completions URL. */
  url: string;
  model: string;
  apiKey?: string | null;
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
