/** Wraps text to `width` columns on word boundaries (long words are cut); blank lines are kept. */
export function wrapLines(text: string, width: number): string[] {
  const size = Math.max(1, width);
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      let rest = word;
      while (rest.length > size) {
        if (line) lines.push(line);
        lines.push(rest.slice(0, size));
        rest = rest.slice(size);
        line = '';
      }
      if (!line) line = rest;
      else if (line.length + 1 + rest.length <= size) line += ` ${rest}`;
      else {
        lines.push(line);
        line = rest;
      }
    }
    lines.push(line);
  }
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** Scrolls by `delta` lines, staying within the text. */
export const scrollBy = (offset: number, delta: number, total: number, height: number) =>
  Math.max(0, Math.min(Math.max(0, total - height), offset + delta));

/** The next index in a list of `count`, wrapping around. */
export const cycle = (index: number, delta: number, count: number) =>
  count ? (((index + delta) % count) + count) % count : 0;
