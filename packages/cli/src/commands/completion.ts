import type { Command } from '@commander-js/extra-typings';
import { join } from 'node:path';
import { bashScript } from '../completion/bash.js';
import { commandTree } from '../completion/command-tree.js';
import { fishScript } from '../completion/fish.js';
import { zshScript } from '../completion/zsh.js';
import { configDirOf } from '@spotter/node-client/settings';
import type { CliContext } from '../context.js';
import { UsageError } from '../errors.js';
import { defineCommand, examples, type InputOf } from '../command.js';
import { exerciseNames } from '../services/exercise-names.js';
import { looksLikeExercises } from '../services/exercises.js';

const GENERATORS = { bash: bashScript, zsh: zshScript, fish: fishScript } as const;

/** The scripts ask for names at most this long: a Tab press must not wait on a slow server. */
const NAMES_TIMEOUT_MS = 1_500;

const declare = (command: Command) =>
  command
    .description('print a shell completion script')
    .argument('<shell>', 'bash, zsh or fish (names: the exercise names the scripts complete, cached for an hour)')
    .addHelpText(
      'after',
      examples(
        ['source <(spotter completion bash)', 'bash, this session (add it to ~/.bashrc to keep it)'],
        ['spotter completion zsh > "${fpath[1]}/_spotter"', 'zsh'],
        ['spotter completion fish > ~/.config/fish/completions/spotter.fish', 'fish'],
      ),
    );

async function run(ctx: CliContext, { args, usage, tree }: InputOf<typeof declare>): Promise<void> {
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
  ctx.out.result(GENERATORS[shell as keyof typeof GENERATORS](commandTree(await tree())));
}

export default defineCommand({ declare, run });
