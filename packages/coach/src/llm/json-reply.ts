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
