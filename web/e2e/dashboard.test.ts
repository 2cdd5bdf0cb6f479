import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { hasChromium } from './browser';
import { startE2E, type E2E } from './harness';
import { isUpload, uploadAnswer } from './upload-answer';

const FIXTURES = fileURLToPath(new URL('../../../shared/fixtures/', import.meta.url));
// The shortest real squat (4.7 s, one rep): these tests are about how the page shows the server's answer, not the count.
const SQUAT_VIDEO = `${FIXTURES}video/squat__jintaoxu.mp4`;
const KETTLEBELL_PHOTO = `${FIXTURES}images/kettlebell.jpg`;
const haveFixtures = existsSync(SQUAT_VIDEO) && existsSync(KETTLEBELL_PHOTO);
if (!haveFixtures)
  console.warn(
    `Skipping the real upload and scan e2e tests: no fixtures at ${FIXTURES} (they live in ../shared/fixtures).`,
  );

const toasts = (page: Page) => page.locator('[data-sonner-toast]');
const visibleToasts = (page: Page) => page.locator('[data-sonner-toast][data-visible="true"]');

async function openDashboard(e2e: E2E, page: Page) {
  const user = await e2e.signUp(page);
  await page.goto(`/dashboard/${user.id}`);
  await page.getByRole('heading', { name: `Welcome back, ${user.first_name}!` }).waitFor();
  return user;
}

