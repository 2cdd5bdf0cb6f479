import { describe, expect, it } from 'vitest';
import { PROFILE_UNCHANGED } from '@spotter/core/view-models';
import { memorySession } from '../session.js';
import { KEYS, renderTui } from '../testing/render-tui.js';
import { serveTuiTests, type TuiTestServer } from '../testing/tui-server.js';

let server: TuiTestServer;
serveTuiTests((started) => {
  server = started;
});

/** A new user on the dashboard, then p for the Profile screen. */
const openProfile = async (overrides: Record<string, unknown> = {}) => {
  const user = await server.signUp({ first_name: 'Ada', primary_goal: 'strength', days_per_week: 3, ...overrides });
  const session = memorySession(server.baseUrl, user);
  const tui = renderTui({ screen: 'home', session });
  await tui.waitFor('[p] Profile', 15_000);
  await tui.press('p');
  await tui.waitFor('Save changes');
  return { tui, session, user };
};

describe('the Profile screen', () => {
  it('Given the dashboard, When p is pressed, Then every profile field shows with the stored values', async () => {
    const { tui, user } = await openProfile();
    const frame = tui.frame();
    expect(frame).toContain(user.email);
    expect(frame).toMatch(/First name\s+\[Ada/);
    expect(frame).toMatch(/Days per week\s+\[3/);
    expect(frame).toContain('‹ Strength ›');
    expect(frame).toContain('[x] Dumbbells');
    expect(frame).toContain('‹ Motivational ›');
    expect(frame).toContain('New plan from my profile');
  });

  it('Given a new goal, days and injuries, When saved, Then the server has them and a new plan is offered; choosing it builds one and the dashboard shows it', async () => {
    const { tui, session, user } = await openProfile();
    await tui.focus('Primary goal');
    await tui.press(KEYS.right); // strength → muscle
    await tui.waitFor('‹ Muscle ›');
    await tui.focus('Days per week');
    await tui.press(KEYS.backspace);
    await tui.type('5');
    await tui.focus('Injuries');
    await tui.type('left knee');
    await tui.focus('Coach tone');
    await tui.press(KEYS.right);
    await tui.waitFor('‹ Calm ›');
    await tui.focus('Save changes');
    await tui.press(KEYS.enter);
    await tui.waitFor('build a new plan?');
    const saved = await server.clientFor(user.token).getUser(user.id);
    expect(saved).toMatchObject({
      primary_goal: 'muscle',
      days_per_week: 5,
      injuries: 'left knee',
      coach_tone: 'calm',
    });
    expect(session.currentUser()).toMatchObject({ primary_goal: 'muscle', days_per_week: 5, token: user.token });

    await tui.waitFor('› New plan from my profile');
    await tui.press(KEYS.enter);
    await tui.waitFor('New workout plan ready', 20_000);
    await tui.waitFor(/Workout Plans 2/, 15_000); // the plan made at sign-up, and this one
    expect(await server.clientFor(user.token).listPlans(user.id)).toHaveLength(2);
  });

  it("Given an invalid value, When saved, Then core's message shows beside it and nothing is sent", async () => {
    const { tui, user } = await openProfile();
    await tui.focus('Days per week');
    await tui.press(KEYS.backspace);
    await tui.type('9');
    await tui.focus('Save changes');
    await tui.press(KEYS.enter);
    await tui.waitFor('Days per week must be between 1 and 7');
    expect((await server.clientFor(user.token).getUser(user.id)).days_per_week).toBe(3);
  });

  it('Given no change, When saved, Then it says there is nothing to save', async () => {
    const { tui } = await openProfile();
    await tui.focus('Save changes');
    await tui.press(KEYS.enter);
    await tui.waitFor(PROFILE_UNCHANGED);
  });
});
