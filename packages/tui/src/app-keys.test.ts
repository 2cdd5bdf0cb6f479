import { stripVTControlCharacters as mono } from 'node:util';
import { describe, expect, it } from 'vitest';
import { memorySession, type StoredUser } from './session.js';
import { KEYS, renderTui } from './testing/render-tui.js';
import { serveTuiTests, type TuiTestServer } from './testing/tui-server.js';

let server: TuiTestServer;
let user: StoredUser;
serveTuiTests(async (started) => {
  server = started;
  user = await server.signUp({ first_name: 'Ada' });
});

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every key the footer offers (but a last one cut at the edge) is listed, with what it does, in the `?` help. */
async function expectHelpListsFooter(tui: ReturnType<typeof renderTui>) {
  const offered = tui
    .footer()
    .split(' · ')
    .filter((hint) => !hint.includes('…'))
    .map(squash);
  expect(offered).toContain('? help');
  await tui.press('?');
  const help = squash(await tui.waitFor('Everywhere'));
  for (const hint of offered.filter((hint) => hint !== '? help')) expect(help).toContain(hint);
  expect(help).toContain('Ctrl-C quit from anywhere');
  await tui.press(KEYS.escape);
  await tui.waitFor((frame) => !frame.includes('Everywhere'));
}

describe('keys on every screen', () => {
  it('Given the dashboard, When each screen is opened, Then ? lists the keys its footer shows, and Esc always comes back', async () => {
    const tui = renderTui({ screen: 'home', session: memorySession(server.baseUrl, user) });
    await tui.waitFor('Welcome back, Ada!', 15_000);
    await expectHelpListsFooter(tui);
    // Screen, what shows it, and the keys that take the focus out of a text field (where ? is text).
    const screens = [
      { key: 'r', shows: 'Which exercise is in the video?', footer: 'Enter choose', unfocus: [] },
      { key: 's', shows: 'Image file:', footer: 'Enter scan', unfocus: null },
      { key: 'c', shows: 'Message your coach', footer: 'Enter send', unfocus: [KEYS.tab] },
      { key: 'l', shows: 'Search:', footer: 'Tab filters', unfocus: [KEYS.tab] },
      { key: 'p', shows: 'First name', footer: 'Enter next / save', unfocus: [KEYS.up] },
      { key: 'i', shows: 'CSV export:', footer: 'Enter check the file', unfocus: null },
    ];
    for (const screen of screens) {
      await tui.press(screen.key);
      await tui.waitFor(screen.shows, 10_000);
      await tui.waitFor(() => tui.footer().includes(screen.footer));
      if (screen.unfocus) {
        await tui.press(...screen.unfocus);
        await tui.waitFor(() => tui.footer().includes('? help'));
        await expectHelpListsFooter(tui);
      } else expect(tui.footer()).not.toContain('? help'); // typing a path: ? is text
      await tui.press(KEYS.escape);
      await tui.waitFor('Welcome back, Ada!', 10_000);
    }
  }, 90_000);

  it('Given `spotter chat` (the chat opened directly), When Esc is pressed while typing, Then the dashboard shows', async () => {
    const tui = renderTui({ screen: 'chat', session: memorySession(server.baseUrl, user) });
    await tui.waitFor('Message your coach', 15_000);
    await tui.type('half a thought');
    expect(tui.footer()).toContain('Esc back');
    await tui.press(KEYS.escape);
    await tui.waitFor('Welcome back, Ada!', 15_000);
  });

  it('Given `spotter tui library`, When Esc is pressed, Then the home screen shows under it', async () => {
    const tui = renderTui({ screen: 'library', session: memorySession(server.baseUrl, null) });
    await tui.waitFor('Search:', 15_000);
    await tui.press(KEYS.escape);
    await tui.waitFor('Start Your Journey');
  });
});

