import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, onTestFinished } from 'vitest';
import type { ApiClient } from '@spotter/core/api';
import { CURRENT_USER_KEY } from '@spotter/core/constants';
import type { SignUpResult } from '@spotter/core/schemas';
import { startTestServer } from '@spotter/server/testing';
import { launchChromium } from './browser';

export const WEB_DIST = fileURLToPath(new URL('../dist', import.meta.url));
export const OUTPUT_DIR = fileURLToPath(new URL('../test-output', import.meta.url));

export interface E2E {
  baseUrl: string;
  api: ApiClient;
  browser: Browser;
  /** A fresh browser context (its own localStorage) and page; `width` defaults to a laptop. */
  /**
   * A page in a context of its own. `serviceWorkers: 'block'` keeps the app's offline worker out, for tests that
   * intercept the app's own files (page.route does not see what a service worker fetches).
   */
  newPage(options?: { width?: number; height?: number; serviceWorkers?: 'allow' | 'block' }): Promise<Page>;
  /** Signs a user up through the API and stores it (without the sign-in key) in the page's localStorage, as onboarding would. */
  signUp(page: Page, overrides?: Record<string, unknown>): Promise<SignUpResult>;
  /** Saves web/test-output/NAME.png (the whole page unless fullPage is false). */
  screenshot(page: Page, name: string, options?: { fullPage?: boolean }): Promise<string>;
  stop(): Promise<void>;
}

let emailCounter = 0;

/**
 * The server's Content-Security-Policy must break nothing: every violation in any page or frame of the context
 * (the browser's `securitypolicyviolation` event, and its console report as a second witness) fails the test
 * that opened the page, naming the directive and what it blocked.
 */
async function failOnCspViolations(context: BrowserContext) {
  const violations: string[] = [];
  await context.exposeBinding('__spotterCspViolation', (_source, text: string) => void violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __spotterCspViolation: (text: string) => void }).__spotterCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile || location.href}:${event.lineNumber})`,
      );
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  onTestFinished(() => {
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  });
}

/** The real server (PGlite in a temp dir) serving web/dist on a loopback port, and Debian's Chromium. */
export async function startE2E(): Promise<E2E> {
  // Chromium starts while the server opens its database.
  const launching = launchChromium();
  launching.catch(() => undefined); // awaited below; a failed launch must not go unhandled while the server starts
  const server = await startTestServer('pglite', { webDir: WEB_DIST, logLevel: 'warn' });
  const { baseUrl } = server;
  const browser = await launching.catch(async (err) => {
    await server.stop();
    throw err;
  });
  const contexts: BrowserContext[] = [];
  await mkdir(OUTPUT_DIR, { recursive: true });
  const api = server.client;

  return {
    baseUrl,
    api,
    browser,
    async newPage({ width = 1280, height = 860, serviceWorkers = 'allow' } = {}) {
      const context = await browser.newContext({ viewport: { width, height }, baseURL: baseUrl, serviceWorkers });
      contexts.push(context);
      await failOnCspViolations(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return page;
    },
    async signUp(page, overrides = {}) {
      emailCounter += 1;
      const user = await api.createUser({
        first_name: 'Maya',
        email: `maya.${process.pid}.${emailCounter}@example.com`,
        age: 29,
        height_cm: 168,
        weight_kg: 61,
        sex: 'female',
        primary_goal: 'strength',
        days_per_week: 4,
        equipment_list: ['barbell', 'bench'],
        ...overrides,
      });
      if (page.url() === 'about:blank') await page.goto('/exercises');
      const { sign_in_key: _key, ...stored } = user;
      await page.evaluate(
        ([key, value]) => window.localStorage.setItem(key!, value!),
        [CURRENT_USER_KEY, JSON.stringify(stored)],
      );
      return user;
    },
    async screenshot(page, name, { fullPage = true } = {}) {
      const path = join(OUTPUT_DIR, `${name}.png`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path, fullPage });
      return path;
    },
    async stop() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
      await server.stop();
    },
  };
}
