// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import type { KeyHint } from '../tui-context.js';

/** The keys of the current screen, one line, clipped at the terminal's edge. */
export function Footer({ hints }: { hints: readonly KeyHint[] }) {
  return (
    <Box paddingX={1} flexShrink={0} height={1} overflow="hidden">
      <Text wrap="truncate-end">
        {hints.map((hint, index) => (
          <Text key={`${hint.key}-${hint.action}`}>
            {index > 0 ? <Text dimColor> · </Text> : null}
            <Text bold inverse>
              {hint.key}
            </Text>
            <Text> {hint.action}</Text>
          </Text>
        ))}
      </Text>
    </Box>
  );
}
