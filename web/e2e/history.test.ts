import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createApiClient } from '@spotter/core/api';
import { seriousViolations } from './axe';
import { hasChromium } from './browser';
import { OUTPUT_DIR, startE2E, type E2E } from './harness';
import { isUpload, uploadAnswer } from './upload-answer';

const SQUAT_VIDEO = fileURLToPath(new URL('../../../shared/fixtures/video/squat_side_3reps.mp4', import.meta.url));
const haveClip = existsSync(SQUAT_VIDEO);
if (!haveClip)
  console.warn(`Skipping the training history e2e test: no clip at ${SQUAT_VIDEO} (it lives in ../shared/fixtures).`);

describe.skipIf(!hasChromium() || !haveClip)('e2e: training history (Chromium, real server)', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.stop();
  });

  it(
    'Given a squat set uploaded at 60 kg, When its history row is chosen, Then the processed video plays and a rep button moves it to that rep',
    { timeout: 240_000 },
    async () => {
      const page = await e2e.newPage();
      const user = await e2e.signUp(page);
      await page.goto(`/dashboard/${user.id}`);
      await page.getByText(/No sets yet/).waitFor();

      await page.getByLabel('Exercise', { exact: true }).selectOption('squat');
      await page.getByLabel('Load (kg, optional)').fill('60');
      await page.getByLabel('Exercise video').setInputFiles(SQUAT_VIDEO);
      const answered = page.waitForResponse(isUpload, { timeout: 200_000 });
      await page.getByRole('button', { name: 'Upload & Analyze' }).click();
      const { ok, body } = await uploadAnswer(page, await answered, e2e.baseUrl, user);
      expect(ok, body.detail).toBe(true);
      expect(body.analysis?.status).toBe('ok');
      const reps = body.analysis!.reps;

      const list = page.getByRole('list', { name: 'Sets, latest first' });
      const row = list.getByRole('button').first();
      await row.waitFor();
      expect(await row.textContent()).toContain(`${reps} reps @ 60 kg`);
      await page.locator('.pb-value', { hasText: `${reps} reps @ 60 kg` }).waitFor();
      const chart = page.getByRole('img', { name: /Squat progress/ });
      await chart.waitFor();

      await row.click();
      const video = page.locator('video.set-video');
      await video.waitFor();
      await video.evaluate((element: HTMLVideoElement) =>
        element.readyState >= 1
          ? undefined
          : new Promise((resolve, reject) => {
              element.addEventListener('loadedmetadata', resolve, { once: true });
              element.addEventListener('error', () => reject(new Error(`video error ${element.error?.code}`)), {
                once: true,
              });
            }),
      );
      expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(1);
      const jumps = page.getByRole('group', { name: 'Jump to a rep' }).getByRole('button');
      expect(await jumps.count()).toBe(reps);
      const last = jumps.last();
      const label = (await last.textContent())!;
      await last.click();
      const [, minutes, seconds] = label.match(/(\d+):(\d\d)$/)!;
      const expected = Number(minutes) * 60 + Number(seconds);
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
        .toBeGreaterThan(expected - 1);
      await e2e.screenshot(page, 'dashboard-training-history');
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
});

