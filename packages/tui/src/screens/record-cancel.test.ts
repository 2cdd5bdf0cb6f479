import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { memorySession, type StoredUser } from '../session.js';
import { KEYS, renderTui } from '../testing/render-tui.js';
import { fixture, haveFixtures, serveTuiTests, type TuiTestServer } from '../testing/tui-server.js';

let server: TuiTestServer;
let user: StoredUser;
serveTuiTests(async (started) => {
  server = started;
  user = await server.signUp({ first_name: 'Ada' });
});

const incoming = () => readdir(server.incomingDir).catch(() => [] as string[]);

async function eventually(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('Ctrl-C while a set is uploaded', () => {
  it.skipIf(!haveFixtures)(
    'Given a clip being uploaded and analysed (skipped without ../shared/fixtures), When Ctrl-C is pressed, Then the request is cancelled, the exit (130) says so, and the server stores nothing',
    async () => {
      const tui = renderTui({ screen: 'home', session: memorySession(server.baseUrl, user) });
      await tui.waitFor('Welcome back, Ada!', 15_000);
      await tui.press('r');
      await tui.waitFor('Which exercise is in the video?');
      await tui.press(KEYS.down, KEYS.enter);
      await tui.waitFor('Video file:');
      await tui.type(fixture('video/squat_side_3reps.mp4'));
      await tui.press(KEYS.enter);
      // The server has the upload in hand (it lands in .incoming while it arrives and is analysed).
      await eventually(async () => (await incoming()).length > 0, 30_000, 'the upload to reach the server');
      expect(tui.frame()).toMatch(/Uploading|Analyzing Video/);
      await tui.press(KEYS.ctrlC);
      await tui.waitFor(() => tui.exits.length > 0);
      expect(tui.exits).toEqual([130]);
      expect(tui.reports).toHaveLength(1);
      expect(tui.reports[0]).toMatch(
        /^Upload of squat_side_3reps\.mp4 cancelled (with \d+% sent|while the coach was analysing it): the server keeps nothing of it\.$/,
      );
      // The server sees the request closed unfinished: it stops, removes the file and stores no row.
      await eventually(async () => (await incoming()).length === 0, 60_000, 'the server to drop the cancelled upload');
      const client = server.clientFor(user.token);
      expect(await client.listMedia(user.id)).toEqual([]);
      expect(await client.listPersonalBests(user.id)).toEqual([]);
    },
    120_000,
  );
});

describe('Ctrl-C while equipment is scanned', () => {
  it.skipIf(!haveFixtures)(
    'Given a photo being scanned (skipped without ../shared/fixtures), When Ctrl-C is pressed, Then the exit (130) says the scan was cancelled and what may still happen',
    async () => {
      const tui = renderTui({ screen: 'home', session: memorySession(server.baseUrl, user) });
      await tui.waitFor('Welcome back, Ada!', 15_000);
      await tui.press('s');
      await tui.waitFor('Image file:');
      await tui.type(fixture('images/dumbbells.jpg'));
      await tui.press(KEYS.enter);
      await tui.waitFor('Scanning your equipment...', 15_000);
      await tui.press(KEYS.ctrlC);
      await tui.waitFor(() => tui.exits.length > 0);
      expect(tui.exits).toEqual([130]);
      expect(tui.reports).toEqual([
        'Scan of dumbbells.jpg cancelled before its answer came: a plan made from it may still show on the dashboard.',
      ]);
    },
    60_000,
  );
});
