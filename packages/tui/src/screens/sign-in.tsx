// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import { FormRows } from '../components/form-rows.js';
import { SubmitButton } from '../components/submit-button.js';
import { useSignIn } from '../hooks/use-sign-in.js';
import { formKeys } from '../key-map.js';
import { useScreenChrome } from '../tui-context.js';

const HINTS = formKeys('sign in', { choose: 'password or key' });

/** Sign in to an existing account: email and password, or the sign-in key shown at sign-up. */
export function SignInScreen() {
  const form = useSignIn();
  useScreenChrome({ hints: HINTS, typing: form.typing });
  return (
    <Box flexDirection="column">
      <Text dimColor>Welcome back. Use your email and password, or the sign-in key you were given at sign-up.</Text>
      <FormRows
        form={form}
        text={(key) =>
          key === 'password'
            ? { mask: '•' }
            : key === 'sign_in_key'
              ? { inputWidth: 44, mask: '•' }
              : { inputWidth: 30 }
        }
        button={(field, focused) => (
          <SubmitButton
            key={field.key}
            label={field.label}
            focused={focused}
            busy={form.submitting}
            busyLabel="Signing in..."
            error={form.errors._}
          />
        )}
      />
    </Box>
  );
}
