// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Text } from 'ink';

/** [██████░░░░] 60 % */
export function ProgressBar({ ratio, width = 30 }: { ratio: number; width?: number }) {
  const clamped = Math.max(0, Math.min(1, ratio));
  const filled = Math.round(clamped * width);
  return (
    <Text>
      <Text color="cyan">{'█'.repeat(filled)}</Text>
      <Text dimColor>{'░'.repeat(width - filled)}</Text>
      {` ${Math.round(clamped * 100)} %`}
    </Text>
  );
}
