import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { hasChromium } from './browser';
import { startE2E, type E2E } from './harness';

const SQUAT_VIDEO = fileURLToPath(new URL('../../../shared/fixtures/video/squat_side_3reps.mp4', import.meta.url));
const haveClip = existsSync(SQUAT_VIDEO);
if (!haveClip) console.warn(`Skipping the training history e2e test: no clip at ${SQUAT_VIDEO} (it lives in ../shared/fixtures).`);

describe.skipIf(!hasChromium() || !haveClip)('e2e: training history (Chromium, real server)', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.stop();
  });

  it('Given a squat set uploaded at 60 kg, When its history row is chosen, Then the processed video plays and a rep button moves it to that rep', { timeout: 240_000 }, async () => {
    const page = await e2e.newPage();
    const user = await e2e.signUp(page);
    await page.goto(`/dashboard/${user.id}`);
    await page.getByText(/No sets yet/).waitFor();

    await page.getByLabel('Exercise', { exact: true }).selectOption('squat');
    await page.getByLabel('Load (kg, optional)').fill('60');
    await page.getByLabel('Exercise video').setInputFiles(SQUAT_VIDEO);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/upload-exercise'), { timeout: 200_000 });
    await page.getByRole('button', { name: 'Upload & Analyze' }).click();
    const response = await answered;
    const body = (await response.json()) as { analysis?: { status: string; reps: number }; detail?: string };
    expect(response.status(), body.detail).toBe(200);
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
      element.readyState >= 1 ? undefined : new Promise((resolve, reject) => {
        element.addEventListener('loadedmetadata', resolve, { once: true });
        element.addEventListener('error', () => reject(new Error(`video error ${element.error?.code}`)), { once: true });
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
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(expected - 1);
    await e2e.screenshot(page, 'dashboard-training-history');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
