// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import type { Option } from '@spotter/core/view-models';

export interface ChoiceFieldProps {
  label: string;
  options: readonly Option[];
  value: string;
  focused: boolean;
  error?: string | undefined;
  labelWidth?: number;
  /** Shown when no option is chosen yet. */
  none?: string;
}

/** A select shown on one line: the chosen option between arrows (← → change it). */
export function ChoiceField({ label, options, value, focused, error, labelWidth = 17, none = 'not set' }: ChoiceFieldProps) {
  const index = options.findIndex((option) => option.value === value);
  const chosen = options[index];
  return (
    <Box>
      <Box width={labelWidth} flexShrink={0}>
        <Text color={focused ? 'cyan' : undefined} bold={focused} wrap="truncate-end">
          {focused ? '› ' : '  '}
          {label}
        </Text>
      </Box>
      <Text dimColor={!focused}>‹ </Text>
      <Text bold={focused} dimColor={!chosen}>
        {chosen ? chosen.label : none}
      </Text>
      <Text dimColor={!focused}> ›</Text>
      {focused && options.length > 0 ? <Text dimColor>{`  ${index + 1}/${options.length}`}</Text> : null}
      {error ? (
        <Box marginLeft={1}>
          <Text color="red" wrap="truncate-end">
            {error}
          </Text>
        </Box>
      ) : null}
    </Box>
  );
}
