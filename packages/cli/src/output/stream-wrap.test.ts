import { describe, expect, it } from 'vitest';
import { createStreamWrapper } from './stream-wrap.js';
import { wrap } from './table.js';

const REPLY = [
  'Keep your chest up and sit back as if into a chair; push your knees out over your toes.',
  '',
  '- Three sets of eight to ten reps at a weight you could lift twice more',
  '- Rest ninety seconds between sets, supercalifragilisticexpialidocious-long-words-included-here-on-purpose',
  'Then finish with a plank.',
].join('\n');

/** The reply cut into pieces of these sizes, in turn. */
const pieces = (text: string, sizes: number[]) => {
  const out: string[] = [];
  for (let at = 0, i = 0; at < text.length; i++) {
    const size = sizes[i % sizes.length]!;
    out.push(text.slice(at, at + size));
    at += size;
  }
  return out;
};

describe('a streamed reply wrapped as it arrives', () => {
  it.each([
    [40, [1]],
    [40, [3, 7, 2]],
    [80, [5, 11]],
    [24, [13, 1, 4]],
  ])(
    'given a width of %i and pieces of %j characters, when it all arrived, then it reads exactly as the whole reply wrapped at once',
    (width, sizes) => {
      let printed = '';
      const writer = createStreamWrapper((text) => (printed += text), width);
      const seen: string[] = [];
      for (const piece of pieces(REPLY, sizes)) {
        writer.push(piece);
        seen.push(printed);
      }
      expect(writer.end()).toBe(true);
      expect(printed).toBe(`${wrap(REPLY, width)}\n`);
      // What was printed is only ever added to: no row is taken back.
      for (const [index, earlier] of seen.entries())
        expect(seen[index + 1] ?? printed, `after piece ${index}`).toMatch(
          new RegExp(`^${earlier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
        );
    },
  );

  it('given words arriving, when each is complete, then it shows before the reply ends', () => {
    let printed = '';
    const writer = createStreamWrapper((text) => (printed += text), 80);
    writer.push('Keep your ch');
    expect(printed).toBe('Keep your');
    writer.push('est up');
    expect(printed).toBe('Keep your chest');
  });

  it('given a reply cut off by Ctrl-C, when cut, then the open line is ended', () => {
    let printed = '';
    const writer = createStreamWrapper((text) => (printed += text), 80);
    writer.push('Keep your chest ');
    writer.cut();
    expect(printed).toBe('Keep your chest\n');
  });
});
