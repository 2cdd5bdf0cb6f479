import type { Command } from 'commander';

export interface OptionNode {
  long: string;
  short: string | null;
  description: string;
  takesValue: boolean;
  choices: readonly string[] | null;
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
const ARG_CHOICES: Record<string, readonly string[]> = { completion: ['bash', 'zsh', 'fish'], 'config get': ['apiUrl', 'currentUser'], 'config set': ['apiUrl'], 'config unset': ['apiUrl', 'currentUser'] };

/** The command tree as plain data for the completion script generators. */
export function commandTree(root: Command): CommandNode[] {
  const nodes: CommandNode[] = [];
  const visit = (command: Command, path: string) => {
    const visible = command.commands.filter((sub) => sub.name() !== 'help');
    const args = (command as unknown as { registeredArguments: { name(): string }[] }).registeredArguments ?? [];
    nodes.push({
      path,
      description: command.description(),
      subcommands: visible.map((sub) => ({ name: sub.name(), description: sub.description() })),
      options: command.options.map((option) => ({
        long: option.long ?? '',
        short: option.short ?? null,
        description: option.description,
        takesValue: option.required || option.optional,
        choices: option.argChoices ?? null,
      })),
      takesFiles: args.some((arg) => FILE_ARGS.has(arg.name())) || command.options.some((o) => o.long === '--from-file'),
      argumentChoices: ARG_CHOICES[path] ?? null,
    });
    for (const sub of visible) visit(sub, path ? `${path} ${sub.name()}` : sub.name());
  };
  visit(root, '');
  for (const node of nodes) node.options.push({ long: '--help', short: '-h', description: 'show help', takesValue: false, choices: null });
  return nodes;
}

/** Single-quoted for POSIX shells and fish. */
export const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
