import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { hasChromium } from './browser';
import { startE2E, type E2E } from './harness';

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

async function askInOpenChat(e2e: E2E, page: Page, question: string) {
  const user = await e2e.signUp(page);
  await page.goto(`/dashboard/${user.id}`);
  // A loaded machine can take a while to bring up a new user's dashboard.
  await page.getByRole('heading', { name: `Welcome back, ${user.first_name}!` }).waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Open AI Coach chat' }).click();
  const chat = page.getByRole('region', { name: 'AI Coach chat' });
  const input = chat.getByLabel('Message your coach');
  await input.fill(question);
  await input.press('Enter');
  return { chat, input };
}

describe.skipIf(!hasChromium())(
  'e2e: the coach chat streams, shows lists, and its toasts never cover its input',
  () => {
    let e2e: E2E;
    beforeAll(async () => {
      e2e = await startE2E();
    }, 300_000);
    afterAll(async () => {
      await e2e?.stop();
    });

    it('Given a question, When the reply streams, Then the text shows while the voice is still being made and its lines become a list', async () => {
      const page = await e2e.newPage();
      const { chat, input } = await askInOpenChat(e2e, page, 'What should I eat before training?');
      // The built-in coach's text arrives before the voice is made: the typing indicator gives way to it at once.
      await chat.locator('.bubble.avatar.streaming').waitFor({ timeout: 60_000 });
      expect(await chat.getByText('AI Coach is thinking...').count()).toBe(0);
      await chat.locator('.bubble.avatar:not(.streaming)').waitFor({ timeout: 60_000 });
      await expect.poll(() => input.isDisabled(), { timeout: 60_000 }).toBe(false);
      const items = await chat.locator('.bubble.avatar ul.bubble-list li').allTextContents();
      expect(items.length).toBeGreaterThanOrEqual(2);
      expect(items.join(' ')).toMatch(/banana/);
      expect(await chat.locator('.bubble.avatar .bubble-text', { hasText: /^- / }).count()).toBe(0);
    }, 120_000);

    for (const [label, viewport] of [
      ['desktop', { width: 1280, height: 860 }],
      ['phone', { width: 375, height: 667 }],
    ] as const) {
      it(`Given the open chat on a ${label}, When toasts show (the reply's and another panel's), Then none covers the chat input`, async () => {
        const page = await e2e.newPage(viewport);
        const { chat, input } = await askInOpenChat(e2e, page, 'How long should I rest between sets?');
        await chat.locator('.bubble.avatar:not(.streaming)').waitFor({ timeout: 60_000 });
        await expect.poll(() => input.isDisabled(), { timeout: 60_000 }).toBe(false);
        // A toast from elsewhere on the dashboard while the chat is open (the upload panel's validation toast).
        await page.getByRole('button', { name: 'Upload & Analyze' }).dispatchEvent('click');
        await page.getByText('Please select a file and exercise name').waitFor();
        await page.waitForTimeout(600); // sonner's enter animation
        const toasts = page.locator('[data-sonner-toast][data-visible="true"]');
        expect(await toasts.count()).toBeGreaterThan(0);
        const inputBox = await boxOf(input);
        const closeBox = await boxOf(chat.getByRole('button', { name: 'Close chat' }));
        for (const toast of await toasts.all()) {
          const box = await boxOf(toast);
          expect(
            intersects(box, inputBox),
            `toast at ${JSON.stringify(box)} covers the input at ${JSON.stringify(inputBox)}`,
          ).toBe(false);
          expect(intersects(box, closeBox), `toast at ${JSON.stringify(box)} covers the chat's close button`).toBe(
            false,
          );
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        }
        await e2e.screenshot(page, `chat-toast-${label}`, { fullPage: false });
        // Closed again, the toasts go back to the bottom-right of the spec.
        await page.getByRole('button', { name: 'Close AI Coach chat' }).click();
        expect(await page.locator('[data-sonner-toaster]').getAttribute('data-y-position')).toBe('bottom');
      }, 120_000);
    }
  },
);
