import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs bin/spotter.js as a user would, on the TypeScript sources (tsx, "source" export condition),
 * so tests need no build. Pipes, not a terminal: no colours, no progress bars, no TUI.
 */
export function runSpotter(
  args: string[],
  options: { env?: Record<string, string>; stdin?: string } = {},
): Promise<Finished> {
  return startSpotter(args, options).finished;
}

/** Like runSpotter, with the child at hand (to signal it, or close its stdout) and what it printed so far. */
export function startSpotter(args: string[], options: { env?: Record<string, string>; stdin?: string } = {}) {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'bin/spotter.js', ...args], {
    cwd: repoRoot,
    env: { ...process.env, NO_COLOR: '1', SPOTTER_API_URL: '', ...options.env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(options.stdin ?? '');
  const finished = new Promise<Finished>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
  return { child, finished, output: () => ({ stdout, stderr }) };
}

/** Each line of NDJSON output, parsed. */
export const ndjson = (text: string) =>
  text
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
