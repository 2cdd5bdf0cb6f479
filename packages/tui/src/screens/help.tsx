// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import { PRODUCT_NAME } from '@spotter/core/constants';
import type { KeyHint } from '../key-map.js';
import { ROUTE_TITLES, type Route } from '../navigation.js';

/** `?`: the keys of the current screen and of the frame, from the same lists the footer shows. */
export function HelpScreen({
  route,
  screenKeys,
  frameKeys,
}: {
  route: Route;
  screenKeys: readonly KeyHint[];
  frameKeys: readonly KeyHint[];
}) {
  const section = (title: string, keys: readonly KeyHint[]) => (
    <Box flexDirection="column">
      <Text bold>{title}</Text>
      {keys.map((hint) => (
        <Text key={`${hint.key}-${hint.action}`}>
          <Text color="cyan">{hint.key.padEnd(14)}</Text> {hint.action}
        </Text>
      ))}
    </Box>
  );
  return (
    <Box flexDirection="column" gap={1}>
      <Text bold color="cyan">
        {`${PRODUCT_NAME} help`}
      </Text>
      {section(
        `On ${ROUTE_TITLES[route.name]}`,
        screenKeys.length ? screenKeys : [{ key: '—', action: 'no keys of its own' }],
      )}
      {section('Everywhere', frameKeys)}
    </Box>
  );
}
