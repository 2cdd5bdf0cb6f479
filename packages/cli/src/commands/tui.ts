import type { CliContext } from '../context.js';

export const run = (ctx: CliContext): Promise<number> => ctx.openTui('home');
