import { LlmError } from './llm-error.js';

/** The `data:` payloads of a server-sent-events body, line by line; stops at `[DONE]`. */
export async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r?\n/);
      buffer = done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') return;
        if (data !== '') yield data;
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}

type Chunk = { choices?: { delta?: { content?: unknown }; message?: { content?: unknown } }[]; error?: { message?: unknown }; model?: unknown };

/** The text of one chat-completions chunk (streamed `delta` or whole `message`). */
export function chunkText(data: string): { text: string; model: string | null } {
  let chunk: Chunk;
  try {
    chunk = JSON.parse(data) as Chunk;
  } catch (error) {
    throw new LlmError('malformed', 'The language model sent a stream that is not valid JSON.', { cause: error });
  }
  if (typeof chunk !== 'object' || chunk === null) throw new LlmError('malformed', 'The language model sent an unexpected chunk.');
  if (chunk.error) {
    throw new LlmError('http', `The language model reported an error: ${String(chunk.error.message ?? 'unknown')}`);
  }
  const choice = chunk.choices?.[0];
  const content = choice?.delta?.content ?? choice?.message?.content ?? '';
  return { text: typeof content === 'string' ? content : '', model: typeof chunk.model === 'string' ? chunk.model : null };
}
