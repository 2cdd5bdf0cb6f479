import { stripVTControlCharacters } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from 'ink-testing-library';
import { memorySession } from './session.js';
import { KEYS, renderTui } from './testing/render-tui.js';

afterEach(() => cleanup());

/** The frame as a monochrome terminal shows it: no colour, no inverse, no bold. */
const mono = (frame: string) => stripVTControlCharacters(frame);

describe('a terminal below 80x24', () => {
  it('Given a 60x20 terminal, When the TUI opens, Then it asks for 80x24 with the size now; When resized to 80x24, Then Welcome is drawn', async () => {
    const tui = renderTui({ screen: 'home', session: memorySession('http://127.0.0.1:9') });
    await tui.waitFor('Start Your Journey');
    tui.resize(60, 20);
    const small = mono(await tui.waitFor('Make the terminal at least 80x24'));
    expect(small).toContain('It is 60x20 now');
    expect(small).not.toContain('Start Your Journey');
    expect(small.split('\n').every((line) => line.length <= 60)).toBe(true);
    tui.resize(79, 30);
    await tui.waitFor('It is 79x30 now');
    tui.resize(80, 24);
    const back = await tui.waitFor(
      (frame) => frame.includes('Start Your Journey') && !frame.includes('Make the terminal'),
    );
    expect(back).toContain('q quit');
  });

  it('Given a half-typed form, When the terminal is too small for a while, Then the form keeps what was typed', async () => {
    const tui = renderTui({ screen: 'onboarding', session: memorySession('http://127.0.0.1:9') });
    await tui.waitFor('Tell your coach about you');
    await tui.type('Grace');
    tui.resize(70, 20);
    await tui.waitFor('Make the terminal at least 80x24');
    await tui.press('xyz'); // keys while covered go nowhere
    tui.resize(100, 30);
    const frame = await tui.waitFor('Tell your coach about you');
    expect(frame).toContain('Grace');
    expect(frame).not.toContain('Gracexyz');
  });
});

describe('focus and selection without colour', () => {
  it('Given the sign-up form in monochrome, When the equipment multi-select is used, Then a › marks the option under the cursor and [x] the chosen ones', async () => {
    const tui = renderTui({ screen: 'onboarding', session: memorySession('http://127.0.0.1:9') });
    await tui.waitFor('Tell your coach about you');
    await tui.focus('Equipment');
    const first = mono(tui.frame());
    const line = first.split('\n').find((text) => text.includes('› Equipment')) ?? '';
    expect(line).toMatch(/› Equipment\s+›\[[ x]\] \S/); // the field and the first option both marked
    expect(line.match(/›\[/g)).toHaveLength(1);
    const [, firstOption] = /›\[[ x]\] ([^[]+?)\s+\[/.exec(line) ?? [];
    await tui.press(KEYS.right);
    await tui.waitFor(
      (frame) => !mono(frame).includes(`›[ ] ${firstOption}`) && !mono(frame).includes(`›[x] ${firstOption}`),
    );
    const moved = mono(tui.frame());
    expect(moved).toMatch(new RegExp(` \\[[ x]\\] ${firstOption}`));
    const [, second] = /›\[ \] ([^[]+?)\s+\[/.exec(moved) ?? [];
    expect(second).toBeTruthy();
    await tui.press(' ');
    await tui.waitFor((frame) => mono(frame).includes(`›[x] ${second}`));
  });

  it('Given Welcome in monochrome, Then the chosen menu entry is marked with a cursor character', async () => {
    const tui = renderTui({ screen: 'home', session: memorySession('http://127.0.0.1:9') });
    const frame = mono(await tui.waitFor('Start Your Journey'));
    expect(frame).toMatch(/❯ Start Your Journey/);
    expect(frame).toMatch(/^\s+Sign in to your account/m);
  });
});

describe('stopping from outside', () => {
  it('Given the TUI, When the process is told to stop (SIGTERM, code 143), Then the app quits with that code', async () => {
    const stop = new AbortController();
    const tui = renderTui({ screen: 'home', session: memorySession('http://127.0.0.1:9'), stop: stop.signal });
    await tui.waitFor('Start Your Journey');
    stop.abort(143);
    await tui.waitFor(() => tui.exits.length > 0);
    expect(tui.exits).toEqual([143]);
  });

  it('Given the TUI, When Ctrl-C is pressed, Then it quits with 130 and nothing to report', async () => {
    const tui = renderTui({ screen: 'home', session: memorySession('http://127.0.0.1:9') });
    await tui.waitFor('Start Your Journey');
    await tui.press(KEYS.ctrlC);
    await tui.waitFor(() => tui.exits.length > 0);
    expect(tui.exits).toEqual([130]);
    expect(tui.reports).toEqual([]);
  });
});
