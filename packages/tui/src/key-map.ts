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
}

/** The frame's keys that work in this state (the screen's own keys come before them). */
export function frameKeys({ isTop, typing }: FrameState): KeyHint[] {
  return [
    ...(isTop ? [] : [{ key: 'Esc', action: 'back' }]),
    ...(typing ? [] : [{ key: '?', action: 'help' }]),
    ...(isTop && !typing ? [{ key: 'q', action: 'quit' }] : []),
    { key: 'Ctrl-C', action: 'quit from anywhere (cancels an upload)', helpOnly: true },
  ];
}

/** The footer's line: the screen's keys, then the frame's, without the help-only ones. */
export const footerKeys = (screen: readonly KeyHint[], frame: readonly KeyHint[]) => [...screen, ...frame].filter((hint) => !hint.helpOnly);

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
