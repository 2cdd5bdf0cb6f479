import { describe, expect, it } from 'vitest';
import { memorySession, type StoredUser } from '../session.js';
import { KEYS, renderTui } from '../testing/render-tui.js';
import { serveTuiTests, type TuiTestServer } from '../testing/tui-server.js';

let server: TuiTestServer;
let user: StoredUser;
serveTuiTests(async (started) => {
  server = started;
  user = await server.signUp({
    first_name: 'Ada',
    primary_goal: 'strength',
    days_per_week: 3,
    equipment_list: ['barbell', 'squat rack', 'bench'],
    injuries: 'left knee',
  });
  await server.clientFor(user.token).createPlan(user.id, {});
});

describe('the plan screen', () => {
  it('Given a plan, When w is pressed on the dashboard, Then the days are a list; Enter opens a day with its exercises, Esc closes it, Esc again goes home', async () => {
    const tui = renderTui({ screen: 'home', session: memorySession(server.baseUrl, user) });
    await tui.waitFor('Welcome back, Ada!', 15_000);
    await tui.press('w');
    let frame = await tui.waitFor('Day 3: Full body C');
    expect(frame).toContain("Ada's strength plan: 3 days a week for 12 weeks");
    expect(frame).toMatch(/› Day 1: Full body A {2}\d+ exercises/);
    expect(frame).toContain('Enter open it');

    await tui.press(KEYS.down, KEYS.enter);
    frame = await tui.waitFor('Day 2: Full body B');
    expect(frame).toMatch(/Main: \S.* — 5 x 3-5, rest 3 min/);
    expect(frame).toContain('    load: Heavy');
    expect(frame).not.toMatch(/Squat —|Lunge —/);

    await tui.press(KEYS.escape);
    frame = await tui.waitFor('choose a day');
    expect(frame).toMatch(/› Day 2: Full body B/);
    await tui.press(KEYS.escape);
    await tui.waitFor('Welcome back, Ada!');
  });

  it("Given an open day, Then it says how long it takes and the first main lift's warm-up sets; a digit opens that exercise's library card (cues, muscles), Esc comes back", async () => {
    const tui = renderTui({ screen: 'home', session: memorySession(server.baseUrl, user) });
    await tui.waitFor('Welcome back, Ada!', 15_000);
    await tui.press('w');
    let frame = await tui.waitFor('Day 1: Full body A');
    expect(frame).toMatch(/Day 1: Full body A {2}\d+ exercises · about \d+ min \(estimate\)/);
    await tui.press(KEYS.enter);
    await tui.waitFor('warm-up sets:');
    frame = await tui.waitFor("1-9 an exercise's card");
    expect(frame).toMatch(/Takes about \d+ min \(estimate\)\./);
    expect(frame).toMatch(/warm-up sets: (bar|light) x 10, 40% x 5, 60% x 3, 80% x 1/);
    const main = /(\d)\. Main: (.+?) — /.exec(frame);
    expect(main).not.toBeNull();
    await tui.press(main![1]!);
    frame = await tui.waitFor('Difficulty');
    expect(frame).toContain(main![2]!);
    expect(frame).toMatch(/Muscles/);
    await tui.press(KEYS.escape);
    await tui.waitFor('warm-up sets:');
  });

  it('Given a plan, When the dashboard shows it, Then its panel reads the plan view (title and facts first), not the stored text with its underline', async () => {
    const tui = renderTui({ screen: 'home', session: memorySession(server.baseUrl, user) });
    const frame = await tui.waitFor('Welcome back, Ada!', 15_000);
    expect(frame).toContain("Ada's strength plan");
    expect(frame).toContain('Split: Full body, 3 sessions a week');
    expect(frame).not.toContain('====');
  });
});
