import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from 'ink-testing-library';
import { memorySession } from '../session.js';
import { KEYS, renderTui } from '../testing/render-tui.js';

afterEach(() => cleanup());

describe('the Welcome screen (no stored user)', () => {
  it('Given no stored user, When the TUI opens on home, Then Welcome says what Spotter is and offers sign-up, sign-in, library and server', async () => {
    const tui = renderTui({ screen: 'home', session: memorySession('http://127.0.0.1:9') });
    const frame = await tui.waitFor('Start Your Journey');
    expect(frame).toContain('AI video analysis');
    expect(frame).toContain('Sign in to your account');
    expect(frame).toContain('Browse the exercise library');
    expect(frame).toContain('Use another server');
    expect(frame).toContain('127.0.0.1:9');
    expect(frame).toMatch(/q\s+quit/);
  });

  it('Given Welcome, When ? is pressed, Then help lists the keys, and Esc closes it', async () => {
    const tui = renderTui({ screen: 'home', session: memorySession('http://127.0.0.1:9') });
    await tui.waitFor('Start Your Journey');
    await tui.press('?');
    const help = await tui.waitFor('Everywhere');
    expect(help).toMatch(/q\s+quit/);
    expect(help).toMatch(/Ctrl-C\s+quit from anywhere/);
    await tui.press(KEYS.escape);
    await tui.waitFor((frame) => frame.includes('Start Your Journey') && !frame.includes('Everywhere'));
  });

  it('Given Welcome, When Enter is pressed on Start Your Journey, Then the form opens, and Esc comes back', async () => {
    const tui = renderTui({ screen: 'home', session: memorySession('http://127.0.0.1:9') });
    await tui.waitFor('Start Your Journey');
    await tui.press(KEYS.enter);
    await tui.waitFor('First name');
    await tui.press(KEYS.escape);
    await tui.waitFor('Browse the exercise library');
  });

  it('Given Welcome (the top screen), When q is pressed, Then the TUI quits with code 0', async () => {
    const tui = renderTui({ screen: 'home', session: memorySession('http://127.0.0.1:9') });
    await tui.waitFor('Start Your Journey');
    await tui.press('q');
    expect(tui.exits).toEqual([0]);
  });

  it('Given another server address that does not answer, When entered, Then the error is shown and the server is unchanged', async () => {
    const tui = renderTui({ screen: 'home', session: memorySession('http://127.0.0.1:9') });
    await tui.waitFor('Start Your Journey');
    await tui.press(KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
    await tui.waitFor('Server URL');
    await tui.press(...Array<string>(30).fill(KEYS.backspace));
    await tui.type('not a url');
    await tui.press(KEYS.enter);
    await tui.waitFor('Enter an http:// or https:// address');
  });
});
