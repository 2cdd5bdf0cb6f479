import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { hasChromium } from './browser';
import { OUTPUT_DIR, startE2E, type E2E } from './harness';

/** Where each page's picture goes: SPOTTER_SHOTS (for a closing note), else web/test-output/pages. */
const SHOTS = process.env.SPOTTER_SHOTS ?? join(OUTPUT_DIR, 'pages');

const DEVICES = [
  ['desktop', 1280, 860],
  ['phone', 375, 740],
] as const;

/** Each page of the app, signed out or in, with what shows it is there. */
const PAGES: {
  name: string;
  path: (userId: string) => string;
  signedIn: boolean;
  ready: (page: Page) => Promise<unknown>;
}[] = [
  {
    name: 'landing',
    path: () => '/',
    signedIn: false,
    ready: (page) => page.getByRole('link', { name: 'Start Your Journey' }).waitFor(),
  },
  {
    name: 'onboarding',
    path: () => '/onboarding',
    signedIn: false,
    ready: (page) => page.getByLabel('First name').waitFor(),
  },
  {
    name: 'signin',
    path: () => '/signin',
    signedIn: false,
    ready: (page) => page.getByRole('button', { name: 'Sign in', exact: true }).waitFor(),
  },
  {
    name: 'dashboard',
    path: (id) => `/dashboard/${id}`,
    signedIn: true,
    ready: (page) => page.getByRole('heading', { name: 'Your training history' }).waitFor(),
  },
  {
    name: 'workout',
    path: () => '/workout',
    signedIn: true,
    ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
  },
  {
    name: 'import',
    path: () => '/import',
    signedIn: true,
    ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
  },
  {
    name: 'library',
    path: () => '/exercises',
    signedIn: true,
    ready: (page) => page.locator('.exercise-grid[aria-busy="false"] .exercise-card').first().waitFor(),
  },
  {
    name: 'account',
    path: () => '/account',
    signedIn: true,
    ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
  },
  {
    name: 'onboarding-signed-in',
    path: () => '/onboarding',
    signedIn: true,
    ready: (page) => page.getByRole('button', { name: 'Sign out first' }).waitFor(),
  },
  {
    name: 'not-found',
    path: () => '/no-such-page',
    signedIn: false,
    ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
  },
];

describe.skipIf(!hasChromium())(
  'e2e: every page, desktop and phone: no serious accessibility finding, nothing wider than the screen (Chromium, real server)',
  () => {
    let e2e: E2E;
    beforeAll(async () => {
      e2e = await startE2E();
      await mkdir(SHOTS, { recursive: true });
    });
    afterAll(async () => {
      await e2e?.stop();
    });

    for (const [device, width, height] of DEVICES) {
      it(
        `Given a ${device} (${width} px), When each page opens, Then axe finds nothing serious and nothing overflows sideways`,
        { timeout: 120_000 },
        async () => {
          const signedOut = await e2e.newPage({ width, height });
          const signedIn = await e2e.newPage({ width, height });
          const user = await e2e.signUp(signedIn);
          const findings: Record<string, string[]> = {};
          for (const { name, path, signedIn: needsUser, ready } of PAGES) {
            const page = needsUser ? signedIn : signedOut;
            await page.goto(path(user.id));
            await ready(page);
            await page.getByRole('heading', { level: 1 }).first().waitFor();
            await page.evaluate(() => document.fonts.ready);
            const found = await seriousViolations(page);
            if (found.length) findings[name] = found;
            expect(
              await page.evaluate(() => document.documentElement.scrollWidth),
              `${name} is wider than the screen`,
            ).toBeLessThanOrEqual(width);
            await page.evaluate(() => window.scrollTo(0, 0));
            await page.screenshot({ path: join(SHOTS, `${name}-${device}.png`) });
            await page.screenshot({ path: join(SHOTS, `${name}-${device}-full.png`), fullPage: true });
          }
          expect(findings).toEqual({});
        },
      );
    }
  },
);
