import { MESSAGES } from '../constants/index.js';
import type { ChatMessage, ChatReply } from '../schemas/index.js';

export interface ChatBubble {
  id: string;
  role: 'user' | 'avatar';
  author: string;
  text: string;
  videoUrl: string | null;
  voiceUrl: string | null;
  /** 'HH:MM' in the reader's clock, or '' when the timestamp is unreadable. */
  time: string;
}

const clock = (timestamp: string) => {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
};

export function chatBubble(message: ChatMessage): ChatBubble {
  return {
    id: message.id,
    role: message.type,
    author: message.type === 'user' ? 'You' : 'AI Coach',
    text: message.content,
    videoUrl: message.avatar_video_url,
    voiceUrl: message.voice_url,
    time: clock(message.timestamp),
  };
}

/** The user's own message, shown at once while the coach's reply is awaited. */
export function outgoingMessage(text: string, now: Date, id: string): ChatMessage {
  return {
    id,
    type: 'user',
    content: text,
    avatar_video_url: null,
    voice_url: null,
    voice_generated: false,
    enhanced: false,
    timestamp: now.toISOString(),
  };
}

/** Spec §8: a toast when the reply came with a generated voice. */
export const chatReplyToasts = (reply: Pick<ChatReply, 'voice_generated'>): string[] =>
  reply.voice_generated ? [MESSAGES.voiceGenerated] : [];

/** A plain note when the reply came without the voice it would have had: said, never shown as success. */
export const chatReplyNote = (reply: Pick<ChatReply, 'voice_status'>): string | null =>
  reply.voice_status === 'busy' ? MESSAGES.voiceBusy : null;
