import type { CommandNode } from './command-tree.js';

const q = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** fish: `complete` lines conditioned on the command path. */
export function fishScript(nodes: CommandNode[]): string {
  const paths = nodes
    .filter((n) => n.path)
    .map((n) => q(n.path))
    .join(' ');
  const lines = nodes.flatMap((node) => {
    const when = `-n ${q(`test (__spotter_path) = '${node.path}'`.replace(/'/g, '"'))}`;
    const files = node.takesFiles ? '' : ' -f';
    return [
      ...node.subcommands.map((s) => `complete -c spotter ${when}${files} -a ${q(s.name)} -d ${q(s.description)}`),
      ...(node.argumentChoices ? [`complete -c spotter ${when} -f -a ${q(node.argumentChoices.join(' '))}`] : []),
      ...node.options.map((o) => {
        const names = [`-l ${o.long.replace(/^--/, '')}`, o.short ? `-s ${o.short.replace(/^-/, '')}` : '']
          .filter(Boolean)
          .join(' ');
        const value = o.takesValue
          ? o.exerciseNames
            ? ` -x -a ${q('(spotter completion names 2>/dev/null)')}`
            : o.choices
              ? ` -x -a ${q(o.choices.join(' '))}`
              : ' -r'
          : '';
        return `complete -c spotter ${when}${files} ${names}${value} -d ${q(o.description)}`;
      }),
    ];
  });
  return `# spotter completion for fish — save as ~/.config/fish/completions/spotter.fish
function __spotter_path
  set -l known ${paths}
  set -l path ''
  for w in (commandline -opc)[2..-1]
    set -l next (string trim -- "$path $w")
    if contains -- $next $known
      set path $next
    end
  end
  echo $path
end
${lines.join('\n')}
`;
}
