// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import SelectInput from 'ink-select-input';
import { useWelcome } from '../hooks/use-welcome.js';
import { useScreenChrome } from '../tui-context.js';

const HINTS = [
  { key: '↑↓', action: 'move' },
  { key: 'Enter', action: 'open' },
];

/** Shown when no user is stored: what Spotter is, sign up, browse, or point at another server. */
export function WelcomeScreen() {
  const welcome = useWelcome();
  useScreenChrome({ hints: HINTS, typing: false });
  return (
    <Box flexDirection="column" gap={1}>
      <Text bold color="cyan">
        {welcome.title}
      </Text>
      <Box flexDirection="column">
        {welcome.features.map(([name, text]) => (
          <Text key={name} wrap="truncate-end">
            <Text bold>• {name}: </Text>
            {text}
          </Text>
        ))}
      </Box>
      <SelectInput items={welcome.items} onSelect={welcome.choose} isFocused={welcome.isActive} />
      <Text dimColor wrap="wrap">
        Server: {welcome.server} (set SPOTTER_API_URL, or choose "Use another server", to point elsewhere)
      </Text>
    </Box>
  );
}
