import pc from 'picocolors';

/** A writable stream as far as the CLI cares: text in, and whether a person is watching. */
export interface TextStream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export type Colors = ReturnType<typeof pc.createColors>;

/** Colour only for a terminal, and never when NO_COLOR is set or --no-color is passed (no-color.org). */
export function colorEnabled(stream: TextStream, env: Record<string, string | undefined>, flag: boolean): boolean {
  if (!flag) return false;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  return stream.isTTY === true && env.TERM !== 'dumb';
}

/**
 * Where everything goes: results to stdout, messages and progress to stderr.
 * With --json, stdout carries only JSON.
 */
export interface Output {
  readonly stdout: TextStream;
  readonly stderr: TextStream;
  /** Colours for stdout text. */
  readonly colors: Colors;
  /** Colours for stderr text. */
  readonly errColors: Colors;
  /** A result line (stdout). */
  result(text: string): void;
  /** A message to the person (stderr). */
  message(text: string): void;
  /** One JSON document on stdout. */
  json(value: unknown): void;
  /** One JSON object per line (NDJSON) on stdout. */
  jsonLine(value: unknown): void;
}

export function createOutput(
  streams: { stdout: TextStream; stderr: TextStream },
  env: Record<string, string | undefined>,
  color: boolean,
): Output {
  const { stdout, stderr } = streams;
  const line = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);
  return {
    stdout,
    stderr,
    colors: pc.createColors(colorEnabled(stdout, env, color)),
    errColors: pc.createColors(colorEnabled(stderr, env, color)),
    result: (text) => void stdout.write(line(text)),
    message: (text) => void stderr.write(line(text)),
    json: (value) => void stdout.write(`${JSON.stringify(value, null, 2)}\n`),
    jsonLine: (value) => void stdout.write(`${JSON.stringify(value)}\n`),
  };
}
