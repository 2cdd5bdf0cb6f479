import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { hasChromium } from './browser';
import { OUTPUT_DIR, startE2E, type E2E } from './harness';

const BENCH_PHOTO = fileURLToPath(new URL('../../../shared/fixtures/images/bench.jpg', import.meta.url));
const havePhoto = existsSync(BENCH_PHOTO);
if (!havePhoto)
  console.warn(`Skipping the scan confirmation e2e test: no ${BENCH_PHOTO} (it lives in ../shared/fixtures).`);

const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe.skipIf(!hasChromium() || !havePhoto)(
  'e2e: the scan proposes, the user confirms (Chromium, real server and detector)',
  () => {
    let e2e: E2E;
    beforeAll(async () => {
      e2e = await startE2E();
    });
    afterAll(async () => {
      await e2e?.stop();
    });

    for (const [device, width, height] of [
      ['desktop', 1280, 900],
      ['phone', 375, 740],
    ] as const) {
      it(`Given a photo on a ${device}, When scanned, Then seen and profile gear show apart, and the plan is built from what the keyboard ticked`, async () => {
        const page = await e2e.newPage({ width, height });
        const user = await e2e.signUp(page, { equipment_list: ['dumbbells'] });
        await page.goto(`/dashboard/${user.id}`);
        await page.getByLabel('Equipment photo').setInputFiles(BENCH_PHOTO);
        await page.getByRole('button', { name: 'Scan & Build Plan' }).click();
        const confirmForm = page.getByRole('form', { name: /Tick what you have|Untick anything/ });
        await confirmForm.waitFor({ timeout: 60_000 });

        // The profile's gear is ticked with no confidence; whatever the photo showed carries a percentage.
        const profile = page.getByRole('group', { name: 'From your profile' });
        const dumbbells = profile.getByRole('checkbox', { name: 'Dumbbells' });
        expect(await dumbbells.isChecked()).toBe(true);
        expect(await profile.textContent()).not.toMatch(/%/);
        const seen = page.getByRole('group', { name: 'Recognised in your photo' });
        const seenBoxes = seen.getByRole('checkbox');
        if ((await seenBoxes.count()) === 0) {
          await seen.getByText('Nothing recognised in this photo.').waitFor();
          await page.getByText("I couldn't recognise equipment in this photo. Tick what you have:").waitFor();
        } else {
          for (const label of await seen.locator('label').allTextContents())
            expect(label).toMatch(/\d+% · seen by the (photo detector|vision model)/);
        }
        expect(await page.getByText(/SPOTTER_/).count()).toBe(0);
        expect(await overflowsSideways(page)).toBe(false);
        await confirmForm.scrollIntoViewIfNeeded();
        await e2e.screenshot(page, `scan-confirm-${device}`);
        // The panel alone, readable at a glance.
        await page
          .locator('section', { has: page.getByRole('heading', { name: 'Scan Equipment' }) })
          .screenshot({ path: join(OUTPUT_DIR, `scan-confirm-${device}-panel.png`) });
        expect(await seriousViolations(page)).toEqual([]);

        // Keyboard only: untick the dumbbells, open 'Add equipment', tick the barbell, confirm.
        await dumbbells.focus();
        await page.keyboard.press('Space');
        expect(await dumbbells.isChecked()).toBe(false);
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        const barbell = page.getByRole('group', { name: 'More equipment' }).getByRole('checkbox', { name: 'Barbell' });
        await barbell.focus();
        await page.keyboard.press('Space');
        const planPanel = page.locator('section[aria-labelledby="plan-title"]');
        const proposed = await planPanel.innerText();
        const confirmed = page.waitForResponse(
          (response) => /\/api\/users\/[^/]+\/plans$/.test(response.url()) && response.request().method() === 'POST',
        );
        await page.getByRole('button', { name: /^Build my plan from these/ }).focus();
        await page.keyboard.press('Enter');
        const response = await confirmed;
        expect(response.status()).toBe(201);
        const sent = response.request().postDataJSON() as { equipment_list: string[]; scan_id: string };
        expect(sent.equipment_list).toContain('barbell');
        expect(sent.equipment_list).not.toContain('dumbbells');
        expect(sent.scan_id).toEqual(expect.any(String));
        await page.getByRole('status').filter({ hasText: 'New plan built from the equipment you confirmed' }).waitFor();
        // The confirmed plan takes the place of the one the scan proposed: the plans reload, the new one shown beside
        // the plan sign-up built (two in all).
        await expect.poll(() => planPanel.innerText(), { timeout: 15_000 }).not.toBe(proposed);
        await page
          .locator('.stat-card', { hasText: 'Workout Plans' })
          .locator('.stat-value', { hasText: /^2$/ })
          .waitFor();
      });
    }
  },
);
