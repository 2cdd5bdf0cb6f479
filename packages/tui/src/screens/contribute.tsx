// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import { FormRows } from '../components/form-rows.js';
import { SubmitButton } from '../components/submit-button.js';
import { useContribution } from '../hooks/use-contribution.js';
import { formKeys } from '../key-map.js';
import { useScreenChrome } from '../tui-context.js';

const HINTS = formKeys('submit');

/** A community exercise: name and cues required, lists comma-separated, difficulty intermediate by default. */
export function ContributeScreen() {
  const form = useContribution();
  useScreenChrome({ hints: HINTS, typing: form.typing, onEscape: form.onEscape });
  return (
    <Box flexDirection="column">
      <Text dimColor>Share an exercise with the community. It is submitted for review. Lists: comma-separated.</Text>
      <FormRows
        form={form}
        text={(key) => ({ inputWidth: key === 'primary_cues' ? 40 : 28 })}
        button={(field, focused) => (
          <SubmitButton
            key={field.key}
            label={field.label}
            focused={focused}
            busy={form.submitting}
            busyLabel="Submitting..."
          />
        )}
      />
    </Box>
  );
}
