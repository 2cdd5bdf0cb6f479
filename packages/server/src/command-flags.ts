/** `spotter serve|worker` flags from `parse` (parseArgs): --help prints the help (exit 0), a bad flag why and the help (exit 2). */
export function commandFlags<Values extends { help?: boolean }>(
  command: string,
  help: string,
  parse: () => { values: Values },
): Values | number {
  try {
    const { values } = parse();
    if (!values.help) return values;
    process.stdout.write(help);
    return 0;
  } catch (err) {
    process.stderr.write(`spotter ${command}: ${(err as Error).message}\n\n${help}`);
    return 2;
  }
}
