// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import type { Toast } from '../toasts.js';

const MARKS = { success: '✔', warning: '⚠', error: '✖', info: '•' } as const;
const COLORS = { success: 'green', warning: 'yellow', error: 'red', info: 'cyan' } as const;

/** The status messages (at most 3), newest last, right above the footer. */
export function ToastBar({ toasts }: { toasts: readonly Toast[] }) {
  if (!toasts.length) return null;
  return (
    <Box flexDirection="column" paddingX={1} flexShrink={0} alignItems="flex-end">
      {toasts.map((toast) => (
        <Text key={toast.id} color={COLORS[toast.kind]} wrap="truncate-end">
          {MARKS[toast.kind]} {toast.text}
        </Text>
      ))}
    </Box>
  );
}
