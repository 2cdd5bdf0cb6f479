import type { Command } from 'commander';
import { DIFFICULTY_LEVELS, EXERCISE_CATEGORIES } from '@spotter/core/constants';

export interface OptionNode {
  long: string;
  short: string | null;
  description: string;
  takesValue: boolean;
  choices: readonly string[] | null;
  /** Values are exercise names, asked at completion time from `spotter completion names` (cached). */
  exerciseNames: boolean;
}

export interface CommandNode {
  /** Space-separated words after `spotter` ('' for the root, 'exercises add'). */
  path: string;
  description: string;
  subcommands: { name: string; description: string }[];
  options: OptionNode[];
  /** Positional arguments are files (complete file names). */
  takesFiles: boolean;
  /** Fixed choices of the first positional argument (e.g. completion's shells). */
  argumentChoices: readonly string[] | null;
}

const FILE_ARGS = new Set(['files', 'image']);
/** Values from core for options that accept more than they list (`exercises --category all`, filters). */
const OPTION_VALUES: Record<string, readonly string[]> = {
  '--category': EXERCISE_CATEGORIES,
  '--difficulty': DIFFICULTY_LEVELS,
};
/** Options whose values are names from the exercise library. */
const NAME_OPTIONS = new Set(['exercises|--search']);
const ARG_CHOICES: Record<string, readonly string[]> = {
  completion: ['bash', 'zsh', 'fish'],
  'config get': ['apiUrl', 'currentUser'],
  'config set': ['apiUrl'],
  'config unset': ['apiUrl', 'currentUser'],
};

/** The command tree as plain data for the completion script generators. */
export function commandTree(root: Command): CommandNode[] {
  const nodes: CommandNode[] = [];
  const visit = (command: Command, path: string) => {
    const visible = command.commands.filter((sub) => sub.name() !== 'help');
    nodes.push({
      path,
      description: command.description(),
      subcommands: visible.map((sub) => ({ name: sub.name(), description: sub.description() })),
      options: command.options.map((option) => ({
        long: option.long ?? '',
        short: option.short ?? null,
        description: option.description,
        takesValue: option.required || option.optional,
        choices: option.argChoices ?? OPTION_VALUES[option.long ?? ''] ?? null,
        exerciseNames: NAME_OPTIONS.has(`${path}|${option.long}`),
      })),
      takesFiles:
        command.registeredArguments.some((arg) => FILE_ARGS.has(arg.name())) ||
        command.options.some((o) => o.long === '--from-file'),
      argumentChoices: ARG_CHOICES[path] ?? null,
    });
    for (const sub of visible) visit(sub, path ? `${path} ${sub.name()}` : sub.name());
  };
  visit(root, '');
  for (const node of nodes)
    node.options.push({
      long: '--help',
      short: '-h',
      description: 'show help',
      takesValue: false,
      choices: null,
      exerciseNames: false,
    });
  return nodes;
}

/** Single-quoted for POSIX shells and fish. */
export const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
