// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import { MIN_SIZE } from '../hooks/use-terminal-size.js';

/** Shown instead of the screens while the terminal is below 80x24; the screens come back on resize. */
export function TooSmall({ columns, rows }: { columns: number; rows: number }) {
  return (
    <Box flexDirection="column" paddingX={1} width={columns} height={Math.max(1, rows - 1)}>
      <Text bold wrap="wrap">{`Make the terminal at least ${MIN_SIZE.columns}x${MIN_SIZE.rows}`}</Text>
      <Text wrap="wrap">{`It is ${columns}x${rows} now. Ctrl-C quits.`}</Text>
    </Box>
  );
}
