// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text, useInput } from 'ink';
import { useScreenChrome, useTui } from '../tui-context.js';

const HINTS = [{ key: 'Enter', action: 'I have kept it' }];

/** The new account's sign-in key, shown once after sign-up: the way back in from any device. */
export function SignInKeyScreen({ signInKey }: { signInKey: string }) {
  const tui = useTui();
  useScreenChrome({ hints: HINTS, typing: false });
  useInput((_input, key) => key.return && tui.back(), { isActive: tui.active });
  return (
    <Box flexDirection="column" gap={1}>
      <Text bold>Your sign-in key</Text>
      <Box borderStyle="round" paddingX={1} alignSelf="flex-start">
        <Text bold color="cyan">
          {signInKey}
        </Text>
      </Box>
      <Text wrap="wrap">
        It is the way back into your account from any device: the Welcome screen's "Sign in", `spotter login --key`, or
        the web sign-in page.
      </Text>
      <Text wrap="wrap" color="yellow">
        It is shown only this once. Keep it somewhere safe, such as a password manager. `spotter password` sets a
        password too.
      </Text>
    </Box>
  );
}
