import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Runs bin/spotter.js as a user would, on the TypeScript sources (tsx, "source" export condition),
 * so the test needs no build.
 */
export function spawnSpotter(args: string[], env: Record<string, string> = {}): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'bin/spotter.js', ...args], {
    cwd: repoRoot,
    // The binary gets its own embedded database unless a test says otherwise (never CI's shared PostgreSQL).
    env: {
      ...process.env,
      NO_COLOR: '1',
      DATABASE_URL: '',
      SPOTTER_RATE_LIMITS: 'off',
      SPOTTER_MAX_EVENT_LOOP_DELAY_MS: '0',
      SPOTTER_MAX_IN_FLIGHT: '0',
      SPOTTER_VOICE_DEADLINE_SECONDS: '60',
      ...env,
    },
  });
}

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function collect(child: ChildProcessWithoutNullStreams): { output: () => Finished; done: Promise<Finished> } {
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const output = () => ({ code: child.exitCode, stdout, stderr });
  const done = new Promise<Finished>((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
  return { output, done };
}

export async function waitFor(predicate: () => boolean, timeoutMs = 30_000, what = 'condition'): Promise<void> {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
