import { join } from 'node:path';
import type { Command } from 'commander';
import { bashScript } from '../completion/bash.js';
import { commandTree } from '../completion/command-tree.js';
import { fishScript } from '../completion/fish.js';
import { zshScript } from '../completion/zsh.js';
import { configDirOf } from '../config/config-dir.js';
import type { CliContext } from '../context.js';
import { UsageError } from '../errors.js';
import type { CommandInput } from '../program/lazy-action.js';
import { exerciseNames } from '../services/exercise-names.js';
import { looksLikeExercises } from '../services/exercises.js';

const GENERATORS = { bash: bashScript, zsh: zshScript, fish: fishScript } as const;

/** The scripts ask for names at most this long: a Tab press must not wait on a slow server. */
const NAMES_TIMEOUT_MS = 1_500;

const rootOf = (command: Command) => {
  let root = command;
  while (root.parent) root = root.parent;
  return root;
};

export async function run(ctx: CliContext, { args, usage, command }: CommandInput): Promise<void> {
  const shell = String(args[0]);
  if (shell === 'names') {
    // Called by the completion scripts: exercise names, one per line (cached beside the config for an hour).
    const names = await exerciseNames({
      cacheFile: join(configDirOf(ctx.env), 'exercise-names.json'),
      now: Date.now(),
      fetchNames: async () => {
        const body = await ctx.leanGet('/exercises', {}, { timeoutMs: NAMES_TIMEOUT_MS });
        return looksLikeExercises(body) ? body.map((exercise) => String(exercise.name)) : null;
      },
    });
    if (names.length) ctx.out.result(names.join('\n'));
    return;
  }
  if (!(shell in GENERATORS)) throw new UsageError(`Unknown shell '${shell}': use bash, zsh or fish`, usage);
  ctx.out.result(GENERATORS[shell as keyof typeof GENERATORS](commandTree(rootOf(command))));
}
