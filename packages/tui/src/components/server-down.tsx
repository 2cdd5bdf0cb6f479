// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';

/** The server did not answer: what to check, with the address in use, and r to try again. */
export function ServerDown({ apiUrl, detail }: { apiUrl: string; detail: string }) {
  return (
    <Box flexDirection="column" gap={1}>
      <Text color="red" wrap="wrap">
        {detail}
      </Text>
      <Box flexDirection="column">
        <Text bold>Check:</Text>
        <Text wrap="wrap">{'• Is the server running? Start it with `spotter serve` (in another terminal).'}</Text>
        <Text wrap="wrap">{`• Is ${apiUrl} the right address? Set SPOTTER_API_URL, or \`spotter config set apiUrl <url>\`.`}</Text>
      </Box>
      <Text>{'Press r to retry.'}</Text>
    </Box>
  );
}
