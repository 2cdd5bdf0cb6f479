import { afterEach, describe, it } from 'vitest';
import { cleanup } from 'ink-testing-library';
import { memorySession } from '../session.js';
import { renderTui } from '../testing/render-tui.js';

afterEach(() => cleanup());

describe('toasts', () => {
  it('Given a status message, When its time is up, Then it is dismissed', async () => {
    const tui = renderTui({
      screen: 'home',
      session: memorySession('http://127.0.0.1:9'),
      initialMessage: 'Signed out',
      toastDurationMs: 300,
    });
    await tui.waitFor('• Signed out');
    await tui.waitFor((frame) => !frame.includes('Signed out'), 3_000);
  });
});
