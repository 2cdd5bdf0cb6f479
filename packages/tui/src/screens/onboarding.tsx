// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import { MESSAGES } from '@spotter/core/constants';
import { FormRows } from '../components/form-rows.js';
import { SubmitButton } from '../components/submit-button.js';
import { useOnboarding } from '../hooks/use-onboarding.js';
import { formKeys } from '../key-map.js';
import { useScreenChrome } from '../tui-context.js';

const HINTS = formKeys('submit', { toggle: true });

/** Sign-up: every field of the spec, errors beside the fields, the button at the end. */
export function OnboardingScreen() {
  const form = useOnboarding();
  useScreenChrome({ hints: HINTS, typing: form.typing, onEscape: form.onEscape });

  return (
    <Box flexDirection="column">
      <Text dimColor>Tell your coach about you. Fields marked * are required.</Text>
      <FormRows
        form={form}
        text={(key) => ({ placeholder: key === 'injuries' ? 'optional' : '' })}
        button={(field, focused) => (
          <SubmitButton
            key={field.key}
            label={field.label}
            focused={focused}
            busy={form.submitting}
            busyLabel={MESSAGES.creatingProfile}
            error={form.errors._}
          />
        )}
      />
    </Box>
  );
}
