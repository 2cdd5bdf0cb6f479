import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createApiClient } from '@spotter/core/api';
import { seriousViolations } from './axe';
import { hasChromium } from './browser';
import { startE2E, type E2E } from './harness';

/** Desktop and phone screenshots for the closing note of issue 29. */
const SHOTS = '/tmp/faces-shots';
const shot = async (page: Page, name: string) => {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

/** What has the keyboard focus, in words a failure message can show. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    if (el.closest('[data-sonner-toaster]')) return el.hasAttribute('data-close-button') ? 'toast close' : 'toast';
    if (el.classList.contains('chat-launcher')) return 'chat button';
    return `page: ${el.tagName.toLowerCase()} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}`;
  });

describe.skipIf(!hasChromium())(
  'e2e: the web app never goes blank, and keyboard and links behave (Chromium, real server)',
  () => {
    let e2e: E2E;
    beforeAll(async () => {
      e2e = await startE2E();
    });
    afterAll(async () => {
      await e2e?.stop();
    });

    it('Given the library page chunk answers 404 (a redeploy), When /exercises opens, Then after one automatic reload it shows "Spotter was updated" with Reload, not a blank app', async () => {
      for (const width of [1280, 375]) {
        // The offline worker serves the app's files from its cache, where page.route cannot refuse them.
        const page = await e2e.newPage({ width, height: width > 400 ? 860 : 740, serviceWorkers: 'block' });
        await page.goto('/');
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        let refused = 0;
        await page.route(/\/assets\/library-page-[^/]+\.js$/, (route) => {
          refused += 1;
          return route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>Not Found</h1>' });
        });
        let loads = 0;
        page.on('load', () => (loads += 1));
        await page
          .getByRole('link', { name: /library/i })
          .first()
          .click()
          .catch(async () => page.goto('/exercises'));
        const title = page.getByRole('heading', { name: 'Spotter was updated' });
        await title.waitFor();
        expect(refused).toBeGreaterThanOrEqual(1);
        expect(loads).toBe(1); // the one automatic reload, then the screen (no loop)
        expect(await page.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);
        expect(await page.locator('nav').first().isVisible()).toBe(true); // the app around the page is still there
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `reload-screen-${width > 400 ? 'desktop' : 'phone'}`);
        // Once the file is there again, Reload shows the page.
        await page.unroute(/\/assets\/library-page-[^/]+\.js$/);
        await page.getByRole('button', { name: 'Reload' }).click();
        await page.locator('.exercise-card').first().waitFor();
      }
    });

    it('Given toasts showing on the dashboard, When Tab is pressed from the chat button, Then focus passes the toasts and reaches the page instead of looping', async () => {
      const page = await e2e.newPage();
      const user = await e2e.signUp(page);
      await page.goto(`/dashboard/${user.id}`);
      await page.getByRole('button', { name: 'Scan & Build Plan' }).click();
      const toast = page.locator('[data-sonner-toast]', { hasText: 'Please select an image' });
      await toast.waitFor();
      await toast.hover(); // the pointer on the toasts keeps them (sonner pauses their 4 s), so they stay while Tab moves
      await page.getByRole('button', { name: 'Open AI Coach chat' }).focus();
      const visited: string[] = [];
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        visited.push(await focused(page));
      }
      // Past the toasts (however many are showing by then) Tab goes on to the page, never straight back to the chat button.
      const onPage = visited.findIndex((where) => where.startsWith('page:'));
      const back = visited.indexOf('chat button');
      expect(onPage, visited.join(' → ')).toBeGreaterThanOrEqual(0);
      expect(back === -1 || back > onPage, visited.join(' → ')).toBe(true);
      await shot(page, 'dashboard-toast-desktop');
    });

    it('Given library filters, When the page is reloaded (or the link shared), Then the filters and their results are kept; and a contribution tagged "kettlebell" is found by the Kettlebells filter', async () => {
      const page = await e2e.newPage();
      const user = await e2e.signUp(page, { first_name: 'Kit' });
      const client = createApiClient({ baseUrl: e2e.baseUrl, fetch, token: () => user.token });
      await client.contributeExercise({
        user_id: user.id,
        name: 'Kettlebell Halo Walk',
        category: 'strength',
        primary_cues: 'Circle the bell around your head, ribs down.',
        difficulty_level: 'beginner',
        equipment_tags: ['kettlebell'],
        muscle_groups: ['shoulders'],
      });
      await page.goto('/exercises');
      await page.locator('.exercise-card').first().waitFor();
      await page.getByRole('combobox', { name: 'Equipment', exact: true }).selectOption({ label: 'Kettlebells' });
      await page.getByRole('combobox', { name: 'Difficulty', exact: true }).selectOption('beginner');
      await page.waitForFunction(() =>
        /equipment=kettlebells.*difficulty=beginner|difficulty=beginner.*equipment=kettlebells/.test(
          window.location.search,
        ),
      );
      const card = page.locator('.exercise-card', { hasText: 'Kettlebell Halo Walk' });
      await card.waitFor();
      // Settled on both filters: every card shown is a beginner kettlebell exercise, as many as the header says.
      const foundLine = page.getByText(/^\d+ exercises? found/);
      await page.waitForFunction(() => {
        const line = [...document.querySelectorAll('p, span, div')].find((el) =>
          /^\d+ exercises? found/.test(el.textContent ?? ''),
        );
        return (
          line &&
          Number(line.textContent.split(' ')[0]) === document.querySelectorAll('.exercise-card').length &&
          document.querySelector('.exercise-grid')?.getAttribute('aria-busy') === 'false'
        );
      });
      const found = await page.locator('.exercise-card').count();
      expect(found).toBeLessThan(50);
      expect(await foundLine.count()).toBeGreaterThan(0);
      expect(new URL(page.url()).searchParams.get('difficulty')).toBe('beginner');

      await page.reload();
      await card.waitFor();
      await page.locator('.exercise-grid[aria-busy="false"]').waitFor();
      expect(await page.getByRole('combobox', { name: 'Equipment', exact: true }).inputValue()).toBe('kettlebells');
      expect(await page.getByRole('combobox', { name: 'Difficulty', exact: true }).inputValue()).toBe('beginner');
      expect(await page.locator('.exercise-card').count()).toBe(found);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'library-filters-desktop');

      const phone = await e2e.newPage({ width: 375, height: 740 });
      await e2e.signUp(phone);
      await phone.goto(`/exercises?${new URL(page.url()).searchParams.toString()}`);
      await phone.locator('.exercise-card').first().waitFor();
      expect(await phone.getByRole('combobox', { name: 'Equipment', exact: true }).inputValue()).toBe('kettlebells');
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await seriousViolations(phone)).toEqual([]);
      await shot(phone, 'library-filters-phone');
    });

    it('Given a navigation, When the new page shows, Then focus is on its heading', async () => {
      const page = await e2e.newPage({ width: 375, height: 740 });
      const user = await e2e.signUp(page);
      await page.goto(`/dashboard/${user.id}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await shot(page, 'dashboard-phone');
      await page.goto('/exercises');
      await page.locator('.exercise-card').first().waitFor();
      await page.evaluate(() => window.history.pushState(null, '', '/'));
      await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    });
  },
);
