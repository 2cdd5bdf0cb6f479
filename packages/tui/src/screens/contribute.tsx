// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import { ChoiceField } from '../components/choice-field.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { useContribution } from '../hooks/use-contribution.js';
import { useScreenChrome } from '../tui-context.js';

const HINTS = [
  { key: '↑↓/Tab', action: 'field' },
  { key: '←→', action: 'choose' },
  { key: 'Enter', action: 'next / submit' },
];

/** A community exercise: name and cues required, lists comma-separated, difficulty intermediate by default. */
export function ContributeScreen() {
  const form = useContribution();
  useScreenChrome({ hints: HINTS, typing: form.typing, onEscape: form.onEscape });
  return (
    <Box flexDirection="column">
      <Text dimColor>Share an exercise with the community. It is submitted for review. Lists: comma-separated.</Text>
      {form.fields.map((field, index) => {
        const focused = index === form.focus;
        const error = form.errors[field.key];
        if (field.kind === 'submit') {
          return <SubmitButton key={field.key} label={field.label} focused={focused} busy={form.submitting} busyLabel="Submitting..." />;
        }
        if (field.key === 'category' || field.key === 'difficulty_level') {
          return <ChoiceField key={field.key} label={field.label} options={form.options[field.key]} value={form.draft[field.key]} focused={focused} error={error} />;
        }
        const key = field.key as Exclude<typeof field.key, 'submit' | 'category' | 'difficulty_level'>;
        return (
          <TextField
            key={key}
            label={`${field.label}${field.required ? ' *' : ''}`}
            value={form.draft[key]}
            onChange={(value) => form.setField(key, value)}
            focused={focused}
            error={error}
            inputWidth={key === 'primary_cues' ? 40 : 28}
          />
        );
      })}
    </Box>
  );
}
