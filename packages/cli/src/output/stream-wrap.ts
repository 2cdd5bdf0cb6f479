import wrapAnsi from 'wrap-ansi';

/**
 * Prints text that arrives in pieces (a streamed chat reply) wrapped as `wrap()` wraps the whole: word by word as
 * soon as each word is complete. Wrapping is greedy, so the rows printed so far never change as text is added; only
 * whole words are printed, so none is split across a row that has already been written.
 */
export function createStreamWrapper(write: (text: string) => void, width: number) {
  let paragraph = ''; // the current line of the text, since its last '\n'
  let row = 0; // rows of the paragraph already ended with a newline
  let shown = 0; // characters of the current row already written
  let wrote = false;

  const show = (ready: string) => {
    const rows = ready ? wrapAnsi(ready, Math.max(width, 10), { hard: false, trim: true }).split('\n') : [''];
    for (; row < rows.length - 1; row++, shown = 0) emit(`${rows[row]!.slice(shown)}\n`);
    emit(rows[row]!.slice(shown));
    shown = rows[row]!.length;
  };
  const emit = (text: string) => {
    if (!text) return;
    write(text);
    wrote = true;
  };
  const endParagraph = () => {
    show(paragraph);
    emit('\n');
    wrote = true;
    paragraph = '';
    row = 0;
    shown = 0;
  };

  return {
    push(text: string) {
      const lines = text.split('\n');
      for (const [index, line] of lines.entries()) {
        if (index > 0) endParagraph();
        paragraph += line;
      }
      // Only complete words: the one still arriving might not fit where its beginning would be printed.
      const lastSpace = paragraph.search(/\s\S*$/);
      if (lastSpace > 0) show(paragraph.slice(0, lastSpace));
    },
    /** Prints the rest and ends the line; answers whether anything was printed at all. */
    end(): boolean {
      if (paragraph || shown) endParagraph();
      return wrote;
    },
    /** Ends a line left open (Ctrl-C mid-reply), so the shell's prompt starts on its own line. */
    cut() {
      if (paragraph || shown) emit('\n');
    },
  };
}
