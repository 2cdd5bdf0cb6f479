import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createApiClient } from '@spotter/core/api';
import { seriousViolations } from './axe';
import { hasChromium } from './browser';
import { startE2E, type E2E } from './harness';

/** Whether anything on the page is wider than the viewport (a sideways scroll on a phone). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe.skipIf(!hasChromium())('e2e: the plan panel (Chromium, real server)', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.stop();
  });

  async function openWithPlan(page: Page) {
    const user = await e2e.signUp(page, {
      primary_goal: 'performance',
      days_per_week: 3,
      equipment_list: ['bodyweight'],
      injuries: 'left knee pain on deep squats',
    });
    const api = createApiClient({ baseUrl: e2e.baseUrl, fetch, token: () => user.token });
    await api.createPlan(user.id, {});
    await page.goto(`/dashboard/${user.id}`);
    await page.getByRole('article', { name: 'Day 1: Full body A' }).waitFor();
    return user;
  }

  for (const [device, width, height] of [
    ['desktop', 1280, 860],
    ['phone', 375, 740],
  ] as const) {
    it(`Given a bodyweight plan with a knee injury, When the dashboard opens on a ${device}, Then days are readable cards with no squat and nothing runs off the side`, async () => {
      const page = await e2e.newPage({ width, height });
      await openWithPlan(page);
      for (const day of ['Day 1: Full body A', 'Day 2: Full body B', 'Day 3: Full body C'])
        await page.getByRole('article', { name: day }).waitFor();
      const plan = page.locator('section', { has: page.getByRole('heading', { name: 'Latest Workout Plan' }) });
      const exercises = await plan.locator('.plan-exercise').allTextContents();
      expect(exercises.length).toBeGreaterThan(10);
      expect(exercises.filter((name) => /squat|lunge|jump/i.test(name))).toEqual([]);
      expect(await plan.getByText(/\bkg\b/).count()).toBe(0);
      expect(await plan.getByText('====').count()).toBe(0);
      expect(await overflowsSideways(page)).toBe(false);
      await plan.scrollIntoViewIfNeeded();
      await e2e.screenshot(page, `plan-${device}`);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  it('Given a plan, When an exercise of it is clicked, Then the library opens on its card (cues, muscles); each day says its estimated length and the first main exercise its warm-up', async () => {
    const page = await e2e.newPage();
    await openWithPlan(page);
    const day1 = page.getByRole('article', { name: 'Day 1: Full body A' });
    await expect(day1.getByText(/^about \d+ min \(estimate\)$/).count()).resolves.toBe(1);
    await expect(day1.getByText(/^Warm-up sets: an easy set of \d+$/).count()).resolves.toBe(1);
    const link = day1.locator('a.plan-exercise').nth(2);
    const name = (await link.textContent()) ?? '';
    await link.click();
    await page.waitForURL(/\/exercises\?q=/);
    const card = page.locator('.exercise-card', { has: page.getByRole('heading', { name, exact: true }) });
    await card.waitFor();
    expect(await card.locator('.exercise-cues').textContent()).not.toBe('');
    expect(await card.getByRole('list', { name: 'Muscles worked' }).count()).toBe(1);
  });

  it('Given a plan, When Download and Add to calendar are pressed, Then the browser saves the Markdown and the calendar the server made', async () => {
    const page = await e2e.newPage();
    await openWithPlan(page);
    const markdown = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const md = await markdown;
    expect(md.suggestedFilename()).toMatch(/^spotter-plan-\d{4}-\d{2}-\d{2}\.md$/);
    const mdText = await readFile(await md.path(), 'utf8');
    expect(mdText).toMatch(/^# Maya's athletic performance plan: 3 days a week for 12 weeks\n/);
    expect(mdText).toContain('## Day 1: Full body A');

    const calendar = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    const ics = await calendar;
    expect(ics.suggestedFilename()).toMatch(/\.ics$/);
    const icsText = await readFile(await ics.path(), 'utf8');
    expect(icsText.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(icsText.match(/BEGIN:VEVENT/g)).toHaveLength(36);
  });
});
