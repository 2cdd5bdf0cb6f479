import type { TextStream } from './output/output.js';

/** Help is wrapped to the terminal, at most this wide (long lines are hard to read, and `--help` can then be kept whole in the bundle). */
export const HELP_WIDTH = 80;

export const helpWidthOf = (stream: TextStream): number =>
  Math.min(HELP_WIDTH, stream.isTTY && stream.columns ? stream.columns : HELP_WIDTH);
