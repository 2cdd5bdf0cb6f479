import { describe, expect, it, vi } from 'vitest';
import { memorySession, type StoredUser } from '../session.js';
import { KEYS, renderTui } from '../testing/render-tui.js';
import { fixture, haveFixtures, serveTuiTests, type TuiTestServer } from '../testing/tui-server.js';

let server: TuiTestServer;
let user: StoredUser;
serveTuiTests(async (started) => {
  server = started;
  user = await server.signUp({ first_name: 'Ada', primary_goal: 'weight_loss', days_per_week: 4 });
});

const open = () => renderTui({ screen: 'home', session: memorySession(server.baseUrl, user) });

describe('the dashboard', () => {
  it('Given a stored user, When home opens, Then greeting, the four stats, the first plan made at sign-up, the empty personal bests and the coach welcome show', async () => {
    const tui = open();
    const frame = await tui.waitFor('Welcome back, Ada!', 15_000);
    expect(frame).toContain('Training for weight loss');
    expect(frame).toMatch(/Personal Bests 0 │ Workout Plans 1 │ Goal weight loss │ Weekly Goal 4 days/);
    expect(frame).toContain("Ada's weight-loss plan: 4 days a week");
    expect(frame).toContain('No personal bests yet.');
    expect(frame).toContain('Latest Feedback');
    expect(frame).toContain("I'm your Spotter coach");
  });

  it('Given the personal bests call fails (the server answers 500 for it alone), When home opens, Then the rest shows, the failure is said and the list is empty', async () => {
    const realFetch = globalThis.fetch;
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input, init) =>
        (input instanceof Request ? input.url : String(input)).endsWith('/personal-bests')
          ? Promise.resolve(Response.json({ detail: 'The database is not answering' }, { status: 500 }))
          : realFetch(input, init),
      );
    try {
      const tui = open();
      const frame = await tui.waitFor('Could not load personal bests: The database is not answering', 15_000);
      expect(frame).toContain('Welcome back, Ada!');
      expect(frame).toMatch(/Personal Bests 0 │ Workout Plans 1/);
      expect(frame).toContain("I'm your Spotter coach");
    } finally {
      spy.mockRestore();
    }
  });

  it('Given the dashboard, When actions are chosen with arrows and shortcuts, Then each screen opens and Esc comes back', async () => {
    const tui = open();
    await tui.waitFor('Welcome back, Ada!', 15_000);
    await tui.press(KEYS.enter); // the first action: record
    await tui.waitFor('Which exercise is in the video?');
    await tui.press(KEYS.escape);
    await tui.waitFor('Welcome back, Ada!');
    await tui.press(KEYS.right, KEYS.enter); // the second: scan
    await tui.waitFor('Image file:');
    await tui.press(KEYS.escape);
    await tui.waitFor('Welcome back, Ada!');
    await tui.press('l');
    await tui.waitFor(/\d+ exercises/);
    await tui.press(KEYS.escape);
    await tui.waitFor('Welcome back, Ada!');
    await tui.press('c');
    await tui.waitFor('Message your coach');
    await tui.press(KEYS.escape);
    await tui.waitFor('Welcome back, Ada!');
    await tui.waitFor(/q\s+quit/);
    await tui.press('q');
    expect(tui.exits).toEqual([0]);
  });

  it('Given the record screen, When the exercise is chosen and no path is typed, Then the spec message shows; Esc steps back to the exercise', async () => {
    const tui = open();
    await tui.waitFor('Welcome back, Ada!', 15_000);
    await tui.press('r');
    await tui.waitFor('Which exercise is in the video?');
    for (const label of [
      'Detect automatically',
      'Squat',
      'Deadlift',
      'Bench Press',
      'Pull Up',
      'Push Up',
      'Overhead Press',
      'Row',
      'Lunge',
    ]) {
      expect(tui.frame()).toContain(label);
    }
    await tui.press(KEYS.down, KEYS.down, KEYS.enter);
    await tui.waitFor('Exercise: Deadlift');
    await tui.press(KEYS.enter);
    await tui.waitFor('Please select a file and exercise name');
    await tui.type('/no/such/clip.mp4');
    await tui.press(KEYS.enter);
    await tui.waitFor('No file at /no/such/clip.mp4');
    await tui.press(KEYS.escape);
    await tui.waitFor('Which exercise is in the video?');
  });

  it('Given the scan screen, When no image is given, Then it asks for one', async () => {
    const tui = open();
    await tui.waitFor('Welcome back, Ada!', 15_000);
    await tui.press('s');
    await tui.waitFor('Image file:');
    await tui.press(KEYS.enter);
    await tui.waitFor('Please select an image');
  });

  it.skipIf(!haveFixtures)(
    "Given an equipment photo (skipped without ../shared/fixtures), When scanned, Then the toast and the tick list show, and the dashboard counts the scan's plan",
    async () => {
      const tui = open();
      await tui.waitFor('Welcome back, Ada!', 15_000);
      await tui.press('s');
      await tui.waitFor('Image file:');
      await tui.type(fixture('images/dumbbells.jpg'));
      await tui.press(KEYS.enter);
      const frame = await tui.waitFor('From your profile', 60_000);
      expect(frame).toContain('Equipment scanned! New workout plan generated');
      // Leaving without confirming keeps the plan the scan proposed.
      await tui.press(KEYS.escape);
      await tui.waitFor('Workout Plans 1', 15_000);
      expect(tui.frame()).toContain("Ada's");
    },
    90_000,
  );

  it.skipIf(!haveFixtures)(
    'Given a real pull-up clip (skipped without ../shared/fixtures), When recorded, Then upload, Analyzing Video..., reps and New Personal Best! show',
    async () => {
      const tui = open();
      await tui.waitFor('Welcome back, Ada!', 15_000);
      await tui.press('r');
      await tui.waitFor('Which exercise is in the video?');
      await tui.press(KEYS.down, KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
      await tui.waitFor('Exercise: Pull Up');
      await tui.type(fixture('video/pull_up_front_4'));
      await tui.press(KEYS.tab); // completes up to where the clip and its labels differ, and lists both
      await tui.waitFor('pull_up_front_4reps.labels.csv');
      await tui.type('m');
      await tui.press(KEYS.tab);
      await tui.waitFor(`Video file: ${fixture('video/pull_up_front_4reps.mp4')}`);
      await tui.press(KEYS.enter);
      await tui.waitFor(
        (frame) => frame.includes('Analyzing Video...') || /Pull Up: \d+ reps?/.test(frame) || frame.includes('✖'),
        60_000,
      );
      expect(tui.frame()).not.toContain('✖');
      const result = await tui.waitFor(/Pull Up: \d+ reps?/, 120_000);
      expect(result).toContain('New Personal Best!');
      expect(result).toContain('Exercise analyzed successfully!');
      await tui.press(KEYS.escape);
      await tui.waitFor('Personal Bests 1', 15_000);
      // The feedback panel sits at the bottom, under the toasts until they go (4 s).
      const dashboard = await tui.waitFor(/Latest Feedback · Pull Up · \d+ reps/, 10_000);
      expect(dashboard).toMatch(/Pull Up\s+\d+ reps/);
      expect(dashboard).toContain(`${server.baseUrl}/api/media/`);
    },
    180_000,
  );

  it.skipIf(!haveFixtures)(
    'Given a real squat clip recorded as a bench press (skipped without ../shared/fixtures), When analysed, Then the coach says it looks like a squat as a warning, with no success and no best',
    async () => {
      const lifter = await server.signUp({ first_name: 'Bo' });
      const tui = renderTui({ screen: 'home', session: memorySession(server.baseUrl, lifter) });
      await tui.waitFor('Welcome back, Bo!', 15_000);
      await tui.press('r');
      await tui.waitFor('Which exercise is in the video?');
      await tui.press(KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
      await tui.waitFor('Exercise: Bench Press');
      await tui.type(fixture('video/squat__jintaoxu.mp4'));
      await tui.press(KEYS.enter);
      const result = await tui.waitFor(/⚠ Looks like Squat, not Bench Press/, 120_000);
      expect(result).toMatch(/⚠ .*squat/i);
      expect(result).not.toContain('Exercise analyzed successfully!');
      expect(result).not.toContain('New Personal Best!');
      expect(result).not.toContain('✔');
      await tui.press(KEYS.escape);
      await tui.waitFor('Welcome back, Bo!', 15_000);
      expect(tui.frame()).toContain('Personal Bests 0');
      expect(tui.frame()).toContain("I'm your Spotter coach");
    },
    180_000,
  );

  it.skipIf(!haveFixtures)(
    "Given a real squat clip and 'Detect automatically' (skipped without ../shared/fixtures), When analysed, Then the squat is recognised and counted",
    async () => {
      const lifter = await server.signUp({ first_name: 'Cy' });
      const tui = renderTui({ screen: 'home', session: memorySession(server.baseUrl, lifter) });
      await tui.waitFor('Welcome back, Cy!', 15_000);
      await tui.press('r');
      await tui.waitFor('Which exercise is in the video?');
      await tui.press(KEYS.enter);
      await tui.waitFor('Exercise: Detect automatically');
      await tui.type(fixture('video/squat__jintaoxu.mp4'));
      await tui.press(KEYS.enter);
      const result = await tui.waitFor(/Squat: \d+ reps?/, 120_000);
      expect(result).toContain('Exercise analyzed successfully!');
      expect(result).not.toContain('⚠');
    },
    180_000,
  );
});
