// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';

export interface ScrollTextProps {
  /** Lines already wrapped to the box's width (see wrapLines). */
  lines: readonly string[];
  offset: number;
  height: number;
  empty?: string;
}

/** A window of `height` lines starting at `offset`, with a scroll position when there is more. */
export function ScrollText({ lines, offset, height, empty }: ScrollTextProps) {
  if (!lines.length) return <Text dimColor>{empty ?? ''}</Text>;
  const visible = lines.slice(offset, offset + height);
  const more = lines.length > height;
  return (
    <Box flexDirection="column">
      {visible.map((line, index) => (
        <Text key={`${offset + index}`} wrap="truncate-end">
          {line || ' '}
        </Text>
      ))}
      {more ? (
        <Text
          dimColor
        >{`── ${Math.min(offset + height, lines.length)}/${lines.length} lines ${offset + height < lines.length ? '↓' : ''}${offset > 0 ? '↑' : ''}`}</Text>
      ) : null}
    </Box>
  );
}
