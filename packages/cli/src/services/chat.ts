import type { ApiClient } from '@spotter/core/api';
import type { VoiceStatus } from '@spotter/core/schemas';

/** `spotter chat --json`: these keys are a stable interface. */
export interface ChatAnswer {
  reply: string;
  avatar_video_url: string | null;
  voice_url: string | null;
  voice_generated: boolean;
  /** spoken, busy (the server had no voice free in time: text only) or unavailable. */
  voice_status: VoiceStatus;
  enhanced: boolean;
}

/**
 * Sends one message to the coach and answers with the reply, media links absolute; the voice only when asked for. The reply streams (core's
 * chatStream on the SSE endpoint): `onText` gets each piece as the coach produces it; `signal` cancels the request.
 */
export async function askCoach(options: {
  api: ApiClient;
  userId: string;
  message: string;
  absoluteUrl: (path: string) => string;
  onText?: (text: string) => void;
  signal?: AbortSignal;
  /** Whether to wait for the reply's voice (and its link); without it the answer ends with the text. */
  voice: boolean;
}): Promise<ChatAnswer> {
  const { userId, message, onText: onDelta, signal, voice } = options;
  const reply = await options.api.chatStream({ userId, message, onDelta, signal, voice });
  const absolute = (path: string | null) => (path ? options.absoluteUrl(path) : null);
  return {
    reply: reply.response_script,
    avatar_video_url: absolute(reply.avatar_video_url),
    voice_url: absolute(reply.voice_url),
    voice_generated: reply.voice_generated,
    voice_status: reply.voice_status,
    enhanced: reply.enhanced,
  };
}
