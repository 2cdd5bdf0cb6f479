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

const STAGES = ['Reading your video', 'Finding you in the video', 'Counting', 'Drawing your video'];

describe('the wait for an analysis on the Record screen', () => {
  it.skipIf(!haveFixtures)(
    'Given a clip uploaded (skipped without ../shared/fixtures), When the server reports the analysis, Then a bar shows its stage in plain words and its share, then the result',
    async () => {
      const tui = renderTui({ screen: 'home', session: memorySession(server.baseUrl, user) });
      await tui.waitFor('Welcome back, Ada!', 15_000);
      await tui.press('r');
      await tui.waitFor('Which exercise is in the video?');
      await tui.press(KEYS.down, KEYS.enter);
      await tui.waitFor('Video file:');
      // A short clip (4.7 s): every frame drawn is kept, so no stage is missed however quickly it passes.
      await tui.type(fixture('video/squat__jintaoxu.mp4'));
      await tui.press(KEYS.enter);
      await tui.waitFor((frame) => /\breps?\b/i.test(frame) && !frame.includes('Analyzing Video'), 120_000);
      expect(tui.frames.some((frame) => /Finding you in the video\n.*[█░]+ \d+ %/.test(frame))).toBe(true);
      // The stages came in order (each frame shows at most one), and the share never went back.
      const seen = tui.frames
        .map((frame) => STAGES.findIndex((stage) => frame.includes(`${stage}\n`)))
        .filter((index) => index >= 0);
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
      const shares = tui.frames.flatMap((frame) =>
        STAGES.some((stage) => frame.includes(stage)) ? [Number(/(\d+) %/.exec(frame)?.[1])] : [],
      );
      expect(shares).toEqual([...shares].sort((a, b) => a - b));
    },
    180_000,
  );
});
