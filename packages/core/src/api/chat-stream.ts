import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { z } from 'zod';
import { ChatReplySchema, ChatRequestSchema, ErrorBodySchema, type ChatReply } from '../schemas/index.js';
import { ApiError } from './errors.js';
import type { FetchLike, HttpResponse } from './client.js';

/** A piece of the coach's reply as it is produced. */
export const ChatDeltaSchema = z.object({ text: z.string() });
export type ChatDelta = z.infer<typeof ChatDeltaSchema>;

/**
 * The events of `POST /avatar/enhanced-chat/stream`: `delta`s with text, then one `done` whose data is the spec's
 * ChatReply (its `response_script` is the whole reply and replaces what the deltas showed), or one `error` with
 * `{detail}` when the reply failed after the stream had started.
 */
export const ChatStreamEvents = { delta: ChatDeltaSchema, done: ChatReplySchema, error: ErrorBodySchema } as const;

/** What a streamed call's handler returns: the event stream itself, not a JSON body. */
export const EventStreamSchema = z.custom<unknown>((value) => value !== null && value !== undefined, 'an event stream');

export const chatStreamRoute = {
  method: 'POST',
  path: '/avatar/enhanced-chat/stream',
  summary:
    'Talk with the AI coach, the reply streamed as server-sent events: delta events with text, then one done event with the ChatReply',
  auth: 'user',
  body: ChatRequestSchema,
  status: 200,
  response: EventStreamSchema,
  produces: 'text/event-stream',
  events: ChatStreamEvents,
  errors: [401, 403, 429, 503],
} as const;

/** One server-sent event as the server writes it. */
export function sseEvent<E extends keyof typeof ChatStreamEvents>(
  event: E,
  data: z.input<(typeof ChatStreamEvents)[E]>,
): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The parts of a fetch body reader we use (the browser's and Node's both fit; core has no DOM types). */
interface BodyReader {
  read(): Promise<{ done: boolean; value?: Uint8Array }>;
  cancel(reason?: unknown): Promise<void>;
}
interface StreamingResponse extends HttpResponse {
  readonly body?: { getReader(): BodyReader } | null;
}
interface TextDecoderLike {
  decode(input?: Uint8Array, options?: { stream?: boolean }): string;
}
const newDecoder = (): TextDecoderLike =>
  new (globalThis as unknown as { TextDecoder: new () => TextDecoderLike }).TextDecoder();

export interface ChatStreamInput {
  userId: string;
  message: string;
  /** Called with each piece of text as it arrives. */
  onDelta?: (text: string) => void;
  /** false: text only, the reply ends without waiting for a voice (default: spoken). */
  voice?: boolean;
  signal?: unknown;
}

export interface ChatStreamTransport {
  apiRoot: string;
  fetch: FetchLike;
  token?: () => string | null | undefined;
}

/** Sends a chat message to the streaming endpoint and reads its events; resolves with the `done` ChatReply. */
export async function streamChat(transport: ChatStreamTransport, input: ChatStreamInput): Promise<ChatReply> {
  const headers: Record<string, string> = { accept: 'text/event-stream', 'content-type': 'application/json' };
  const token = transport.token?.();
  if (token) headers.authorization = `Bearer ${token}`;
  const url = `${transport.apiRoot}${chatStreamRoute.path}`;
  let response: StreamingResponse;
  try {
    response = await transport.fetch(url, {
      method: chatStreamRoute.method,
      headers,
      body: JSON.stringify({
        user_id: input.userId,
        message: input.message,
        message_type: 'user',
        ...(input.voice === false ? { voice: false } : {}),
      }),
      signal: input.signal,
    });
  } catch (cause) {
    if ((cause as { name?: string }).name === 'AbortError') throw cause;
    throw new ApiError(0, `Cannot reach the Spotter server at ${transport.apiRoot}`, { cause });
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    const error = ErrorBodySchema.safeParse(safeJson(text));
    throw new ApiError(
      response.status,
      error.success ? error.data.detail : `${response.status} ${response.statusText}`.trim(),
    );
  }
  return readEvents(responseText(response), input.onDelta);
}

/** A streamed answer's text as it arrives; a fetch without streamed bodies (some polyfills) gives it whole at the end. */
export function responseText(response: StreamingResponse): AsyncGenerator<string> {
  return response.body ? bodyText(response.body.getReader()) : wholeText(response);
}

async function* bodyText(reader: BodyReader): AsyncGenerator<string> {
  const decoder = newDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        yield decoder.decode();
        return;
      }
      yield decoder.decode(value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

async function* wholeText(response: HttpResponse): AsyncGenerator<string> {
  yield await response.text();
}

async function readEvents(source: AsyncGenerator<string>, onDelta?: (text: string) => void): Promise<ChatReply> {
  let outcome: { reply: ChatReply } | { error: ApiError } | null = null;
  const parser = createParser({
    onEvent: (message: EventSourceMessage) => {
      if (outcome) return;
      const data = safeJson(message.data);
      if (message.event === 'delta') {
        const delta = ChatDeltaSchema.safeParse(data);
        if (delta.success && delta.data.text) onDelta?.(delta.data.text);
      } else if (message.event === 'done') {
        const reply = ChatReplySchema.safeParse(data);
        outcome = reply.success
          ? { reply: reply.data }
          : {
              error: new ApiError(200, 'The server sent an unexpected answer to POST /avatar/enhanced-chat/stream', {
                cause: reply.error,
              }),
            };
      } else if (message.event === 'error') {
        const error = ErrorBodySchema.safeParse(data);
        outcome = {
          error: new ApiError(500, error.success ? error.data.detail : 'The coach could not finish the reply'),
        };
      }
    },
  });
  try {
    for await (const text of source) {
      parser.feed(text);
      if (outcome) break;
    }
  } catch (cause) {
    if ((cause as { name?: string }).name === 'AbortError') throw cause;
    throw new ApiError(0, 'The connection to the Spotter server dropped during the reply', { cause });
  }
  const result = outcome as { reply: ChatReply } | { error: ApiError } | null;
  if (!result) throw new ApiError(0, 'The coach’s reply was cut off before it finished');
  if ('error' in result) throw result.error;
  return result.reply;
}

function safeJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
