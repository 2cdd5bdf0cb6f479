import type { Command } from 'commander';
import { bashScript } from '../completion/bash.js';
import { commandTree } from '../completion/command-tree.js';
import { fishScript } from '../completion/fish.js';
import { zshScript } from '../completion/zsh.js';
import type { CliContext } from '../context.js';
import { UsageError } from '../errors.js';
import type { CommandInput } from '../program/lazy-action.js';

const GENERATORS = { bash: bashScript, zsh: zshScript, fish: fishScript } as const;

const rootOf = (command: Command) => {
  let root = command;
  while (root.parent) root = root.parent;
  return root;
};

export async function run(ctx: CliContext, { args, usage, command }: CommandInput): Promise<void> {
  const shell = String(args[0]);
  if (!(shell in GENERATORS)) throw new UsageError(`Unknown shell '${shell}': use bash, zsh or fish`, usage);
  ctx.out.result(GENERATORS[shell as keyof typeof GENERATORS](commandTree(rootOf(command))));
}
