import { Option, type Command, type OptionValues } from 'commander';
import type { CliContext } from '../context.js';

/** What a command's action receives: positional arguments, its own options, and its usage line. */
export interface CommandInput<Options extends OptionValues = Record<string, unknown>> {
  args: unknown[];
  options: Options;
  /** 'spotter upload [options] <files...>' */
  usage: string;
  /** The commander command (only `completion` looks at the tree). */
  command: Command;
}

/** A command file: parses flags into a service call and prints the result; answers with the exit code. */
export interface CommandModule<Options extends OptionValues> {
  run(ctx: CliContext, input: CommandInput<Options>): Promise<number | void>;
}

export type CommandLoader<Options extends OptionValues> = () => Promise<CommandModule<Options>>;

/** Runs a loaded command with the context; set by runProgram, so program definitions stay declarative. */
export type CommandRunner = <Options extends OptionValues>(load: CommandLoader<Options>, input: CommandInput<Options>) => Promise<void>;

/** 'spotter exercises add' */
export const commandPath = (command: Command): string => {
  const names: string[] = [];
  for (let c: Command | null = command; c; c = c.parent) names.unshift(c.name());
  return names.join(' ');
};

/** 'spotter upload [options] <files...>' */
export const usageOf = (command: Command): string => `${commandPath(command)} ${command.usage()}`.trim();

/** An action that imports the command's file only when the command runs. */
export function lazyAction<Options extends OptionValues>(runner: CommandRunner, load: CommandLoader<Options>) {
  // Commander calls an action on its command (`this`), with the positional arguments, then the options and the command.
  return async function (this: Command, ...received: unknown[]) {
    await runner(load, { args: received.slice(0, -2), options: this.opts<Options>(), usage: usageOf(this), command: this });
  };
}

/** --json, described by what it prints. */
export const json = (what = 'print JSON (stable keys) instead of text') => new Option('--json', what);

/** 'Examples:' help section from [command, what it does] pairs. */
export function examples(...pairs: [string, string][]): string {
  const width = Math.max(...pairs.map(([cmd]) => cmd.length));
  return `\nExamples:\n${pairs.map(([cmd, what]) => `  $ ${cmd.padEnd(width)}  # ${what}`).join('\n')}\n`;
}
