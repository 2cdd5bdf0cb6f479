import { describe, expect, it } from 'vitest';
import { memorySession, type StoredUser } from '../session.js';
import { KEYS, renderTui } from '../testing/render-tui.js';
import { serveTuiTests, type TuiTestServer } from '../testing/tui-server.js';

let server: TuiTestServer;
let user: StoredUser;
serveTuiTests(async (started) => {
  server = started;
  user = await server.signUp();
});

describe('the exercise library', () => {
  it('Given the library, When text is typed, Then the list narrows as you type with the N exercises found badge', async () => {
    const tui = renderTui({ screen: 'library', session: memorySession(server.baseUrl) });
    const all = await tui.waitFor(/\d{2,} exercises/, 15_000);
    expect(all).not.toContain('found');
    expect(all).toContain('Sign up to contribute exercises');
    // Cards show levels and categories as the web does ('Intermediate'), never the raw values.
    expect(all).toMatch(/Beginner|Intermediate|Advanced/);
    expect(all).not.toMatch(/\b(beginner|intermediate|advanced|strength)\b/);
    await tui.type('goblet');
    const frame = await tui.waitFor(/1 exercise · 1 exercise found/);
    expect(frame).toContain('Goblet Squat');
    await tui.type('zzz');
    await tui.waitFor('No exercises found');
  });

  it('Given the filters, When category and difficulty are changed and cleared, Then the count follows', async () => {
    const tui = renderTui({ screen: 'library', session: memorySession(server.baseUrl) });
    await tui.waitFor(/\d{2,} exercises/, 15_000);
    await tui.press(KEYS.tab);
    await tui.waitFor('› Category');
    await tui.press(KEYS.right);
    const filtered = await tui.waitFor(/exercises? found/);
    expect(filtered).toMatch(/Category: ‹(?!All)\w+›/);
    await tui.press(KEYS.tab, KEYS.tab);
    await tui.waitFor('› Level');
    await tui.press(KEYS.right);
    await tui.waitFor('Level: ‹Beginner›');
    await tui.press('x');
    await tui.waitFor((frame) => !frame.includes('found'));
  });

  it('Given the list, When an exercise is opened, Then its details show, and Esc returns with the search kept', async () => {
    const tui = renderTui({ screen: 'library', session: memorySession(server.baseUrl) });
    await tui.waitFor(/\d{2,} exercises/, 15_000);
    await tui.type('goblet');
    await tui.waitFor('1 exercise found');
    await tui.press(KEYS.down, KEYS.enter);
    const detail = await tui.waitFor('Coaching cues');
    expect(detail).toContain('Goblet Squat');
    expect(detail).toContain('Official');
    expect(detail).toMatch(/Muscles\s+\w+/);
    await tui.press(KEYS.escape);
    await tui.waitFor('1 exercise found');
  });

  it('Given a stored user, When a contribution is submitted blank then filled, Then the rules speak, then it is submitted for review', async () => {
    const tui = renderTui({ screen: 'library', session: memorySession(server.baseUrl, user) });
    await tui.waitFor('a: Contribute Exercise', 15_000);
    await tui.press(KEYS.tab);
    await tui.press('a');
    await tui.waitFor('Submit Exercise');
    expect(tui.frame()).toContain('‹ Intermediate ›');
    await tui.focus('Submit Exercise');
    await tui.press(KEYS.enter);
    const errors = await tui.waitFor('Name is required');
    expect(errors).toContain('Primary cues are required');
    await tui.focus('Name', KEYS.down);
    await tui.type('Tempo Goblet Squat');
    await tui.focus('Primary cues', KEYS.down);
    await tui.type('Three seconds down, then stand tall.');
    await tui.focus('Submit Exercise', KEYS.down);
    await tui.press(KEYS.enter);
    await tui.waitFor('Exercise submitted for review!', 15_000);
    await tui.waitFor(/\d{2,} exercises/);
  });
});
