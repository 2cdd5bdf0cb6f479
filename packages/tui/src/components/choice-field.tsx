// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Text } from 'ink';
import type { Option } from '@spotter/core/view-models';
import { FieldFrame } from './field-frame.js';

export interface ChoiceFieldProps {
  label: string;
  options: readonly Option[];
  value: string;
  focused: boolean;
  error?: string | undefined;
  /** Shown when no option is chosen yet. */
  none?: string;
}

/** A select shown on one line: the chosen option between arrows (← → change it). */
export function ChoiceField({ label, options, value, focused, error, none = 'not set' }: ChoiceFieldProps) {
  const index = options.findIndex((option) => option.value === value);
  const chosen = options[index];
  return (
    <FieldFrame label={label} focused={focused} error={error}>
      <Text dimColor={!focused}>‹ </Text>
      <Text bold={focused} dimColor={!chosen}>
        {chosen ? chosen.label : none}
      </Text>
      <Text dimColor={!focused}> ›</Text>
      {focused && options.length > 0 ? <Text dimColor>{`  ${index + 1}/${options.length}`}</Text> : null}
    </FieldFrame>
  );
}
