// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import type { Option } from '@spotter/core/view-models';
import { FieldFrame } from './field-frame.js';

export interface ToggleFieldProps {
  label: string;
  options: readonly Option[];
  selected: readonly string[];
  /** Index of the option under the cursor (← → move, Space toggles). */
  cursor: number;
  focused: boolean;
  error?: string | undefined;
}

/**
 * A multi-select: every option as [x] or [ ], wrapping over as many lines as it needs. The option under the
 * cursor is marked with › as well as shown inverse, so it is found without colours (NO_COLOR, monochrome).
 */
export function ToggleField({ label, options, selected, cursor, focused, error }: ToggleFieldProps) {
  return (
    <FieldFrame label={label} focused={focused}>
      <Box flexWrap="wrap" flexGrow={1} flexDirection="row">
        {options.map((option, index) => {
          const on = selected.includes(option.value);
          const here = focused && index === cursor;
          return (
            <Box key={option.value} marginRight={1}>
              <Text>{here ? '›' : ' '}</Text>
              <Text inverse={here} color={on ? 'green' : undefined}>
                {on ? '[x]' : '[ ]'} {option.label}
              </Text>
            </Box>
          );
        })}
        {error ? <Text color="red">{error}</Text> : null}
      </Box>
    </FieldFrame>
  );
}
