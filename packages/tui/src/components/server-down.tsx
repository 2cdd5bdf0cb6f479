// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';

/**
 * The server did not answer, or what answers is not Spotter (`wrongServer`): what to check, with the address in use,
 * and r to try again. Never sign-out: the sign-in is not what is wrong.
 */
export function ServerDown({
  apiUrl,
  detail,
  wrongServer = false,
}: {
  apiUrl: string;
  detail: string;
  wrongServer?: boolean;
}) {
  return (
    <Box flexDirection="column" gap={1}>
      <Text color="red" wrap="wrap">
        {detail}
      </Text>
      <Box flexDirection="column">
        <Text bold>Check:</Text>
        {wrongServer ? (
          <Text wrap="wrap">{'• Another program answers at this address: is Spotter on another port?'}</Text>
        ) : (
          <Text wrap="wrap">{'• Is the server running? Start it with `spotter serve` (in another terminal).'}</Text>
        )}
        <Text wrap="wrap">{`• Is ${apiUrl} the right address? Set SPOTTER_API_URL, or \`spotter config set apiUrl <url>\`.`}</Text>
      </Box>
      <Text>{'Press r to retry.'}</Text>
    </Box>
  );
}
