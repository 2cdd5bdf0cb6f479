import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createApiClient } from '@spotter/core/api';
import { hasChromium } from './browser';
import { startE2E, type E2E } from './harness';

/** Where the phone screenshot of the workout screen is kept for people to look at (outside the repo). */
const SHOTS_DIR = '/tmp/shots';

/** An exercise's card on the workout screen. */
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** One tap on the exercise's next set; with no history the lift first asks for a working weight, given here. */
async function logSet(page: Page, name: string, firstLoadKg: string) {
  const exercise = card(page, name);
  const asks =
    (await exercise.locator('.workout-target').textContent())!.includes('first working weight?') &&
    (await exercise.locator('.set-row').count()) === 0;
  await exercise.getByRole('button', { name: /^Log / }).click();
  if (asks) {
    const dialog = page.getByRole('dialog', { name: `Log ${name}` });
    await dialog.getByLabel('Load (kg)').fill(firstLoadKg);
    await dialog.getByRole('button', { name: 'Log set' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
}

describe.skipIf(!hasChromium())('e2e: the workout screen (Chromium, real server)', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.stop();
  });

  it('Given a signed-up lifter on a phone, When sets are logged with the network off and the page reloaded offline, Then they wait on the device, reach the server once when it is back, and a resend adds nothing', async () => {
    const page = await e2e.newPage({ width: 375, height: 740 });
    const user = await e2e.signUp(page, { equipment_list: ['barbell', 'bench', 'squat rack'] });
    const api = createApiClient({ baseUrl: e2e.baseUrl, fetch, token: () => user.token });

    // Online once: the worker installs and takes the page, then a reload lets it keep the app and today's session.
    await page.goto('/workout');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const title = (await page.locator('#workout-title').textContent())!;
    expect(title).toMatch(/\S/);

    // The first lift that asks for a working weight: a barbell one, its plates shown once a load is known.
    const barbell = page.locator('.workout-card', { hasText: 'first working weight?' }).first();
    const lift = (await barbell.locator('.workout-card-title').textContent())!.trim();

    await page.context().setOffline(true);
    for (let set = 0; set < 3; set += 1) await logSet(page, lift, '60');
    await expect.poll(() => card(page, lift).locator('.workout-plates').textContent()).toContain('20 each side');
    const status = page.getByRole('status').filter({ hasText: /^Offline:/ });
    await expect
      .poll(() => status.textContent())
      .toBe('Offline: 3 sets saved on this device, sent when you are back online');
    expect(await api.listSets(user.id, { limit: 50 }).then((page) => page.items.length)).toBe(0);

    // At the gym the phone reopens the app with no signal: the shell and the session come from the worker's cache,
    // the waiting sets from the device.
    await page.reload();
    await page.locator('#workout-title', { hasText: title }).waitFor();
    await expect.poll(() => page.locator('.set-row.waiting').count()).toBe(3);
    const queued = await page.evaluate((key) => window.localStorage.getItem(key), `spotter.set-queue.${user.id}`);
    expect(JSON.parse(queued!)).toHaveLength(4); // the session's start and three sets

    await page.context().setOffline(false);
    await expect.poll(() => page.locator('.set-row.waiting').count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => page.locator('.set-row').count()).toBe(3);
    const sets = (await api.listSets(user.id, { limit: 50 })).items;
    expect(sets.map((set) => [set.exercise_name, set.load_kg, set.source])).toEqual(
      [1, 2, 3].map(() => [lift, 60, 'manual']),
    );
    expect(new Set(sets.map((set) => set.id)).size).toBe(3);
    const workouts = (await api.listWorkouts(user.id, { limit: 10 })).items;
    expect(workouts).toHaveLength(1);
    expect(workouts[0]!.sets).toHaveLength(3);

    // The answers were lost on the way back (the queue is put back as it was): sent again, nothing is added.
    await page.evaluate(
      ([key, value]) => window.localStorage.setItem(key!, value!),
      [`spotter.set-queue.${user.id}`, queued!],
    );
    await page.reload();
    await expect
      .poll(() => page.evaluate((key) => window.localStorage.getItem(key), `spotter.set-queue.${user.id}`), {
        timeout: 20_000,
      })
      .toBeNull();
    expect((await api.listSets(user.id, { limit: 50 })).items).toHaveLength(3);
    expect(await api.listWorkouts(user.id, { limit: 10 }).then((page) => page.items.length)).toBe(1);
    await expect.poll(() => page.locator('.set-row').count()).toBe(3);

    // One more set online, for the phone screenshot: the sets so far, the plates, the rest timer running.
    await logSet(page, lift, '60');
    await card(page, lift).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await mkdir(SHOTS_DIR, { recursive: true });
    await page.screenshot({ path: `${SHOTS_DIR}/workout-375.png` });
    await e2e.screenshot(page, 'workout-phone');
  });
});
