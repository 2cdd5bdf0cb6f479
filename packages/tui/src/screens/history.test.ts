import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { memorySession, type StoredUser } from '../session.js';
import { KEYS, renderTui } from '../testing/render-tui.js';
import { fixture, haveFixtures, serveTuiTests, type TuiTestServer } from '../testing/tui-server.js';

let server: TuiTestServer;
serveTuiTests((started) => {
  server = started;
});

const open = (user: StoredUser) => renderTui({ screen: 'home', session: memorySession(server.baseUrl, user) });

describe('the training history screen', () => {
  it('Given no sets, When h is pressed on the dashboard, Then the history says so and Esc comes back', async () => {
    const user = await server.signUp();
    const tui = open(user);
    await tui.waitFor('Welcome back, Ada!', 15_000);
    await tui.press('h');
    await tui.waitFor('No sets yet');
    await tui.press(KEYS.escape);
    await tui.waitFor('Welcome back, Ada!');
  });

  it('Given the record form, When a load that is not a number is typed, Then its message shows and the path waits', async () => {
    const user = await server.signUp();
    const tui = open(user);
    await tui.waitFor('Welcome back, Ada!', 15_000);
    await tui.press('r');
    await tui.waitFor('Which exercise is in the video?');
    await tui.press(KEYS.down, KEYS.enter); // Squat
    await tui.waitFor('Video file:');
    expect(tui.frame()).toContain('Load (kg, optional):');
    await tui.press(KEYS.up);
    await tui.type('heavy');
    await tui.press(KEYS.enter);
    await tui.waitFor('Load must be a number of kilograms');
  });

  it.skipIf(!haveFixtures)(
    'Given two squat sets, one at 60 kg, When the history opens, Then a table with "reps @ 60 kg", sparklines, and the chosen set\'s video link',
    async () => {
      const user = await server.signUp();
      const api = server.clientFor(user.token);
      // The short clip (4.7 s, one squat): this test is about the history screen, and the 14 s clip, read twice, was
      // most of this file's time. The analysis itself is the coach's and the upload route's tests' business.
      const video = new Uint8Array(await readFile(fixture('video/squat__jintaoxu.mp4')));
      const file = () => ({ data: new Blob([video], { type: 'video/mp4' }), name: 'set.mp4' });
      const first = await api.uploadExercise({ user_id: user.id, exercise_name: 'squat', file: file() });
      const second = await api.uploadExercise({ user_id: user.id, exercise_name: 'squat', file: file(), load_kg: 60 });
      expect([first.analysis.status, second.analysis.status]).toEqual(['ok', 'ok']);
      // A set's result reads '1 rep' or 'N reps'.
      const counted = (reps: number) => `${reps} ${reps === 1 ? 'rep' : 'reps'}`;
      const reps = counted(second.analysis.reps);

      const tui = open(user);
      await tui.waitFor('Welcome back, Ada!', 15_000);
      await tui.press('h');
      const frame = await tui.waitFor(`${reps} @ 60 kg`, 15_000);
      expect(frame).toContain('Progress, oldest to newest');
      expect(frame).toMatch(/Squat\s+reps ▄▄\s+load ·▄/);
      expect(frame).toMatch(/Date\s+Exercise\s+Result\s+Form/);
      expect(frame).toMatch(new RegExp(`› \\d{4}-\\d\\d-\\d\\d\\s+Squat\\s+${reps} @ 60 kg`));
      expect(frame).toMatch(/▶ Processed video:\s+http:\/\/127\.0\.0\.1:\d+\/api\/media\//);
      await tui.press(KEYS.down);
      await tui.waitFor(new RegExp(`› \\d{4}-\\d\\d-\\d\\d\\s+Squat\\s+${counted(first.analysis.reps)}\\s`));
    },
    300_000,
  );
});
