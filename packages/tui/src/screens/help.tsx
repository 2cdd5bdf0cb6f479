// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import { PRODUCT_NAME } from '@spotter/core/constants';
import { ROUTE_TITLES, type Route } from '../navigation.js';
import type { KeyHint } from '../tui-context.js';

const GLOBAL_KEYS: KeyHint[] = [
  { key: 'Esc', action: 'go back one screen' },
  { key: '?', action: 'this help (when not typing in a field)' },
  { key: 'q', action: 'quit, from the top screen (when not typing)' },
  { key: 'Ctrl-C', action: 'quit from anywhere' },
  { key: 'Tab ↑↓', action: 'move between fields and panels' },
];

/** The keys of the current screen and the keys that work everywhere. */
export function HelpScreen({ route, hints }: { route: Route; hints: readonly KeyHint[] }) {
  const section = (title: string, keys: readonly KeyHint[]) => (
    <Box flexDirection="column">
      <Text bold>{title}</Text>
      {keys.map((hint) => (
        <Text key={`${hint.key}-${hint.action}`}>
          <Text color="cyan">{hint.key.padEnd(10)}</Text> {hint.action}
        </Text>
      ))}
    </Box>
  );
  return (
    <Box flexDirection="column" gap={1}>
      <Text bold color="cyan">
        {PRODUCT_NAME} help
      </Text>
      {section(`On ${ROUTE_TITLES[route.name]}`, hints)}
      {section('Everywhere', GLOBAL_KEYS)}
    </Box>
  );
}
