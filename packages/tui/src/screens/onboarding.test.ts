import { describe, expect, it } from 'vitest';
import { memorySession } from '../session.js';
import { KEYS, renderTui } from '../testing/render-tui.js';
import { serveTuiTests, type TuiTestServer } from '../testing/tui-server.js';

let server: TuiTestServer;
serveTuiTests((started) => {
  server = started;
});

const open = () => {
  const session = memorySession(server.baseUrl);
  return { session, tui: renderTui({ screen: 'onboarding', session }) };
};

describe('the onboarding form', () => {
  it('Given the form, When it opens, Then every field is there with the spec defaults filled in', async () => {
    const { tui } = open();
    const frame = await tui.waitFor('Start Your Journey');
    for (const label of [
      'First name',
      'Email',
      'Age',
      'Height (cm)',
      'Weight (kg)',
      'Sex',
      'Experience',
      'Primary goal',
      'Timeline',
      'Days per week',
      'Equipment',
      'Injuries',
    ]) {
      expect(frame).toContain(label);
    }
    expect(frame).toMatch(/Timeline \(wks\)\s+\[12\s/);
    expect(frame).toMatch(/Days per week\s+\[3\s/);
    expect(frame).toContain('‹ General ›');
    expect(frame).toContain('[ ] Pull-Up Bar');
  });

  it('Given an empty form, When submitted, Then core messages appear beside the required fields and nothing is stored', async () => {
    const { tui, session } = open();
    await tui.waitFor('Start Your Journey');
    await tui.press(KEYS.shiftTab, KEYS.enter);
    const frame = await tui.waitFor('First name is required');
    expect(frame).toMatch(/First name \*\s+\[.*\]\s+First name is required/);
    expect(frame).toContain('Email is required');
    expect(frame).toContain('Age is required');
    expect(frame).toContain('Height is required');
    expect(frame).toContain('Weight is required');
    expect(session.currentUser()).toBeNull();
  });

  it('Given days per week out of bounds, When submitted, Then the bound message shows, and it goes away once fixed', async () => {
    const { tui } = open();
    await tui.waitFor('Start Your Journey');
    await tui.focus('Days per week');
    await tui.press(KEYS.backspace);
    await tui.type('9');
    await tui.focus('Start Your Journey');
    await tui.press(KEYS.enter);
    await tui.waitFor('Days per week must be between 1 and 7');
    await tui.focus('Days per week', KEYS.up);
    await tui.press(KEYS.backspace);
    await tui.type('4');
    await tui.waitFor((frame) => !frame.includes('Days per week must be') && frame.includes('First name is required'));
  });

  it('Given a filled form with selects and equipment, When submitted to the real server, Then the user is stored and the dashboard welcomes them with the plan sign-up built', async () => {
    const { tui, session } = open();
    await tui.waitFor('Start Your Journey');
    await tui.type('Grace');
    await tui.focus('Email');
    await tui.type('grace@example.com');
    await tui.focus('Age');
    await tui.type('36');
    await tui.focus('Height');
    await tui.type('168.4');
    await tui.focus('Weight');
    await tui.type('60');
    await tui.focus('Sex');
    await tui.press(KEYS.right, KEYS.right);
    await tui.waitFor('‹ Female ›');
    await tui.focus('Experience');
    await tui.press(KEYS.right, KEYS.right); // not said → beginner → intermediate
    await tui.waitFor('‹ Intermediate ›');
    await tui.focus('Primary goal');
    await tui.press(KEYS.right); // general → strength (the list wraps)
    await tui.waitFor('‹ Strength ›');
    await tui.focus('Days per week');
    await tui.press(KEYS.backspace);
    await tui.type('4');
    await tui.focus('Equipment');
    await tui.press(KEYS.right, ' ', KEYS.right, KEYS.right, KEYS.right, KEYS.enter); // Space and Enter both toggle
    await tui.waitFor('[x] Pull-Up Bar');
    await tui.focus('Injuries');
    await tui.type('old knee sprain');
    const filled = tui.frame();
    expect(filled).toContain('[x] Dumbbells');
    expect(filled).toContain('[ ] Barbell');
    await tui.focus('Start Your Journey');
    await tui.press(KEYS.enter);
    // The sign-in key is shown once, above the dashboard, and never stored.
    const keyScreen = await tui.waitFor('Your sign-in key', 20_000);
    const signInKey = /SPK-[0-9A-Z-]+/.exec(keyScreen)?.[0];
    expect(signInKey).toBeDefined();
    expect(keyScreen).toContain('It is shown only this once');
    expect(JSON.stringify(session.currentUser())).not.toContain(signInKey);
    await tui.press(KEYS.enter);
    // The first visit says Welcome, and the plan sign-up built from the profile is already on the dashboard.
    const dashboard = await tui.waitFor(
      (frame) => frame.includes('Welcome, Grace!') && frame.includes("Grace's strength plan: 4 days a week"),
      20_000,
    );
    expect(dashboard).toContain('Welcome to Spotter!');
    expect(dashboard).not.toContain('No plan yet');
    expect(dashboard).toContain('Workout Plans 1');
    expect(dashboard).toContain('Weekly Goal 4 days');
    const stored = session.currentUser();
    expect(stored).toMatchObject({
      first_name: 'Grace',
      email: 'grace@example.com',
      age: 36,
      height_cm: 168,
      sex: 'female',
      primary_goal: 'strength',
      days_per_week: 4,
      timeline_weeks: 12,
      equipment_list: ['dumbbells', 'pull-up bar'],
      injuries: 'old knee sprain',
      experience: 'intermediate',
    });
    expect(stored?.token).toMatch(/^spt_/);
  });

  it('Given a server that cannot be reached, When a valid form is submitted, Then the reason shows as a toast and the form stays', async () => {
    const session = memorySession('http://127.0.0.1:9');
    const tui = renderTui({ screen: 'onboarding', session });
    await tui.waitFor('Start Your Journey');
    for (const [label, value] of [
      ['First name', 'Sam'],
      ['Email', 'sam@example.com'],
      ['Age', '30'],
      ['Height', '180'],
      ['Weight', '80'],
    ] as const) {
      await tui.focus(label);
      await tui.type(value);
    }
    await tui.focus('Start Your Journey');
    await tui.press(KEYS.enter);
    const frame = await tui.waitFor('✖ Cannot reach the Spotter server at http://127.0.0.1:9/api', 20_000);
    expect(frame).toContain('› Start Your Journey');
    expect(session.currentUser()).toBeNull();
  });

  it('Given an email that already has an account, When submitted, Then it says so beside the email and points to Sign in', async () => {
    const existing = await server.signUp();
    const { tui, session } = open();
    await tui.waitFor('Start Your Journey');
    for (const [label, value] of [
      ['First name', 'Sam'],
      ['Email', existing.email.toUpperCase()],
      ['Age', '30'],
      ['Height', '180'],
      ['Weight', '80'],
    ] as const) {
      await tui.focus(label);
      await tui.type(value);
    }
    await tui.focus('Start Your Journey');
    await tui.press(KEYS.enter);
    const frame = await tui.waitFor('Already an account: sign in instead', 20_000);
    expect(frame).toContain('Sign in to your account');
    expect(frame).toContain('› Email');
    expect(session.currentUser()).toBeNull();
  });
});
