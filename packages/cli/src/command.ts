import { Option, type Command, type OptionValues } from '@commander-js/extra-typings';
import type { Command as AnyCommand } from 'commander';
import type { CliContext } from './context.js';

/** What a command's run receives: its positional arguments and options, typed from its declaration, and its usage line. */
export interface CommandInput<Args extends unknown[], Options extends OptionValues> {
  args: Args;
  options: Options;
  /** 'spotter upload [options] <files...>' */
  usage: string;
  /** The commander command (only `completion` looks at the tree). */
  command: AnyCommand;
  /** The whole tree, every command declared (completion scripts list it). */
  tree: () => Promise<AnyCommand>;
}

/**
 * A command file's default export: its description, arguments, flags and help as a commander declaration (the
 * types of `args` and `options` are inferred from it), and its run, which calls a service and prints the result;
 * it answers with the exit code. A command that only groups others (`spotter config`) has no run.
 */
export interface CliCommand<Args extends unknown[] = unknown[], Options extends OptionValues = OptionValues> {
  declare(command: Command): Command<Args, Options>;
  run?(ctx: CliContext, input: CommandInput<Args, Options>): Promise<number | void>;
}

/** Any command, as the program holds them (the declaration's types are the command file's business). */
export interface DeclaredCommand {
  declare(command: Command): unknown;
  run?(ctx: CliContext, input: CommandInput<unknown[], OptionValues>): Promise<number | void>;
}

/** The input of a run, from the command's declaration: `run(ctx, input: InputOf<typeof declare>)`. */
export type InputOf<Declare> = Declare extends (command: Command) => Command<infer Args, infer Options>
  ? CommandInput<Args, Options>
  : never;

/** Declares a command; the identity, there for the inference. */
export const defineCommand = <Args extends unknown[], Options extends OptionValues>(
  command: CliCommand<Args, Options>,
): CliCommand<Args, Options> => command;

/** --json, described by what it prints. */
export const json = (what = 'print JSON (stable keys) instead of text') => new Option('--json', what);

/** 'Examples:' help section from [command, what it does] pairs. */
export function examples(...pairs: [string, string][]): string {
  const width = Math.max(...pairs.map(([cmd]) => cmd.length));
  return `\nExamples:\n${pairs.map(([cmd, what]) => `  $ ${cmd.padEnd(width)}  # ${what}`).join('\n')}\n`;
}

/** 'spotter exercises add' */
export const commandPath = (command: AnyCommand): string => {
  const names: string[] = [];
  for (let c: AnyCommand | null = command; c; c = c.parent) names.unshift(c.name());
  return names.join(' ');
};

/** 'spotter upload [options] <files...>' */
export const usageOf = (command: AnyCommand): string => `${commandPath(command)} ${command.usage()}`.trim();
