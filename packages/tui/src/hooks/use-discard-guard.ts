import { useTui } from '../tui-context.js';

type DraftValue = string | number | boolean | null | undefined | readonly string[];

const sameValue = (a: DraftValue, b: DraftValue) =>
  typeof a === 'object' && typeof b === 'object' && a !== null && b !== null
    ? [...a].sort().join('\n') === [...b].sort().join('\n')
    : a === b;

/** Whether a form's draft differs from where it started (lists compared as sets: toggled off and on again is no change). */
export function draftChanged<T extends object>(initial: T, current: T): boolean {
  const a = initial as Record<string, DraftValue>;
  const b = current as Record<string, DraftValue>;
  return Object.keys({ ...a, ...b }).some((key) => !sameValue(a[key], b[key]));
}

/**
 * Esc on a form: with nothing changed it goes back at once; with changes it asks first, and only y
 * discards them. Returns the screen's Esc handler (true: handled here).
 */
export function useDiscardGuard(changed: boolean): () => boolean {
  const tui = useTui();
  return () => {
    if (!changed) return false;
    tui.confirm({
      title: 'Discard your changes?',
      detail: 'What you typed in this form has not been saved.',
      yes: 'Discard them and go back',
      no: 'Keep editing',
      onYes: tui.back,
    });
    return true;
  };
}
