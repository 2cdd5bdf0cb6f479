// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import type { ConfirmRequest } from '../tui-context.js';

/** A yes/no question before something that cannot be undone; the keys are said in words, not colours. */
export function ConfirmDialog({ request }: { request: ConfirmRequest }) {
  return (
    <Box flexDirection="column" borderStyle="round" borderColor="yellow" paddingX={1} gap={1}>
      <Text bold>{request.title}</Text>
      {request.detail ? <Text wrap="wrap">{request.detail}</Text> : null}
      <Text>{`[y] ${request.yes}   [n] ${request.no}`}</Text>
    </Box>
  );
}
