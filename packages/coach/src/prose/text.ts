/** Small text helpers every reply of the coach uses (chat, video feedback, plans). */

export const listOf = (items: readonly string[]): string => {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
};

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Punctuation a joined-up reply can pick up: doubled stops (".." or ". ."), a sentence that starts with "and"
 * after a full stop, spaces before punctuation, and a small letter after a full stop.
 */
export function tidyText(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \t]{2,}/g, ' ')
        .replace(/ +([.,;:!?])/g, '$1')
        .replace(/\.{3,}/g, '…')
        .replace(/([.!?])(?:\s*\.)+/g, '$1')
        .replace(/([.!?]),/g, '$1')
        .replace(/([.!?]) (?:and|And) (\w)/g, (_, stop: string, letter: string) => `${stop} ${letter.toUpperCase()}`)
        .replace(
          /(?<!\b(?:e\.g|i\.e|vs))([.!?]) ([a-z])/g,
          (_, stop: string, letter: string) => `${stop} ${letter.toUpperCase()}`,
        )
        .trimEnd(),
    )
    .join('\n');
}