describe.skipIf(!hasChromium())('e2e: dashboard (Chromium, real server)', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.stop();
  });

  it('Given a new user, When the dashboard opens, Then every panel shows with its empty state and no serious a11y violations', async () => {
    const page = await e2e.newPage();
    await openDashboard(e2e, page);
    for (const stat of ['Personal Bests', 'Workout Plans', 'Goal', 'Weekly Goal'])
      expect(await page.locator('.stat-label', { hasText: new RegExp(`^${stat}$`) }).count()).toBe(1);
    await page.getByText('No personal bests yet. Upload your first exercise to get started!').waitFor();
    expect(await page.getByLabel('Exercise video').getAttribute('accept')).toBe('video/*');
    expect(await page.getByLabel('Equipment photo').getAttribute('accept')).toBe('image/*');
    expect(await page.locator('iframe').count()).toBe(0);
    await e2e.screenshot(page, 'dashboard-new-user');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('Given nothing selected, When upload and scan are pressed, Then their validation toasts show; many at once show at most 3', async () => {
    const page = await e2e.newPage();
    await openDashboard(e2e, page);
    await page.getByRole('button', { name: 'Upload & Analyze' }).click();
    await page.getByText('Please select a file and exercise name').waitFor();
    await page.getByRole('button', { name: 'Scan & Build Plan' }).click();
    await page.getByText('Please select an image').waitFor();
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Upload & Analyze' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-sonner-toast]').length >= 6);
    await page.waitForTimeout(500);
    expect(await visibleToasts(page).count()).toBe(3);
    expect(await toasts(page).count()).toBeGreaterThanOrEqual(6);
    // sonner's stylesheet arrives as a file under the CSP (no inline <style>): the stack is still laid out by it.
    expect(await page.locator('[data-sonner-toaster]').evaluate((toaster) => getComputedStyle(toaster).position)).toBe(
      'fixed',
    );
    await e2e.screenshot(page, 'dashboard-validation-toasts', { fullPage: false });
  });

  it('Given a toast, When swiped to the right, Then it is dismissed before its 4 s are up', async () => {
    const page = await e2e.newPage();
    await openDashboard(e2e, page);
    await page.getByRole('button', { name: 'Scan & Build Plan' }).click();
    const toast = page.locator('[data-sonner-toast]', { hasText: 'Please select an image' });
    await toast.waitFor();
    await toast.hover(); // the stack expands under the pointer: measure after it has settled
    await page.waitForTimeout(500);
    const box = (await toast.boundingBox())!;
    const started = Date.now();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 160, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await toast.waitFor({ state: 'detached', timeout: 2_500 });
    expect(Date.now() - started).toBeLessThan(3_000);
    await e2e.screenshot(page, 'toast-swiped-away', { fullPage: false });
  });

  it.skipIf(!haveFixtures)(
    'Given a real squat clip, When uploaded, Then the server answer is shown honestly: the analysis, or its detail',
    async () => {
      const page = await e2e.newPage();
      const user = await openDashboard(e2e, page);
      await page.getByLabel('Exercise', { exact: true }).selectOption('squat');
      await page.getByLabel('Exercise video').setInputFiles(SQUAT_VIDEO);
      const answered = page.waitForResponse(isUpload, { timeout: 110_000 });
      await page.getByRole('button', { name: 'Upload & Analyze' }).click();
      await page.getByRole('button', { name: 'Analyzing Video...' }).waitFor();
      // The wait is a bar with the stage in plain words, not a bare spinner.
      await page
        .getByRole('progressbar', {
          name: /Finding you in the video|Counting|Drawing your video|Reading your video|Sending your video/,
        })
        .waitFor();
      const { ok, body } = await uploadAnswer(page, await answered, e2e.baseUrl, user);
      if (ok) {
        await page.getByText('Exercise analyzed successfully!').waitFor();
        const analysis = page.getByLabel('Set analysis');
        await analysis.waitFor();
        expect(await analysis.locator('.analysis-reps strong').textContent()).toMatch(
          body.analysis!.reps === 1 ? /^1 rep$|No person/ : /reps$|No person/,
        );
        expect(await page.getByLabel('Exercise', { exact: true }).inputValue()).toBe('');
        expect(
          await page.getByLabel('Exercise video').evaluate((input) => (input as HTMLInputElement).files?.length),
        ).toBe(0);
        // Keyboard focus went to the result.
        await page.waitForFunction(() => document.activeElement?.id === 'coach-card-title');
      } else {
        console.warn(`upload-exercise answered ${body.status}: ${body.detail}`);
        await page.locator('[data-sonner-toast][data-type="error"]', { hasText: body.detail! }).waitFor();
      }
      await page.getByRole('button', { name: 'Upload & Analyze' }).waitFor();
      await e2e.screenshot(page, 'dashboard-upload-result');
    },
  );

  it.skipIf(!haveFixtures)(
    'Given a real squat clip chosen as a bench press, When uploaded, Then one warning toast says it looks like a squat, with no success and no personal best',
    async () => {
      const page = await e2e.newPage();
      const user = await openDashboard(e2e, page);
      await page.getByLabel('Exercise', { exact: true }).selectOption('bench_press');
      await page.getByLabel('Exercise video').setInputFiles(SQUAT_VIDEO);
      const answered = page.waitForResponse(isUpload, { timeout: 110_000 });
      await page.getByRole('button', { name: 'Upload & Analyze' }).click();
      const { ok, body } = await uploadAnswer(page, await answered, e2e.baseUrl, user);
      expect(ok, JSON.stringify(body)).toBe(true);
      expect(body.analysis).toMatchObject({ status: 'exercise_mismatch', detected_exercise: 'squat' });

      await page.locator('[data-sonner-toast][data-type="warning"]', { hasText: /looks like a squat/i }).waitFor();
      await page.getByRole('button', { name: 'Upload & Analyze' }).waitFor();
      expect(await page.locator('[data-sonner-toast][data-type="warning"]').count()).toBe(1);
      expect(await page.locator('[data-sonner-toast][data-type="success"]').count()).toBe(0);
      expect(await page.getByText('Exercise analyzed successfully!').count()).toBe(0);
      expect(await page.getByText('New Personal Best!').count()).toBe(0);
      expect(await page.getByRole('status', { name: 'Last upload' }).textContent()).toMatch(
        /Looks like Squat, not Bench Press/,
      );
      await page.getByText('No personal bests yet. Upload your first exercise to get started!').waitFor();
      expect(await page.locator('.stat-card', { hasText: 'Personal Bests' }).locator('.stat-value').textContent()).toBe(
        '0',
      );
      await e2e.screenshot(page, 'dashboard-upload-mismatch');
      expect(await seriousViolations(page)).toEqual([]);
    },
  );

  it.skipIf(!haveFixtures)(
    'Given an equipment photo, When scanned, Then the plan appears with the toast, or the server detail is shown',
    async () => {
      const page = await e2e.newPage();
      await openDashboard(e2e, page);
      await page.getByLabel('Equipment photo').setInputFiles(KETTLEBELL_PHOTO);
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/equipment-scan'), {
        timeout: 60_000,
      });
      await page.getByRole('button', { name: 'Scan & Build Plan' }).click();
      const response = await answered;
      const body = (await response.json()) as { detail?: string; plan?: { plan_text: string } };
      if (response.ok()) {
        await page.getByText('Equipment scanned! New workout plan generated').waitFor();
        await page.getByRole('article', { name: /^Day 1: / }).waitFor();
        // The plan sign-up built, and the scan's.
        expect(
          await page.locator('.stat-card', { hasText: 'Workout Plans' }).locator('.stat-value').textContent(),
        ).toBe('2');
      } else {
        console.warn(`equipment-scan answered ${response.status()}: ${body.detail}`);
        await page.locator('[data-sonner-toast][data-type="error"]', { hasText: body.detail! }).waitFor();
      }
      await e2e.screenshot(page, 'dashboard-scan-result');
    },
  );

  it('Given the chat, When opened and a message sent with Enter, Then blank is ignored, it thinks with input disabled, then answers', async () => {
    const page = await e2e.newPage();
    await openDashboard(e2e, page);
    let chatCalls = 0;
    // Hold the real request a moment so the thinking state can be seen, then let it through to the server.
    await page.route('**/api/avatar/enhanced-chat/stream', async (route) => {
      chatCalls += 1;
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Open AI Coach chat' }).click();
    const chat = page.getByRole('region', { name: 'AI Coach chat' });
    const input = chat.getByLabel('Message your coach');
    await input.fill('   ');
    await input.press('Enter');
    await page.waitForTimeout(200);
    expect(chatCalls).toBe(0);

    const answered = page.waitForResponse((response) => response.url().endsWith('/api/avatar/enhanced-chat/stream'), {
      timeout: 60_000,
    });
    await input.fill('How many days a week should I squat?');
    await input.press('Enter');
    await chat.getByText('AI Coach is thinking...').waitFor();
    expect(await input.isDisabled()).toBe(true);
    expect(await chat.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    expect(await chat.getByText('How many days a week should I squat?').count()).toBe(1);
    const response = await answered;
    // A streamed body is read by the page, not kept by the browser for the test: the page shows what it got.
    if (response.ok()) {
      expect(response.headers()['content-type']).toMatch(/^text\/event-stream/);
      await chat.locator('.bubble.avatar:not(.streaming)').first().waitFor({ timeout: 60_000 });
      expect((await chat.locator('.bubble.avatar .bubble-text').last().textContent())?.length).toBeGreaterThan(0);
    } else {
      console.warn(`enhanced-chat/stream answered ${response.status()}`);
      await page.getByText('Failed to get response from AI coach').waitFor();
    }
    await chat.getByText('AI Coach is thinking...').waitFor({ state: 'detached' });
    await expect.poll(() => input.isDisabled(), { timeout: 60_000 }).toBe(false);
    await e2e.screenshot(page, 'dashboard-chat', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Close AI Coach chat' }).click();
    expect(await chat.count()).toBe(0);
  });

  it('Given a phone-sized screen, When the dashboard opens, Then nothing overflows sideways', async () => {
    const page = await e2e.newPage({ width: 360, height: 780 });
    await openDashboard(e2e, page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await e2e.screenshot(page, 'dashboard-mobile-360');
  });
});