describe.skipIf(!hasChromium())('e2e: the history list when a replay opens (Chromium, real server)', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.stop();
  });

  /** Each row's top and height, in the list's own coordinates. */
  const rowBoxes = (page: Page) =>
    page.locator('.history-list').evaluate((list) =>
      [...list.querySelectorAll('.history-row')].map((row) => {
        const box = row.getBoundingClientRect();
        return { top: box.top - list.getBoundingClientRect().top + list.scrollTop, height: box.height };
      }),
    );

  /**
   * A signed-in page with two sets logged by hand. They have no video; the list's answer is given one (and rep times)
   * so a replay is as tall as a filmed set's, with a video and its control bar.
   */
  const dashboardWithVideoSets = async (width: number) => {
    const page = await e2e.newPage({ width, height: width > 400 ? 860 : 740 });
    const user = await e2e.signUp(page);
    const client = createApiClient({ baseUrl: e2e.baseUrl, fetch, token: () => user.token });
    for (const [i, exercise_name] of ['Bench Press', 'Squat'].entries()) {
      await client.createSet(user.id, {
        exercise_name,
        reps: 5 + i,
        load_kg: 60 + i * 5,
        performed_at: new Date(Date.UTC(2026, 10, 20 + i, 8)).toISOString(),
      });
    }
    await page.route(/\/api\/users\/[^/]+\/sets\?/, async (route) => {
      const answer = (await (await route.fetch()).json()) as { items: Record<string, unknown>[] };
      for (const set of answer.items)
        Object.assign(set, {
          processed_url: '/api/media/processed-missing.mp4',
          rep_times: [1, 2, 3].map((index) => ({ index, start_sec: index, end_sec: index + 1 })),
        });
      await route.fulfill({ json: answer });
    });
    await page.goto(`/dashboard/${user.id}`);
    return page;
  };

  it('Given logged sets, When a row is chosen and its replay opens (desktop and phone), Then the rows keep their places and spacing: none moves, none splits from the others', async () => {
    for (const width of [1280, 375]) {
      // Taller than the two rows: the case where the rows used to spread apart to the replay's height.
      const page = await dashboardWithVideoSets(width);
      const rows = page.getByRole('list', { name: 'Sets, latest first' }).getByRole('button');
      await rows.nth(1).waitFor();
      expect(await rows.count()).toBe(2);
      const before = await rowBoxes(page);
      const gaps = before.slice(1).map((box, i) => box.top - before[i]!.top - before[i]!.height);
      expect(Math.max(...gaps) - Math.min(...gaps), `gaps between rows: ${gaps.join(', ')}`).toBeLessThanOrEqual(1);

      await rows.filter({ hasText: 'Bench Press' }).click();
      await page.getByRole('region', { name: /Bench Press on/ }).waitFor();
      await page.locator('video.set-video').waitFor();
      expect(
        await page.locator('.set-replay').evaluate((replay) => replay.getBoundingClientRect().height),
      ).toBeGreaterThan(before.at(-1)!.top + before.at(-1)!.height);
      const after = await rowBoxes(page);
      const moved = after.map((box, i) =>
        Math.max(Math.abs(box.top - before[i]!.top), Math.abs(box.height - before[i]!.height)),
      );
      expect(
        Math.max(...moved),
        `rows before ${JSON.stringify(before)}, after ${JSON.stringify(after)}`,
      ).toBeLessThanOrEqual(1);
      if (width < 400) {
        // On a phone the replay opens below the whole list, not between its rows.
        const listBottom = await page.locator('.history-list').evaluate((list) => list.getBoundingClientRect().bottom);
        const replayTop = await page.locator('.set-replay').evaluate((replay) => replay.getBoundingClientRect().top);
        expect(replayTop).toBeGreaterThanOrEqual(listBottom);
      }
      await page
        .locator('.history-panel')
        .screenshot({ path: `${OUTPUT_DIR}/history-replay-${width > 400 ? 'desktop' : 'phone'}.png` });
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  it("Given a replay open (a 1024 px laptop, where the video reaches the right edge, and a phone), When the video's control bar is scrolled under the chat button, Then the button rises above the bar, and comes back down once the bar moves away", async () => {
    for (const width of [1024, 375]) {
      const page = await dashboardWithVideoSets(width);
      const launcher = page.getByRole('button', { name: 'Open AI Coach chat' });
      const row = page.getByRole('list', { name: 'Sets, latest first' }).getByRole('button').first();
      await row.waitFor();
      const rest = (await launcher.boundingBox())!; // no video on the page yet
      await row.click();
      const video = page.locator('video.set-video');
      await video.waitFor();
      // The video's bottom edge 30 px above the window's: its control bar where the button rests.
      await video.evaluate((element) =>
        window.scrollBy(0, element.getBoundingClientRect().bottom - (window.innerHeight - 30)),
      );
      const controlsTop = await video.evaluate((element) => element.getBoundingClientRect().bottom - 48);
      const videoBox = (await video.boundingBox())!;
      expect(videoBox.x + videoBox.width, 'the video reaches under the button').toBeGreaterThan(rest.x);
      await expect
        .poll(async () => (await launcher.boundingBox())!.y + rest.height, { timeout: 3000 })
        .toBeLessThanOrEqual(controlsTop);
      await page.screenshot({ path: `${OUTPUT_DIR}/chat-button-over-video-${width > 400 ? 'desktop' : 'phone'}.png` });
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(async () => (await launcher.boundingBox())!.y, { timeout: 3000 }).toBe(rest.y);
    }
  });
});
