import { useInput } from 'ink';
import { useState } from 'react';
import type { Option } from '@spotter/core/view-models';
import { cycle } from '../text-layout.js';

export type FieldKind = 'text' | 'choice' | 'toggles' | 'submit';

export interface FormField<K extends string = string> {
  key: K;
  label: string;
  kind: FieldKind;
  required?: boolean;
}

/** The value `delta` steps from `current` among a select's options, wrapping; with `unset`, '' (no choice) comes first. */
export function nextOption(options: readonly Option[], current: string, delta: number, unset = false): string {
  const values = [...(unset ? [''] : []), ...options.map((option) => option.value)];
  return values[cycle(values.indexOf(current), delta, values.length)] ?? '';
}

export interface FormKeyHandlers<K extends string> {
  /** ← → on a select. */
  onChoose(key: K, delta: number): void;
  /** Space or Enter on a multi-select: the option under its cursor (← → move the cursor). */
  onToggle?(key: K, value: string): void;
  /** Enter on a button; `key` says which (a form may have more than one). */
  onSubmit(key: K): void;
}

/**
 * Keyboard of a form: ↑ ↓ Tab Shift-Tab move between fields, Enter moves on (or submits on the
 * button), ← → change a select or move over the multi-select's `toggles`. Text fields take the other
 * keys themselves (ink-text-input).
 */
export function useFormKeys<K extends string>(
  fields: readonly FormField<K>[],
  handlers: FormKeyHandlers<K>,
  isActive: boolean,
  toggles: readonly Option[] = [],
) {
  const [focus, setFocus] = useState(0);
  const [toggleCursor, setToggleCursor] = useState(0);
  const field = fields[focus] ?? fields[0];
  const move = (delta: number) => setFocus((current) => cycle(current, delta, fields.length));

  useInput(
    (input, key) => {
      if (!field) return;
      const toggle = () => {
        const option = toggles[toggleCursor];
        if (option) handlers.onToggle?.(field.key, option.value);
      };
      if (key.upArrow || (key.tab && key.shift)) return move(-1);
      if (key.downArrow || key.tab) return move(1);
      if (key.return) {
        if (field.kind === 'submit') return handlers.onSubmit(field.key);
        if (field.kind === 'toggles') return toggle();
        return move(1);
      }
      const delta = key.leftArrow ? -1 : key.rightArrow ? 1 : 0;
      if (field.kind === 'choice' && delta) handlers.onChoose(field.key, delta);
      if (field.kind === 'toggles' && delta) setToggleCursor((current) => cycle(current, delta, toggles.length));
      if (field.kind === 'toggles' && input === ' ') toggle();
    },
    { isActive },
  );

  const focusKey = (key: K) => {
    const index = fields.findIndex((candidate) => candidate.key === key);
    if (index >= 0) setFocus(index);
  };

  return { focus, field, focusKey, typing: field?.kind === 'text', toggleCursor };
}