describe('a form with changes asks before it is discarded', () => {
  it('Given the sign-up form with a name typed, When Esc is pressed, Then it asks; n keeps the name, y discards it and goes back', async () => {
    const tui = renderTui({ screen: 'onboarding', session: memorySession(server.baseUrl) });
    await tui.waitFor('Tell your coach about you');
    await tui.type('Grace');
    await tui.press(KEYS.escape);
    const asking = await tui.waitFor('Discard your changes?');
    expect(tui.footer()).toMatch(/y Discard them and go back · n\/Esc Keep editing/);
    expect(asking).toContain('[y] Discard them and go back   [n] Keep editing');
    await tui.press('n');
    await tui.waitFor((frame) => frame.includes('[Grace ') && !frame.includes('Discard your changes?'));
    await tui.press(KEYS.escape);
    await tui.waitFor('Discard your changes?');
    await tui.press(KEYS.escape); // Esc answers the question: keep editing
    await tui.waitFor((frame) => frame.includes('Grace') && !frame.includes('Discard your changes?'));
    await tui.press(KEYS.escape);
    await tui.waitFor('Discard your changes?');
    await tui.press('y');
    await tui.waitFor('Start Your Journey');
  });

  it('Given the sign-up form untouched, When Esc is pressed, Then it goes back at once', async () => {
    const tui = renderTui({ screen: 'onboarding', session: memorySession(server.baseUrl) });
    await tui.waitFor('Tell your coach about you');
    await tui.press(KEYS.escape);
    const frame = await tui.waitFor('Start Your Journey');
    expect(frame).not.toContain('Discard your changes?');
  });

  it('Given a changed profile, When Esc is pressed, Then it asks, and y leaves the stored profile as it was', async () => {
    const tui = renderTui({ screen: 'home', session: memorySession(server.baseUrl, user) });
    await tui.waitFor('Welcome back, Ada!', 15_000);
    await tui.press('p');
    await tui.waitFor('› First name', 10_000);
    await tui.press(KEYS.backspace, KEYS.backspace, KEYS.backspace);
    await tui.press(KEYS.escape);
    await tui.waitFor('Discard your changes?');
    await tui.press('y');
    await tui.waitFor('Welcome back, Ada!', 10_000);
    expect((await server.clientFor(user.token).getUser(user.id)).first_name).toBe('Ada');
  });

  it('Given a contribution with a name typed, When Esc is pressed, Then it asks first', async () => {
    const tui = renderTui({ screen: 'home', session: memorySession(server.baseUrl, user) });
    await tui.waitFor('Welcome back, Ada!', 15_000);
    await tui.press('l');
    await tui.waitFor('Search:', 10_000);
    await tui.press(KEYS.tab, 'a');
    await tui.waitFor('Share an exercise with the community');
    await tui.type('Sissy squat');
    await tui.press(KEYS.escape);
    await tui.waitFor('Discard your changes?');
    await tui.press('y');
    await tui.waitFor('Search:');
  });
});

describe('focus marks that need no colour', () => {
  it('Given the dashboard, chat and library in monochrome, When the focus moves, Then a › shows where it is', async () => {
    const tui = renderTui({ screen: 'home', session: memorySession(server.baseUrl, user) });
    await tui.waitFor('Welcome back, Ada!', 15_000);
    expect(mono(tui.frame())).toContain('›[r] Record exercise');
    await tui.press(KEYS.right);
    await tui.waitFor(
      (frame) => mono(frame).includes('›[s] Scan equipment') && mono(frame).includes(' [r] Record exercise'),
    );
    await tui.press('c');
    await tui.waitFor('Message your coach', 10_000);
    expect(mono(tui.frame())).toMatch(/│ › Message your coach/);
    await tui.press(KEYS.tab);
    const reading = mono(await tui.waitFor('› Reading the conversation'));
    expect(reading).not.toMatch(/│ › Message your coach/);
    await tui.press(KEYS.escape);
    await tui.press('l');
    await tui.waitFor('Search:', 10_000);
    expect(mono(tui.frame())).toContain('› Search:');
    await tui.waitFor(/Total \d+/, 10_000);
    expect(mono(tui.frame())).not.toMatch(/│ › \S/);
    await tui.press(KEYS.down);
    await tui.waitFor((frame) => /│ › \S/.test(mono(frame)) && !mono(frame).includes('› Search:'));
  }, 60_000);
});
