/**
 * What can go wrong with the config file, as data: each face says it in its own words (the CLI maps these to its
 * messages and exit codes in handle-error.ts). Nothing is lost: the file is left as it was.
 */
export type ConfigProblem =
  /** The file or its folder cannot be opened (permissions, not JSON): `detail` is what the file system said. */
  | { kind: 'unreadable'; detail: string }
  /** The file holds a value its schema refuses: `key` is the top-level key ('the file' when the whole is wrong). */
  | { kind: 'invalid'; key: string; issue: string };

/** The config file cannot be used; `path` is the file (when it was found). */
export class ConfigFileError extends Error {
  override readonly name = 'ConfigFileError';
  constructor(
    readonly path: string | null,
    readonly problem: ConfigProblem,
    options?: { cause?: unknown },
  ) {
    super(
      problem.kind === 'unreadable'
        ? `The config file cannot be read (${problem.detail})`
        : `The config file ${path ?? ''} is invalid (${problem.key}: ${problem.issue})`,
      options,
    );
  }
}

/** A value refused before it is written (the file is unchanged): `reason` reads after the key, e.g. "apiUrl must be…". */
export class ConfigValueError extends Error {
  override readonly name = 'ConfigValueError';
  constructor(
    readonly key: 'apiUrl',
    readonly value: string,
    readonly reason: string,
  ) {
    super(`${key} ${reason} (got '${value}')`);
  }
}
