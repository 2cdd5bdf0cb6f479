import { describe, expect, it } from 'vitest';
import { footerKeys, frameKeys } from './key-map.js';

const text = (hints: { key: string; action: string }[]) =>
  hints.map((hint) => `${hint.key} ${hint.action}`).join(' · ');

describe('the footer of a screen under another', () => {
  it('Given an upload in flight, whose screen binds Esc to cancel it, When the footer is drawn, Then Esc says cancel once, not also back', () => {
    const screen = [{ key: 'Esc', action: 'cancel' }];
    const frame = frameKeys({ isTop: false, typing: false, screenKeys: screen });
    expect(text(footerKeys(screen, frame))).toBe('Esc cancel · ? help');
  });

  it('Given a screen that leaves Esc to the frame, When the footer is drawn, Then Esc goes back', () => {
    const screen = [{ key: 'Enter', action: 'record another' }];
    const frame = frameKeys({ isTop: false, typing: false, screenKeys: screen });
    expect(text(footerKeys(screen, frame))).toBe('Enter record another · Esc back · ? help');
  });
});
