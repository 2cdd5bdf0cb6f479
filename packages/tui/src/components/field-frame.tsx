// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import type { ReactNode } from 'react';

/** The label column's width; buttons under a form are indented by it to line up with the inputs. */
export const LABEL_WIDTH = 17;

export interface FieldFrameProps {
  label: string;
  focused: boolean;
  error?: string | undefined;
  children: ReactNode;
}

/** A form row: the label in its column (marked › when focused), the field itself, then its error beside it. */
export function FieldFrame({ label, focused, error, children }: FieldFrameProps) {
  return (
    <Box>
      <Box width={LABEL_WIDTH} flexShrink={0}>
        <Text color={focused ? 'cyan' : undefined} bold={focused} wrap="truncate-end">
          {focused ? '› ' : '  '}
          {label}
        </Text>
      </Box>
      {children}
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
