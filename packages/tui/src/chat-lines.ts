import type { ChatBubble, ChatTextBlock } from '@spotter/core/view-models';
import { wrapLines } from './text-layout.js';

export interface ChatLine {
  key: string;
  text: string;
  kind: 'author' | 'text' | 'link';
  role: ChatBubble['role'];
}

/** A block as indented terminal lines: a paragraph wrapped, a list with "•" or "1." marks and hanging indents. */
function blockLines(block: ChatTextBlock, width: number): string[] {
  if (block.kind === 'paragraph') return wrapLines(block.text, width);
  return block.items.flatMap((item, index) => {
    const mark = block.ordered ? `${index + 1}. ` : '• ';
    const indent = ' '.repeat(mark.length);
    return wrapLines(item, width - mark.length).map((text, line) => `${line === 0 ? mark : indent}${text}`);
  });
}

/**
 * The conversation as terminal lines: author and time, the text as paragraphs and lists (a blank line between
 * blocks), voice and video links (made absolute by `mediaUrl`, the client's). A bubble still streaming has no time yet.
 */
export function chatLines(
  bubbles: readonly ChatBubble[],
  width: number,
  mediaUrl: (path: string | null) => string | null,
  /** A URL as one line of `width` columns (TuiContextValue.link): never broken across lines. */
  link: (prefix: string, url: string, width: number) => string,
): ChatLine[] {
  return bubbles.flatMap((bubble) => {
    const line = (suffix: string, text: string, kind: ChatLine['kind']): ChatLine => ({
      key: `${bubble.id}-${suffix}`,
      text,
      kind,
      role: bubble.role,
    });
    const links = [
      ['voice', mediaUrl(bubble.voiceUrl)],
      ['video', mediaUrl(bubble.videoUrl)],
    ] as const;
    const text = bubble.blocks.flatMap((block, index) => [...(index > 0 ? [''] : []), ...blockLines(block, width - 2)]);
    return [
      line('author', bubble.time ? `${bubble.author} · ${bubble.time}` : bubble.author, 'author'),
      ...text.map((content, index) => line(`t${index}`, content ? `  ${content}` : '', 'text')),
      ...links.flatMap(([label, url]) =>
        url ? [line(label, `  ${link(label === 'voice' ? '♪ Voice: ' : '▶ Video: ', url, width - 2)}`, 'link')] : [],
      ),
      line('gap', '', 'text'),
    ];
  });
}
