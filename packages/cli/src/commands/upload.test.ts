import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixture, haveFixtures } from '@spotter/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCliServer, type CliServer } from '../__tests__/cli-server.js';
import { signUpArgs } from '../testing/sign-up.js';
import { sampleUser, writeSignIn } from '../testing/in-process.js';
import { ndjson } from '../testing/spotter-process.js';

const clips = fixture('video');
const haveClips = haveFixtures;

/** What these tests read of `spotter dashboard --json`. */
type DashboardJson = { latest_feedback: { source: string; text: string; video_url: string | null } };

if (!haveClips) console.warn(`Skipping uploads of real clips: ${clips} is not here`);

describe('spotter upload (the real binary against a real server)', () => {
  let cli: CliServer;
  let dir: string;
  beforeAll(async () => {
    [cli, dir] = await Promise.all([startCliServer(), mkdtemp(join(tmpdir(), 'spotter-upload-'))]);
    expect((await cli.spotter(signUpArgs('lifter@example.com'))).code).toBe(0);
    await writeFile(join(dir, 'bench-press.mp4'), 'this is not a video');
  });
  afterAll(async () => {
    await cli?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it.skipIf(!haveClips)(
    'Given two real clips whose names say nothing and one bad file, When uploaded with --exercise auto --json, Then the coach recognises each lift, NDJSON per file, exit 1',
    async () => {
      // The shortest real clips of two lifts (4.7 s and 3 s): recognition is what this test is about.
      await copyFile(join(clips, 'squat__jintaoxu.mp4'), join(dir, 'IMG_0412.mp4'));
      await copyFile(join(clips, 'push_up__goondoc08.mp4'), join(dir, 'set 2.mp4'));
      const files = ['IMG_0412.mp4', 'bench-press.mp4', 'set 2.mp4'].map((name) => join(dir, name));
      const result = await cli.spotter(['upload', ...files, '--exercise', 'auto', '--json']);
      expect(result.code).toBe(1);
      const lines = ndjson(result.stdout);
      expect(lines).toHaveLength(3);
      for (const line of lines) {
        expect(Object.keys(line)).toEqual([
          'file',
          'ok',
          'status',
          'exercise',
          'detected_exercise',
          'reps',
          'load_kg',
          'is_new_pr',
          'feedback',
          'processed_url',
          'error',
        ]);
      }
      const byFile = new Map(lines.map((line) => [line.file, line]));
      expect(byFile.get(files[0])).toMatchObject({
        ok: true,
        status: 'ok',
        exercise: 'squat',
        detected_exercise: 'squat',
        reps: 1,
        is_new_pr: true,
        error: null,
      });
      expect(byFile.get(files[2])).toMatchObject({
        ok: true,
        status: 'ok',
        exercise: 'push_up',
        detected_exercise: 'push_up',
        is_new_pr: true,
        error: null,
      });
      expect(byFile.get(files[0])!.processed_url).toMatch(`${cli.url}/api/media/`);
      expect(byFile.get(files[0])!.feedback).toMatch(/squat/i);
      expect(byFile.get(files[1])).toMatchObject({
        ok: false,
        status: null,
        exercise: null,
        detected_exercise: null,
        reps: null,
        feedback: null,
      });
      expect(byFile.get(files[1])!.error).toMatch(/not a video/);
      expect(result.stderr).toMatch('2 of 3 videos analysed, 1 failed.');

      const pbs = JSON.parse((await cli.spotter(['pbs', '--json'])).stdout) as { exercise_name: string }[];
      expect(pbs.map((pb) => pb.exercise_name).sort()).toEqual(['push_up', 'squat']);
      const media = await cli.spotter(['media']);
      expect(media.stdout).toMatch(`${cli.url}/api/media/`);
      const dashboard = JSON.parse((await cli.spotter(['dashboard', '--json'])).stdout) as DashboardJson;
      expect(dashboard.latest_feedback.source).toBe('media');
    },
    120_000,
  );

  it.skipIf(!haveClips)(
    'Given one clip and an explicit exercise, When uploaded without --json, Then a readable result and exit 0',
    async () => {
      const clip = join(dir, 'my set.mp4');
      await copyFile(join(clips, 'squat__jintaoxu.mp4'), clip);
      const result = await cli.spotter(['upload', clip, '--exercise', 'squat', '--concurrency', '1']);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(`✓ ${clip}  squat · 1 rep`);
      expect(result.stderr).toMatch('1 video analysed.');
    },
    60_000,
  );

  it.skipIf(!haveClips)(
    'Given a squat clip uploaded as a bench press, When the coach says it is another lift, Then a warning with its sentence, no ✓ and no best, the file fails (exit 1) and the feedback card keeps the last counted set',
    async () => {
      const clip = join(dir, 'bench day.mp4');
      await copyFile(join(clips, 'squat__jintaoxu.mp4'), clip);
      const before = JSON.parse((await cli.spotter(['dashboard', '--json'])).stdout) as DashboardJson;

      const human = await cli.spotter(['upload', clip, '--exercise', 'bench_press']);
      expect(human.code).toBe(1);
      expect(human.stdout).toMatch(`⚠ ${clip}  not counted (exercise mismatch)`);
      expect(human.stdout).toMatch(/looks like a squat/i);
      expect(human.stdout).not.toMatch('✓');
      expect(human.stdout).not.toMatch('New Personal Best!');
      expect(human.stderr).toMatch('0 of 1 videos analysed, 1 failed (1 not counted by the coach).');

      const json = await cli.spotter(['upload', clip, '--exercise', 'bench_press', '--json']);
      expect(json.code).toBe(1);
      const [line] = ndjson(json.stdout);
      expect(line).toMatchObject({
        ok: false,
        status: 'exercise_mismatch',
        exercise: 'bench_press',
        detected_exercise: 'squat',
        reps: null,
        is_new_pr: false,
      });
      expect(line!.error).toMatch(/squat/i);

      const pbs = JSON.parse((await cli.spotter(['pbs', '--json'])).stdout) as { exercise_name: string }[];
      expect(pbs.map((pb) => pb.exercise_name)).not.toContain('bench_press');
      const after = JSON.parse((await cli.spotter(['dashboard', '--json'])).stdout) as DashboardJson;
      const mediaPath = (url: string | null) => url?.split('?')[0]; // signed URLs carry a fresh expiry each time
      expect(after.latest_feedback.text).toBe(before.latest_feedback.text);
      expect(mediaPath(after.latest_feedback.video_url)).toBe(mediaPath(before.latest_feedback.video_url));
    },
    120_000,
  );

  it('Given a missing file, When uploaded with auto, Then it fails clearly, exit 1', async () => {
    const missing = join(dir, 'missing_squat.mp4');
    const result = await cli.spotter(['upload', missing, '-e', 'auto']);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(`✗ ${missing}  No such file`);
    expect(result.stderr).toMatch('0 of 1 videos analysed, 1 failed.');
  });

  it('Given bad flags, When upload runs, Then exit 2 with the usage line', async () => {
    const [noExercise, badChoice, badConcurrency] = await Promise.all([
      cli.spotter(['upload', 'a.mp4']),
      cli.spotter(['upload', 'a.mp4', '--exercise', 'zumba']),
      cli.spotter(['upload', 'a.mp4', '--exercise', 'squat', '--concurrency', '0']),
    ]);
    expect([noExercise.code, badChoice.code, badConcurrency.code]).toEqual([2, 2, 2]);
    expect(noExercise.stderr).toMatch("required option '-e, --exercise <exercise>' not specified");
    expect(badChoice.stderr).toMatch("argument 'zumba' is invalid. Allowed choices are squat, deadlift");
    expect(badConcurrency.stderr).toMatch('--concurrency must be a whole number from 1 to 16');
    for (const result of [noExercise, badChoice, badConcurrency])
      expect(result.stderr).toMatch('Usage: spotter upload [options] <files...>');
  });

  it('Given no server, When every upload fails to connect, Then exit 4', async () => {
    const clip = join(dir, 'squat_offline.mp4');
    await writeFile(clip, 'x');
    // Signed in to that address (sign-ins are per server), which then does not answer.
    const configDir = await mkdtemp(join(tmpdir(), 'spotter-offline-config-'));
    await writeSignIn(configDir, { ...sampleUser(), token: 'spt_saved' }, 'http://127.0.0.1:9');
    const result = await cli.spotter(['upload', clip, '-e', 'auto', '--json', '--api-url', 'http://127.0.0.1:9'], {
      configDir,
    });
    expect(result.code).toBe(4);
    expect(ndjson(result.stdout)[0]).toMatchObject({
      ok: false,
      error: 'Cannot reach the Spotter server at http://127.0.0.1:9/api',
    });
  });
});
