import { quote, type CommandNode } from './command-tree.js';

const words = (node: CommandNode) =>
  [...node.subcommands.map((s) => s.name), ...node.options.flatMap((o) => [o.long, o.short ?? ''])]
    .filter(Boolean)
    .join(' ');

/** Exercise names (one per line, spaces kept) from the library, cached by `spotter completion names`. */
const NAMES = `local IFS=$'\\n'; COMPREPLY=($(compgen -W "$(spotter completion names 2>/dev/null)" -- "$cur"))`;

/** bash: complete -F over the command tree; files where a command takes them. */
export function bashScript(nodes: CommandNode[]): string {
  const paths = nodes
    .filter((n) => n.path)
    .map((n) => `" ${n.path}"`)
    .join('|');
  const valueCases = nodes.flatMap((node) =>
    node.options
      .filter((o) => o.takesValue)
      .flatMap((o) =>
        [o.long, o.short]
          .filter(Boolean)
          .map(
            (flag) =>
              `    " ${node.path}|${flag}") ${o.exerciseNames ? NAMES : o.choices ? `COMPREPLY=($(compgen -W ${quote(o.choices.join(' '))} -- "$cur"))` : `COMPREPLY=($(compgen -f -- "$cur"))`}; return;;`,
          ),
      ),
  );
  const wordCases = nodes.map((node) => {
    const extra = node.argumentChoices ? ` ${node.argumentChoices.join(' ')}` : '';
    return `    " ${node.path}") opts=${quote(words(node) + extra)}; files=${node.takesFiles ? 1 : 0};;`;
  });
  return `# spotter completion for bash — load with: source <(spotter completion bash)
_spotter() {
  local cur prev path="" files=0 opts w i
  cur="\${COMP_WORDS[COMP_CWORD]}"
  prev="\${COMP_WORDS[COMP_CWORD-1]}"
  for ((i = 1; i < COMP_CWORD; i++)); do
    w="\${COMP_WORDS[i]}"
    case "$path $w" in
      ${paths}) path="$path $w";;
    esac
  done
  case " \${path# }|$prev" in
${valueCases.join('\n')}
  esac
  case " \${path# }" in
${wordCases.join('\n')}
  esac
  if [[ $cur != -* && $files == 1 ]]; then
    COMPREPLY=($(compgen -f -- "$cur"))
  else
    COMPREPLY=($(compgen -W "$opts" -- "$cur"))
  fi
}
complete -o default -o filenames -F _spotter spotter
`;
}
