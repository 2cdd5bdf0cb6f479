// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import TextInput from 'ink-text-input';
import { useServerSwitch } from '../hooks/use-server-switch.js';
import { useScreenChrome } from '../tui-context.js';

const HINTS = [{ key: 'Enter', action: 'connect' }];

/** Another server's address, checked before it is used. */
export function ServerScreen() {
  const server = useServerSwitch();
  useScreenChrome({ hints: HINTS, typing: true });
  return (
    <Box flexDirection="column" gap={1}>
      <Text>Which Spotter server should the terminal talk to?</Text>
      <Box>
        <Text bold>Server URL: </Text>
        <TextInput value={server.value} onChange={server.setValue} onSubmit={server.submit} focus={server.isActive} />
      </Box>
      {server.checking ? <Text color="yellow">Checking the server...</Text> : null}
      {server.error ? <Text color="red">{server.error}</Text> : null}
    </Box>
  );
}
