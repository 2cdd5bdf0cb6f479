import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from './browser';
import { seriousViolations } from './axe';
import { startE2E, type E2E } from './harness';

describe.skipIf(!hasChromium())('e2e: landing, onboarding and navigation (Chromium, real server)', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.stop();
  });

  it('Given a visitor, When / opens, Then the landing page shows with no dashboard links and no serious a11y violations', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Start Your Journey' }).getAttribute('href')).toBe('/onboarding');
    expect(await page.getByRole('link', { name: 'Get Started for Free' }).count()).toBe(1);
    for (const count of ['40+', '15+', '25+', '20+'])
      expect(await page.getByText(count, { exact: true }).count()).toBe(1);
    expect(await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
    await e2e.screenshot(page, 'landing-desktop');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('Given a phone-sized screen, When / opens, Then nothing overflows sideways', async () => {
    const page = await e2e.newPage({ width: 360, height: 740 });
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Your Journey' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await e2e.screenshot(page, 'landing-mobile-360');
  });

  it('Given the onboarding form, When sent empty and then filled, Then inline errors show, then the dashboard opens with the welcome toast, a Welcome and the first plan', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Your Journey' }).click();
    await page.waitForURL('**/onboarding');
    await page.getByRole('button', { name: 'Start Your Journey' }).click();
    await page.getByText('First name is required').waitFor();
    expect(await page.getByText('Weight is required').count()).toBe(1);
    await e2e.screenshot(page, 'onboarding-errors');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('First name').fill('Noor');
    await page.getByLabel('Email').fill(`noor.${Date.now()}@example.com`);
    await page.getByLabel('Age').fill('31');
    await page.getByLabel('Sex').selectOption('female');
    await page.getByLabel('Height (cm)').fill('165');
    await page.getByLabel('Weight (kg)').fill('58');
    await page.getByLabel('Primary goal').selectOption('muscle');
    await page.getByLabel('Days per week').fill('5');
    await page.getByLabel('Experience').selectOption('beginner');
    await page.getByRole('button', { name: 'Kettlebells' }).click();
    await page.getByRole('button', { name: 'Pull-Up Bar' }).click();
    await page.getByLabel('Injuries or limitations (optional)').fill('Old left shoulder strain');
    await page.getByRole('button', { name: 'Start Your Journey' }).click();

    await page.waitForURL(/\/dashboard\/[^/]+$/);
    await page.getByText('Welcome to Spotter!').waitFor();
    // The first visit says Welcome, and the plan the profile allows is already there (built at sign-up).
    await page.getByRole('heading', { name: 'Welcome, Noor!' }).waitFor();
    await page.getByRole('article', { name: /^Day 1: / }).waitFor();
    expect(await page.getByText('No plan yet').count()).toBe(0);
    expect(await page.getByText('Training for muscle').count()).toBe(1);
    const stored = await page.evaluate(
      () =>
        JSON.parse(window.localStorage.getItem('spotter.currentUser') ?? 'null') as {
          token: unknown;
          id: string;
        } | null,
    );
    expect(stored).toMatchObject({
      first_name: 'Noor',
      days_per_week: 5,
      experience: 'beginner',
      equipment_list: ['kettlebells', 'pull-up bar'],
    });
    expect(typeof stored?.token).toBe('string');
    expect(page.url()).toContain(`/dashboard/${stored?.id}`);
    await e2e.screenshot(page, 'onboarding-to-dashboard');
  });

  it('Given a stored user, When / opens, Then it redirects to the dashboard; the nav links go to Exercises and back', async () => {
    const page = await e2e.newPage();
    const user = await e2e.signUp(page);
    await page.goto('/');
    await page.waitForURL(`**/dashboard/${user.id}`);
    await page.getByRole('heading', { name: 'Welcome back, Maya!' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Exercises' }).click();
    await page.waitForURL('**/exercises');
    await page.getByRole('heading', { name: 'Find your next movement' }).waitFor();
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(`**/dashboard/${user.id}`);
    await nav.getByRole('link', { name: 'Spotter home' }).click();
    await page.waitForURL(`**/dashboard/${user.id}`);
    await page.getByRole('heading', { name: 'Welcome back, Maya!' }).waitFor();
    await e2e.screenshot(page, 'nav-stored-user');
  });

  it('Given a signed-in phone (375 px), When the nav is used, Then the wordmark stays, the five links open from Menu one per line, a choice navigates and puts focus on the page heading, Escape closes', async () => {
    const page = await e2e.newPage({ width: 375, height: 740 });
    const user = await e2e.signUp(page);
    await page.goto(`/dashboard/${user.id}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByText('Spotter', { exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await nav.getByRole('link', { name: 'Exercises' }).isVisible()).toBe(false);
    const menu = nav.getByRole('button', { name: 'Menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await e2e.screenshot(page, 'nav-phone-closed', { fullPage: false });

    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    const items = ['Dashboard', 'Workout', 'Exercises', 'Account']
      .map((name) => nav.getByRole('link', { name }))
      .concat(nav.getByRole('button', { name: 'Sign out' }));
    const boxes = await Promise.all(items.map(async (item) => (await item.boundingBox())!));
    for (const [i, box] of boxes.entries()) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.height, 'a finger-sized target').toBeGreaterThanOrEqual(40);
      if (i > 0) expect(box.y, 'one per line, in order').toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await e2e.screenshot(page, 'nav-phone-open', { fullPage: false });

    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.evaluate((button) => button === document.activeElement)).toBe(true);

    await menu.click();
    await nav.getByRole('link', { name: 'Exercises' }).click();
    await page.waitForURL('**/exercises');
    await page.waitForFunction(
      () =>
        document.activeElement?.tagName === 'H1' && document.activeElement.textContent === 'Find your next movement',
    );
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link', { name: 'Exercises' }).isVisible()).toBe(false);

    // Wider than a phone: the links sit in the bar, no Menu button, and they fit from the narrowest such width.
    for (const width of [641, 1280]) {
      await page.setViewportSize({ width, height: 860 });
      expect(await menu.isVisible()).toBe(false);
      expect(await nav.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);
      expect(
        await nav.evaluate(
          (bar) => bar.scrollWidth <= bar.clientWidth && document.documentElement.scrollWidth <= window.innerWidth,
        ),
      ).toBe(true);
    }
  });

  it('Given a client-side route, When loaded directly from the server, Then index.html answers and the route renders', async () => {
    const page = await e2e.newPage();
    const response = await page.goto('/exercises');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Find your next movement' }).waitFor();
    await e2e.screenshot(page, 'deep-link-exercises', { fullPage: false });
  });
});
