import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createApiClient, type ApiClient } from '@spotter/core/api';
import { seriousViolations } from './axe';
import { hasChromium } from './browser';
import { startE2E, type E2E } from './harness';

/** Where the report's screenshots of the workout screen go (besides web/test-output). */
const SHOTS = process.env.SPOTTER_SHOTS_DIR ?? null;

const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe.skipIf(!hasChromium())('e2e: the workout screen (Chromium, real server)', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.stop();
  });

  /** A lifter with a barbell plan, on /workout, the page controlled by the offline worker. */
  async function openWorkout(page: Page, { withHistory = false } = {}): Promise<{ userId: string; api: ApiClient }> {
    const user = await e2e.signUp(page, { equipment_list: ['barbell', 'bench', 'squat rack', 'dumbbells'], days_per_week: 3, primary_goal: 'strength' });
    const api = createApiClient({ baseUrl: e2e.baseUrl, fetch, token: () => user.token });
    await api.createPlan(user.id, {});
    if (withHistory) await logLastSession(api, user.id);
    await page.goto('/workout');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The worker installs on the first visit and takes the page over; a reload then goes through it, so the shell
    // and today's session are kept for when the network goes.
    await page.waitForFunction(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.active?.state === 'activated'));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByRole('button', { name: /^Log / }).first().waitFor();
    return { userId: user.id, api };
  }

  /** A week of sessions: each barbell lift at 60 kg, so every day's targets have loads (and plates). */
  async function logLastSession(api: ApiClient, userId: string) {
    const daysAgo = (days: number, minutes = 0) => new Date(Date.now() - days * 86_400_000 + minutes * 60_000).toISOString();
    for (let day = 7; day > 1; day -= 2) {
      const next = await api.nextWorkout(userId);
      const workout = await api.startWorkout(userId, { plan_day: next.plan_day, started_at: daysAgo(day) });
      let minute = 0;
      for (const exercise of next.exercises.filter((candidate) => candidate.barbell)) {
        for (let set = 0; set < exercise.sets; set += 1) {
          minute += 2;
          await api.createSet(userId, { exercise_name: exercise.exercise_name, reps: exercise.rep_range?.max ?? 5, load_kg: 60, workout_id: workout.id, performed_at: daysAgo(day, minute) });
        }
      }
      await api.updateWorkout(userId, workout.id, { finished_at: daysAgo(day, 90) });
    }
  }

  const logButton = (page: Page) => page.locator('.workout-card.up-next .log-button');
  const manualSets = async (api: ApiClient, userId: string) => (await api.listSets(userId, { limit: 100 })).items.filter((set) => set.source === 'manual');

  it('Given a session, When sets are logged with the network off, the page reloaded offline and the network back, Then the server has each set once', async () => {
    const page = await e2e.newPage({ width: 375, height: 760 });
    const { userId, api } = await openWorkout(page);

    // Online: one tap logs the planned set and starts the session and the rest timer.
    await logButton(page).click();
    await page.getByRole('timer').filter({ hasText: /\d:\d\d/ }).waitFor();
    await expect.poll(async () => (await manualSets(api, userId)).length).toBe(1);

    // Offline: two more sets, kept on the device and shown as waiting.
    await page.context().setOffline(true);
    await logButton(page).click();
    await logButton(page).click();
    await page.getByRole('status').filter({ hasText: '2 sets saved on this device' }).waitFor();
    expect(await page.locator('.set-row.waiting').count()).toBe(2);

    // Still offline, the page reloads from the worker's copy with the waiting sets.
    await page.reload();
    await page.getByRole('status').filter({ hasText: '2 sets saved on this device' }).waitFor();
    expect(await page.locator('.set-row.waiting').count()).toBe(2);
    expect(await manualSets(api, userId)).toHaveLength(1);

    // Back online: the queue is sent, and nothing twice.
    await page.context().setOffline(false);
    await expect.poll(() => page.locator('.set-row.waiting').count(), { timeout: 15_000 }).toBe(0);
    const sets = await manualSets(api, userId);
    expect(sets).toHaveLength(3);
    expect(new Set(sets.map((set) => set.client_id)).size).toBe(3);
    expect(new Set(sets.map((set) => set.workout_id))).toEqual(new Set([sets[0]!.workout_id]));
    expect(sets[0]!.workout_id).not.toBeNull();
    // A reload shows the three sets, from the server now.
    await page.reload();
    await expect.poll(() => page.locator('.set-row').count()).toBe(3);
  });

  it('Given the answer to a logged set is lost on the way back, When the queue sends it again, Then the server keeps it once', async () => {
    const page = await e2e.newPage({ width: 375, height: 760 });
    const { userId, api } = await openWorkout(page);
    let dropped = 0;
    // The server takes the first set, but its answer never reaches the page: the set stays queued and is resent.
    await page.context().route(/\/api\/users\/[^/]+\/sets$/, async (route) => {
      if (route.request().method() !== 'POST' || dropped > 0) return route.continue();
      dropped += 1;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await logButton(page).click();
    await expect.poll(() => dropped).toBe(1);
    await expect.poll(async () => (await manualSets(api, userId)).length).toBe(1);
    // The next set's flush sends the first one again, then the second.
    await logButton(page).click();
    await expect.poll(() => page.locator('.set-row.waiting').count(), { timeout: 15_000 }).toBe(0);
    const sets = await manualSets(api, userId);
    expect(sets).toHaveLength(2);
    expect(new Set(sets.map((set) => set.client_id)).size).toBe(2);
  });

  for (const [device, width, height] of [['phone', 375, 812], ['desktop', 1280, 900]] as const) {
    it(`Given a session with sets, When it shows on a ${device}, Then targets, plates and the rest timer fit with no serious a11y violations`, async () => {
      const page = await e2e.newPage({ width, height });
      await openWorkout(page, { withHistory: true });
      await logButton(page).click();
      await page.getByRole('timer').filter({ hasText: /\d:\d\d/ }).waitFor();
      await page.getByText(/kg bar/).first().waitFor().catch(async (error: unknown) => {
        throw new Error(`no plates on screen: ${(await page.locator('.workout-target').allTextContents()).join(' | ')}`, { cause: error });
      });
      expect(await overflowsSideways(page)).toBe(false);
      expect(await page.getByRole('region', { name: 'Rest timer' }).isVisible()).toBe(true);
      await e2e.screenshot(page, `workout-${device}`, { fullPage: false });
      if (SHOTS) {
        await mkdir(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/workout-${device}.png` });
      }
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
