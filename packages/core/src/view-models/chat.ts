import { MESSAGES } from '../constants/index.js';
import type { ChatMessage, ChatReply } from '../schemas/index.js';

/** A piece of a message as a reader sees it: a paragraph, or a list the coach wrote as "- " or "1. " lines. */
export type ChatTextBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; ordered: boolean; items: string[] };

export interface ChatBubble {
  id: string;
  role: 'user' | 'avatar';
  author: string;
  text: string;
  /** The text as paragraphs and lists (Markdown-style lists, bold markers dropped), for the web and the TUI. */
  blocks: ChatTextBlock[];
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

const LIST_ITEM = /^(?:([-*•])|(\d{1,2})[.)])\s+(.*)$/;

/** Splits a message into paragraphs and lists. Blank lines end a paragraph; consecutive items of one kind make a list. */
export function chatTextBlocks(text: string): ChatTextBlock[] {
  const blocks: ChatTextBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    paragraph = [];
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim().replace(/\*\*(.+?)\*\*/g, '$1');
    if (line === '') {
      flush();
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (!item) {
      paragraph.push(line);
      continue;
    }
    flush();
    const ordered = item[2] !== undefined;
    const last = blocks.at(-1);
    if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item[3] ?? '');
    else blocks.push({ kind: 'list', ordered, items: [item[3] ?? ''] });
  }
  flush();
  return blocks;
}

export function chatBubble(message: ChatMessage): ChatBubble {
  return {
    id: message.id,
    role: message.type,
    author: message.type === 'user' ? 'You' : 'AI Coach',
    text: message.content,
    blocks: message.type === 'user' ? [{ kind: 'paragraph', text: message.content }] : chatTextBlocks(message.content),
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
