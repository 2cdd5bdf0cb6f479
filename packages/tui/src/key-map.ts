/** A key and what it does: one list feeds both the footer and the `?` help of a screen. */
export interface KeyHint {
  key: string;
  action: string;
  /** Listed in the `?` help but left out of the one-line footer (it works everywhere). */
  helpOnly?: boolean;
}

/** What decides which of the frame's own keys work right now. */
export interface FrameState {
  /** The screen has nothing under it to go back to. */
  isTop: boolean;
  /** A text field has the keyboard: q and ? are text. */
  typing: boolean;
  /** The screen's own keys: a key the screen binds itself (Esc cancelling an upload) does not also do the frame's. */
  screenKeys?: readonly KeyHint[];
}

/** The frame's keys that work in this state (the screen's own keys come before them). */
export function frameKeys({ isTop, typing, screenKeys = [] }: FrameState): KeyHint[] {
  const escTaken = screenKeys.some((hint) => hint.key === 'Esc');
  return [
    ...(isTop || escTaken ? [] : [{ key: 'Esc', action: 'back' }]),
    ...(typing ? [] : [{ key: '?', action: 'help' }]),
    ...(isTop && !typing ? [{ key: 'q', action: 'quit' }] : []),
    { key: 'Ctrl-C', action: 'quit from anywhere (cancels an upload)', helpOnly: true },
  ];
}

/** Columns a footer hint takes: 'key action', and ' · ' before all but the first. */
const hintWidth = (hint: KeyHint, index: number) => (index > 0 ? 3 : 0) + hint.key.length + 1 + hint.action.length;

/**
 * The footer's line: the screen's keys, then the frame's, without the help-only ones. Given the `width` it has, the
 * screen's last keys give way (for '…', which `?` lists whole) so the frame's keys, `? help` among them, always show.
 */
export function footerKeys(screen: readonly KeyHint[], frame: readonly KeyHint[], width = Infinity): KeyHint[] {
  const shown = [...screen, ...frame].filter((hint) => !hint.helpOnly);
  const fits = (hints: readonly KeyHint[]) =>
    hints.reduce((sum, hint, index) => sum + hintWidth(hint, index), 0) <= width;
  if (fits(shown)) return shown;
  const own = screen.filter((hint) => !hint.helpOnly);
  const kept = frame.filter((hint) => !hint.helpOnly);
  const more: KeyHint = { key: '…', action: '? lists all' };
  for (let count = own.length - 1; count >= 0; count--) {
    const candidate = [...own.slice(0, count), more, ...kept];
    if (fits(candidate)) return candidate;
  }
  return [more, ...kept];
}

/** Keys of a yes/no question. */
export const confirmKeys = (yes: string, no: string): KeyHint[] => [
  { key: 'y', action: yes },
  { key: 'n/Esc', action: no },
];

/** Keys of a form: ↑↓/Tab between fields, ←→ on a select (Space on a multi-select), Enter on to the next field or the button. */
export const formKeys = (enter: string, { choose = 'choose', toggle = false } = {}): KeyHint[] => [
  { key: '↑↓/Tab', action: 'field' },
  { key: '←→', action: choose },
  ...(toggle ? [{ key: 'Space', action: 'toggle' }] : []),
  { key: 'Enter', action: `next / ${enter}` },
];
