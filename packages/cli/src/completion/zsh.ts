import { quote, type CommandNode } from './command-tree.js';

const item = (name: string, description: string) => quote(`${name.replace(/:/g, '\\:')}:${description}`);

/** Exercise names (one per line) from the library, cached by `spotter completion names`. */
const NAMES = 'local -a names; names=("${(@f)$(spotter completion names 2>/dev/null)}"); compadd -a names';

/** zsh: a #compdef function (works from $fpath, or sourced). */
export function zshScript(nodes: CommandNode[]): string {
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
              `    " ${node.path}|${flag}") ${o.exerciseNames ? NAMES : o.choices ? `compadd -- ${o.choices.join(' ')}` : '_files'}; return;;`,
          ),
      ),
  );
  const itemCases = nodes.map((node) => {
    const entries = [
      ...node.subcommands.map((s) => item(s.name, s.description)),
      ...(node.argumentChoices ?? []).map((choice) => item(choice, '')),
      ...node.options.flatMap((o) =>
        [o.long, o.short].filter((f): f is string => Boolean(f)).map((flag) => item(flag, o.description)),
      ),
    ];
    return `    " ${node.path}") items=(${entries.join(' ')}); files=${node.takesFiles ? 1 : 0};;`;
  });
  return `#compdef spotter
# spotter completion for zsh — save as _spotter in a directory of $fpath, or: source <(spotter completion zsh)
_spotter() {
  local path_="" prev w i files=0
  local -a items
  prev="\${words[CURRENT-1]}"
  for ((i = 2; i < CURRENT; i++)); do
    w="\${words[i]}"
    case "$path_ $w" in
      ${paths}) path_="$path_ $w";;
    esac
  done
  case " \${path_# }|$prev" in
${valueCases.join('\n')}
  esac
  case " \${path_# }" in
${itemCases.join('\n')}
  esac
  if [[ \${words[CURRENT]} != -* && $files == 1 ]]; then
    _files
  else
    _describe -t commands spotter items
  fi
}
if [[ \${zsh_eval_context[-1]} == loadautofunc ]]; then
  _spotter "$@"
else
  compdef _spotter spotter
fi
`;
}
