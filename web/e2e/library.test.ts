import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { hasChromium } from './browser';
import { startE2E, type E2E } from './harness';

/** The number in the header, e.g. '203 exercises' → 203. */
const headerCount = async (page: Page) => Number((await page.locator('.library-count').textContent())?.split(' ')[0]);
const cardCount = (page: Page) => page.locator('.exercise-card').count();
/** The cards once they answer the filters set (the grid is busy while the server is asked). */
const settledCount = async (page: Page) => {
  await page.locator('.exercise-grid[aria-busy="false"]').waitFor();
  return cardCount(page);
};

/**
 * Does `action` and waits for the library call it makes: the filters travel as query parameters and the server
 * answers with the matching rows only. Returns those parameters and how many rows came back.
 */
async function filteredCall(page: Page, action: () => Promise<void>) {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/exercises' &&
        new URL(r.url()).search !== '' &&
        r.request().method() === 'GET',
    ),
    action(),
  ]);
  const rows = (await response.json()) as unknown[];
  return { params: Object.fromEntries(new URL(response.url()).searchParams), rows: rows.length };
}

describe.skipIf(!hasChromium())('e2e: exercise library (Chromium, real server)', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.stop();
  });

  it('Given the official library, When filtered by category card, selects and search, Then counts, badge, empty state and clear-all behave', async () => {
    const page = await e2e.newPage();
    await page.goto('/exercises');
    await page.locator('.exercise-card').first().waitFor();
    const total = await headerCount(page);
    expect(total).toBeGreaterThan(50);
    expect(await cardCount(page)).toBe(total);
    expect(await page.getByText(/exercises? found/).count()).toBe(0);
    await e2e.screenshot(page, 'library-desktop', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);

    const categories = page.getByRole('region', { name: 'Categories' });
    const olympic = categories.getByRole('button', { name: /^Olympic/ });
    const olympicCount = Number((await olympic.locator('.category-count').textContent()) ?? 0);
    const byCategory = await filteredCall(page, () => olympic.click());
    expect(byCategory).toEqual({ params: { category: 'olympic' }, rows: olympicCount });
    expect(await olympic.getAttribute('aria-pressed')).toBe('true');
    await page.getByText(`${olympicCount} exercises found`).waitFor();
    expect(await settledCount(page)).toBe(olympicCount);
    await olympic.click();
    await page.getByText(/exercises? found/).waitFor({ state: 'detached' });
    expect(await settledCount(page)).toBe(total);

    const byDifficulty = await filteredCall(page, () =>
      page
        .getByLabel('Difficulty')
        .selectOption('advanced')
        .then(() => undefined),
    );
    expect(byDifficulty.params).toEqual({ difficulty: 'advanced' });
    const advanced = byDifficulty.rows;
    expect(advanced).toBeGreaterThan(0);
    expect(advanced).toBeLessThan(total);
    await page.getByText(`${advanced} exercise${advanced === 1 ? '' : 's'} found`).waitFor();
    expect(await settledCount(page)).toBe(advanced);
    expect(await page.locator('.exercise-card .badge.difficulty.red').count()).toBe(advanced);
    const bySearch = await filteredCall(page, () => page.getByLabel('Search').fill('zzzz-no-such-move'));
    expect(bySearch).toEqual({ params: { difficulty: 'advanced', search: 'zzzz-no-such-move' }, rows: 0 });
    await page.getByText('No exercises found').waitFor();
    await page.getByText('0 exercises found').waitFor();
    expect(await page.getByText(`The library has ${total} exercises`).count()).toBe(1);
    await e2e.screenshot(page, 'library-empty-state');

    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await page.locator('.found-badge').waitFor({ state: 'detached' }); // the badge and the empty state both say 'found'
    expect(await settledCount(page)).toBe(total);
    expect(await page.getByLabel('Search').inputValue()).toBe('');
    expect(await page.getByLabel('Difficulty').inputValue()).toBe('all');

    const squats = (await filteredCall(page, () => page.getByLabel('Search').fill('squat'))).rows;
    expect(squats).toBeGreaterThan(0);
    await page.getByText(`${squats} exercise${squats === 1 ? '' : 's'} found`).waitFor();
    expect(await settledCount(page)).toBe(squats);
  });

  it('Given a visitor without a stored user, When the library shows, Then Contribute Exercise is not offered', async () => {
    const page = await e2e.newPage();
    await page.goto('/exercises');
    await page.locator('.exercise-card').first().waitFor();
    expect(await page.getByRole('button', { name: /Contribute Exercise/ }).count()).toBe(0);
    await e2e.screenshot(page, 'library-visitor-no-contribute', { fullPage: false });
  });

  it('Given a stored user, When an exercise is contributed, Then the dialog validates, submits, toasts and the list grows', async () => {
    const page = await e2e.newPage();
    await e2e.signUp(page, { first_name: 'Jonas' });
    await page.goto('/exercises');
    await page.locator('.exercise-card').first().waitFor();
    const before = await headerCount(page);
    await page.getByRole('button', { name: /Contribute Exercise/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Contribute Exercise' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Submit Exercise' }).click();
    await dialog.getByText('Name is required').waitFor();
    expect(await dialog.getByText('Primary cues are required').count()).toBe(1);
    await e2e.screenshot(page, 'library-contribute-dialog', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /Contribute Exercise/ }).click();
    await dialog.getByLabel('Exercise name').fill('Tempo Goblet Box Squat');
    await dialog.getByLabel('Category').selectOption('strength');
    await dialog.getByLabel('Difficulty').selectOption('beginner');
    await dialog.getByLabel('Equipment').fill('kettlebell, box');
    await dialog.getByLabel('Muscle groups').fill('quads, glutes');
    await dialog.getByLabel('Primary cues').fill('Three seconds down, touch the box, stand tall.');
    await dialog.getByRole('button', { name: 'Submit Exercise' }).click();
    await page.getByText('Exercise submitted for review!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Tempo Goblet Box Squat' }).waitFor();
    expect(await headerCount(page)).toBe(before + 1);
    const card = page.locator('.exercise-card', { hasText: 'Tempo Goblet Box Squat' });
    expect(await card.getByText('Community · Jonas').count()).toBe(1);
    expect(await card.locator('.badge.green').count()).toBe(1);
  });

  it('Given a phone-sized screen, When the library opens, Then nothing overflows sideways', async () => {
    const page = await e2e.newPage({ width: 360, height: 740 });
    await page.goto('/exercises');
    await page.locator('.exercise-card').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await e2e.screenshot(page, 'library-mobile-360', { fullPage: false });
  });
});
