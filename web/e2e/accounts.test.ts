import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createApiClient } from '@spotter/core/api';
import { seriousViolations } from './axe';
import { hasChromium } from './browser';
import { OUTPUT_DIR, startE2E, type E2E } from './harness';

const PASSWORD = 'correct horse battery';

const storedUser = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(window.localStorage.getItem('spotter.currentUser') ?? 'null') as { id: string; token: string } | null,
  );

async function signInWith(page: Page, how: { key: string } | { email: string; password: string }) {
  await page.goto('/signin');
  if ('key' in how) {
    await page.getByLabel('Sign-in key').first().check();
    await page.getByRole('textbox', { name: 'Sign-in key' }).fill(how.key);
  } else {
    await page.getByLabel('Email', { exact: true }).fill(how.email);
    await page.getByLabel('Password', { exact: true }).fill(how.password);
  }
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe.skipIf(!hasChromium())('e2e: accounts (Chromium, real server)', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.stop();
  });

  it('Given a new user, When they save the key, set a password and sign in from two other browsers, Then all three devices are listed; revoking one sends it to /signin', async () => {
    const first = await e2e.newPage();
    await first.goto('/onboarding');
    const email = `lena.${Date.now()}@example.com`;
    await first.getByLabel('First name').fill('Lena');
    await first.getByLabel('Email').fill(email);
    await first.getByLabel('Age').fill('33');
    await first.getByLabel('Height (cm)').fill('172');
    await first.getByLabel('Weight (kg)').fill('66');
    await first.getByRole('button', { name: 'Start Your Journey' }).click();
    const keyCard = first.getByRole('region', { name: 'Save your sign-in key' });
    await keyCard.waitFor();
    const key = await keyCard.getByLabel('Your sign-in key').inputValue();
    expect(key.length).toBeGreaterThan(10);
    expect(JSON.stringify(await storedUser(first))).not.toContain(key);
    await e2e.screenshot(first, 'accounts-key-card');
    expect(await seriousViolations(first)).toEqual([]);
    const secure = first.getByRole('region', { name: 'Secure your account' });
    await secure.getByLabel('New password').fill(PASSWORD);
    await secure.getByRole('button', { name: 'Set password' }).click();
    await first.getByText('Password set: you can now sign in with your email and password').waitFor();
    await keyCard.getByRole('button', { name: /I've saved it/ }).click();
    await keyCard.waitFor({ state: 'detached' });

    const byKey = await e2e.newPage();
    await signInWith(byKey, { key });
    await byKey.getByRole('heading', { name: 'Welcome back, Lena!' }).waitFor();
    const byPassword = await e2e.newPage();
    await signInWith(byPassword, { email, password: PASSWORD });
    await byPassword.getByRole('heading', { name: 'Welcome back, Lena!' }).waitFor();
    expect((await storedUser(byPassword))?.token).not.toBe((await storedUser(byKey))?.token);

    await first.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
    const devices = first.getByRole('list', { name: 'Signed-in devices' });
    await devices.getByRole('listitem').nth(2).waitFor();
    expect(await devices.getByRole('listitem').count()).toBe(3);
    expect(await devices.getByText('This device').count()).toBe(1);
    expect(await devices.getByText(/^Chrome on Linux/).count()).toBe(3);
    await e2e.screenshot(first, 'accounts-account-page');
    expect(await seriousViolations(first)).toEqual([]);

    // Sign the key browser out from the first one: its next call gets 401 and it lands on /signin.
    await devices
      .getByRole('button', { name: /^Sign out / })
      .first()
      .click();
    await first.getByText(/was signed out$/).waitFor();
    await devices.getByRole('listitem').nth(2).waitFor({ state: 'detached' });
    await Promise.all([byKey.reload(), byPassword.reload()]);
    await expect
      .poll(() => [byKey, byPassword].filter((page) => new URL(page.url()).pathname === '/signin').length, {
        timeout: 15_000,
      })
      .toBe(1);
    const revoked = new URL(byKey.url()).pathname === '/signin' ? byKey : byPassword;
    const kept = revoked === byKey ? byPassword : byKey;
    await revoked.waitForURL('**/signin');
    await revoked.getByText(/You were signed out on this device/).waitFor();
    expect(await storedUser(revoked)).toBeNull();
    await kept.getByRole('heading', { name: 'Welcome back, Lena!' }).waitFor();
    await e2e.screenshot(revoked, 'accounts-revoked-signin');
    expect(await seriousViolations(revoked)).toEqual([]);
  });

  it('Given a new sign-in key (desktop and a 375 px phone), When it is shown, Then the whole key is on screen: nothing cut off, nothing to scroll, Copy beside it', async () => {
    for (const width of [1280, 375]) {
      const page = await e2e.newPage({ width, height: width > 400 ? 860 : 740 });
      await page.goto('/onboarding');
      await page.getByLabel('First name').fill('Ines');
      await page.getByLabel('Email').fill(`ines.${width}.${Date.now()}@example.com`);
      await page.getByLabel('Age').fill('41');
      await page.getByLabel('Height (cm)').fill('160');
      await page.getByLabel('Weight (kg)').fill('58');
      await page.getByRole('button', { name: 'Start Your Journey' }).click();
      const keyCard = page.getByRole('region', { name: 'Save your sign-in key' });
      const field = keyCard.getByLabel('Your sign-in key');
      await field.waitFor();
      const key = await field.inputValue();
      expect(key).toMatch(/^SPK(-[A-Z0-9]+)+$/);
      const fit = await field.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
        scrollHeight: element.scrollHeight,
        clientHeight: element.clientHeight,
        right: element.getBoundingClientRect().right,
      }));
      expect(fit.scrollWidth, JSON.stringify(fit)).toBeLessThanOrEqual(fit.clientWidth);
      expect(fit.scrollHeight, JSON.stringify(fit)).toBeLessThanOrEqual(fit.clientHeight);
      expect(fit.right).toBeLessThanOrEqual(width);
      expect(await keyCard.getByRole('button', { name: 'Copy' }).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await keyCard.screenshot({ path: `${OUTPUT_DIR}/sign-in-key-${width > 400 ? 'desktop' : 'phone'}.png` });
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  it('Given an account without a password, When Sign out is chosen, Then it asks, says the key is the only way back and offers a password (never a new key on the token alone), and the key still works after', async () => {
    const page = await e2e.newPage();
    const user = await e2e.signUp(page);
    await page.goto(`/dashboard/${user.id}`);
    await page.getByRole('heading', { name: 'Welcome back, Maya!' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out?' });
    await dialog.getByText(/Your sign-in key is the only way back in/).waitFor();
    await dialog.getByRole('link', { name: 'set a password' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Make a new sign-in key' }).count()).toBe(0);
    await e2e.screenshot(page, 'accounts-sign-out-dialog', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedUser(page)).toBeNull();
    const back = await e2e.api.signIn({ sign_in_key: user.sign_in_key });
    expect(back.user.id).toBe(user.id);
  });

  it('Given a changed goal and injuries, When saved and a plan is built from the profile, Then the dashboard shows the new plan', async () => {
    const page = await e2e.newPage();
    const user = await e2e.signUp(page);
    await page.goto('/account');
    await page.getByLabel('Primary goal').selectOption('muscle');
    await page.getByLabel('Injuries or limitations (optional)').fill('Sore left shoulder on overhead work');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile saved').waitFor();
    await page.getByRole('button', { name: 'Build a new plan from my profile' }).click();
    await page.getByText('New workout plan built from your profile').waitFor();
    await page.getByRole('link', { name: 'See it on my dashboard' }).click();
    await page.waitForURL(`**/dashboard/${user.id}`);
    await page.getByText('Training for muscle').waitFor();
    const day = page.getByRole('article', { name: /^Day 1: / });
    await day.waitFor();
    expect(await day.getByRole('row').count()).toBeGreaterThan(3);
    // The shoulder injury keeps overhead pressing out of every day.
    const exercises = await page.locator('.plan-exercise').allTextContents();
    expect(exercises.length).toBeGreaterThan(10);
    expect(exercises.filter((name) => /overhead|push press|jerk|handstand|\bdip\b/i.test(name))).toEqual([]);
    const fresh = await e2e.api.signIn({ sign_in_key: user.sign_in_key });
    expect(fresh.user).toMatchObject({ primary_goal: 'muscle', injuries: 'Sore left shoulder on overhead work' });
  });

  it("Given another user's dashboard address, When opened, Then it says so with Sign in and Go to my dashboard, and nothing is forgotten", async () => {
    const page = await e2e.newPage();
    const other = await e2e.api.createUser({
      first_name: 'Omar',
      email: `omar.${Date.now()}@example.com`,
      age: 40,
      height_cm: 180,
      weight_kg: 80,
    });
    const me = await e2e.signUp(page);
    await page.goto(`/dashboard/${other.id}`);
    await page.getByRole('heading', { name: 'This dashboard belongs to another account' }).waitFor();
    expect(await page.getByText('Omar').count()).toBe(0);
    expect(await page.getByRole('button', { name: /start over|new profile|delete/i }).count()).toBe(0);
    await e2e.screenshot(page, 'accounts-other-dashboard');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: 'Go to my dashboard' }).click();
    await page.waitForURL(`**/dashboard/${me.id}`);
    await page.getByRole('heading', { name: 'Welcome back, Maya!' }).waitFor();
    expect((await storedUser(page))?.id).toBe(me.id);
  });

  it("Given a contribution awaiting review, When the library opens, Then its contributor sees it marked 'Awaiting review' and another user does not see it", async () => {
    const mine = await e2e.newPage();
    const contributor = await e2e.signUp(mine);
    const name = `Tempo Goblet Squat ${Date.now()}`;
    const api = createApiClient({ baseUrl: e2e.baseUrl, fetch, token: () => contributor.token });
    await api.contributeExercise({ user_id: contributor.id, name, primary_cues: 'Three seconds down, drive up.' });
    await mine.goto('/exercises');
    const card = mine.getByRole('listitem').filter({ has: mine.getByRole('heading', { name }) });
    await card.getByText('Awaiting review').waitFor();
    expect(await mine.getByText('Awaiting review').count()).toBe(1);
    const theirs = await e2e.newPage();
    await e2e.signUp(theirs, { first_name: 'Omar' });
    await theirs.goto('/exercises');
    await theirs.getByRole('heading', { name: 'Find your next movement' }).waitFor();
    await theirs.getByRole('list', { name: 'Exercises' }).waitFor();
    expect(await theirs.getByRole('heading', { name }).count()).toBe(0);
  });
});
