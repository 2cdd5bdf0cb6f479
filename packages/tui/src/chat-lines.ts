import type { ChatBubble } from '@spotter/core/view-models';
import { absoluteUrl } from './media-url.js';
import { wrapLines } from './text-layout.js';

export interface ChatLine {
  key: string;
  text: string;
  kind: 'author' | 'text' | 'link';
  role: ChatBubble['role'];
}

/** The conversation as terminal lines: author and time, the wrapped text, voice and video links. */
export function chatLines(bubbles: readonly ChatBubble[], width: number, apiUrl: string): ChatLine[] {
  return bubbles.flatMap((bubble) => {
    const line = (suffix: string, text: string, kind: ChatLine['kind']): ChatLine => ({ key: `${bubble.id}-${suffix}`, text, kind, role: bubble.role });
    const links = [
      ['voice', absoluteUrl(apiUrl, bubble.voiceUrl)],
      ['video', absoluteUrl(apiUrl, bubble.videoUrl)],
    ] as const;
    return [
      line('author', bubble.time ? `${bubble.author} · ${bubble.time}` : bubble.author, 'author'),
      ...wrapLines(bubble.text, width - 2).map((text, index) => line(`t${index}`, `  ${text}`, 'text')),
      ...links.flatMap(([label, url]) =>
        url ? wrapLines(`${label === 'voice' ? '♪ Voice' : '▶ Video'}: ${url}`, width - 2).map((text, index) => line(`${label}${index}`, `  ${text}`, 'link')) : [],
      ),
      line('gap', '', 'text'),
    ];
  });
}
