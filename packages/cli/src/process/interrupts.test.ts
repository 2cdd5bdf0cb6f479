import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fixture, haveFixtures } from '@spotter/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCliServer, type CliServer } from '../__tests__/cli-server.js';
import { signUpArgs } from '../testing/sign-up.js';

const clips = fixture('video');
const haveClips = haveFixtures;
if (!haveClips) console.warn(`Skipping the interrupted uploads of real clips: ${clips} is not here`);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await pause(50);
  }
}

// The real binary against a real server: Ctrl-C and SIGTERM cancel what is in flight, EPIPE ends quietly.
describe('spotter when interrupted or cut off', () => {
  let cli: CliServer;
  const incoming = async () => (await readdir(join(cli.dataDir, 'media', '.incoming')).catch(() => [])).length;
  const mediaCount = async () => (JSON.parse((await cli.spotter(['media', '--json'])).stdout) as unknown[]).length;

  beforeAll(async () => {
    cli = await startCliServer();
    expect((await cli.spotter(signUpArgs('interrupted@example.com'))).code).toBe(0);
  });
  afterAll(() => cli?.stop());

  it.skipIf(!haveClips)(
    'Given three uploads one at a time, When Ctrl-C comes while the second is being sent or analysed, Then it is cancelled and nothing of it is stored, the third never starts, a summary is printed and the exit code is 130',
    async () => {
      const files = ['squat__jintaoxu.mp4', 'push_up_side_30reps.mp4', 'pull_up_front_4reps.mp4'].map((name) =>
        join(clips, name),
      );
      const run = cli.start(['upload', ...files, '--exercise', 'auto', '--concurrency', '1']);
      await until('the first result', () => run.output().stdout.includes(files[0]!), 60_000);
      await until('the second upload to reach the server', async () => (await incoming()) > 0);
      run.child.kill('SIGINT');
      const result = await run.finished;
      expect(result.code).toBe(130);
      expect(result.stderr).toContain(
        'Interrupted: 1 of 3 uploaded, 1 cancelled (nothing of it stored), 1 not started.',
      );
      expect(result.stderr).not.toMatch(/Error|at .*\.js/);
      expect(result.stdout).not.toContain(files[1]!);
      // The server sees the connection close, stops the analysis and removes the partial file; only the first set stays.
      await until('the cancelled upload to be cleared away', async () => (await incoming()) === 0);
      await pause(1_000);
      expect(await mediaCount()).toBe(1);
    },
    120_000,
  );

  it.skipIf(!haveClips)(
    'Given two uploads, When SIGTERM comes while the first is in flight, Then both count as not done, exit 143',
    async () => {
      const before = await mediaCount();
      const files = ['squat_side_3reps.mp4', 'lunge_front_5reps.mp4'].map((name) => join(clips, name));
      const run = cli.start(['upload', ...files, '--exercise', 'squat', '--concurrency', '1', '--json']);
      await until('the first upload to reach the server', async () => (await incoming()) > 0, 60_000);
      run.child.kill('SIGTERM');
      const result = await run.finished;
      expect(result.code).toBe(143);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain(
        'Interrupted: 0 of 2 uploaded, 1 cancelled (nothing of it stored), 1 not started.',
      );
      await until('the cancelled upload to be cleared away', async () => (await incoming()) === 0);
      expect(await mediaCount()).toBe(before);
    },
    90_000,
  );

  it('Given `spotter exercises` piped into a reader that has gone (as `| head -3` does), When it writes, Then it ends quietly with exit 0', async () => {
    const run = cli.start(['exercises']);
    run.child.stdout.destroy(); // the reader closes before the list arrives: every write meets EPIPE
    const result = await run.finished;
    // No crash and no stack: at most the count the command always says on stderr (which `| head` does not swallow).
    expect(result.stderr).not.toMatch(/EPIPE|Error|at .*\.js/);
    expect(result.code).toBe(0);
  }, 30_000);
});
