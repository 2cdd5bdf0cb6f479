// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import { ChoiceField } from '../components/choice-field.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { useSignIn } from '../hooks/use-sign-in.js';
import { useScreenChrome } from '../tui-context.js';

const HINTS = [
  { key: '↑↓/Tab', action: 'field' },
  { key: '←→', action: 'password or key' },
  { key: 'Enter', action: 'next / sign in' },
];

/** Sign in to an existing account: email and password, or the sign-in key shown at sign-up. */
export function SignInScreen() {
  const form = useSignIn();
  useScreenChrome({ hints: HINTS, typing: form.typing });
  return (
    <Box flexDirection="column">
      <Text dimColor>Welcome back. Use your email and password, or the sign-in key you were given at sign-up.</Text>
      {form.fields.map((field, index) => {
        const focused = index === form.focus;
        if (field.key === 'method') {
          return <ChoiceField key="method" label={field.label} options={form.methods} value={form.method} focused={focused} />;
        }
        if (field.key === 'submit') {
          return <SubmitButton key="submit" label={field.label} focused={focused} busy={form.submitting} busyLabel="Signing in..." error={form.errors._} />;
        }
        const key = field.key;
        return (
          <TextField
            key={key}
            label={field.label}
            value={form.draft[key]}
            onChange={(value) => form.setField(key, value)}
            focused={focused}
            error={form.errors[key]}
            inputWidth={key === 'key' ? 44 : 30}
            {...(key === 'password' ? { mask: '•' } : {})}
          />
        );
      })}
    </Box>
  );
}
