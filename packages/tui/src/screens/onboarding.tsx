// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import { MESSAGES } from '@spotter/core/constants';
import { ChoiceField } from '../components/choice-field.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { ToggleField } from '../components/toggle-field.js';
import { useOnboarding } from '../hooks/use-onboarding.js';
import { useScreenChrome } from '../tui-context.js';

const HINTS = [
  { key: '↑↓/Tab', action: 'field' },
  { key: '←→', action: 'choose' },
  { key: 'Space', action: 'toggle' },
  { key: 'Enter', action: 'next / submit' },
];

/** Sign-up: every field of the spec, errors beside the fields, the button at the end. */
export function OnboardingScreen() {
  const form = useOnboarding();
  useScreenChrome({ hints: HINTS, typing: form.typing, onEscape: form.onEscape });

  return (
    <Box flexDirection="column">
      <Text dimColor>Tell your coach about you. Fields marked * are required.</Text>
      {form.fields.map((field, index) => {
        const focused = index === form.focus;
        const error = form.errors[field.key];
        if (field.kind === 'submit') {
          return (
            <SubmitButton
              key={field.key}
              label={field.label}
              focused={focused}
              busy={form.submitting}
              busyLabel={MESSAGES.creatingProfile}
              error={form.errors._}
            />
          );
        }
        if (field.key === 'equipment_list') {
          return (
            <ToggleField
              key={field.key}
              label={field.label}
              options={form.options.equipment_list}
              selected={form.draft.equipment_list}
              cursor={form.equipmentCursor}
              focused={focused}
              error={error}
            />
          );
        }
        if (field.key === 'sex' || field.key === 'primary_goal') {
          return <ChoiceField key={field.key} label={field.label} options={form.options[field.key]} value={form.draft[field.key]} focused={focused} error={error} />;
        }
        const key = field.key as Exclude<typeof field.key, 'equipment_list' | 'submit' | 'sex' | 'primary_goal'>;
        return (
          <TextField
            key={key}
            label={`${field.label}${field.required ? ' *' : ''}`}
            value={form.draft[key]}
            onChange={(value) => form.setField(key, value)}
            focused={focused}
            error={error}
            placeholder={key === 'injuries' ? 'optional' : ''}
          />
        );
      })}
    </Box>
  );
}
