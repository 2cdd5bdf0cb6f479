// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import type { User } from '@spotter/core/schemas';
import { ChoiceField } from '../components/choice-field.js';
import { TextField } from '../components/text-field.js';
import { ToggleField } from '../components/toggle-field.js';
import { useLoad } from '../hooks/use-load.js';
import { useProfile } from '../hooks/use-profile.js';
import { useScreenChrome, useTui } from '../tui-context.js';

const HINTS = [
  { key: '↑↓/Tab', action: 'field' },
  { key: '←→', action: 'choose' },
  { key: 'Space', action: 'toggle' },
  { key: 'Enter', action: 'next / save' },
];

/** The profile, loaded fresh from the server, as a form to change it. */
export function ProfileScreen() {
  const tui = useTui();
  const userId = tui.user?.id ?? null;
  const loaded = useLoad(async () => (userId ? tui.client.getUser(userId) : null), [tui.client, userId]);
  if (loaded.data) return <ProfileForm user={loaded.data} />;
  return <ProfileStatus error={loaded.error} text={loaded.loading ? 'Loading your profile...' : 'No user is stored.'} />;
}

function ProfileStatus({ error, text }: { error: string | null; text: string }) {
  useScreenChrome({ hints: [], typing: false });
  return error ? <Text color="red">{error}</Text> : <Text color="yellow">{text}</Text>;
}

function ProfileForm({ user }: { user: User }) {
  const form = useProfile(user);
  useScreenChrome({ hints: HINTS, typing: form.typing, onEscape: form.onEscape });
  return (
    <Box flexDirection="column">
      <Text dimColor wrap="truncate-end">
        {form.email} · What the coach and your plans are built from.
      </Text>
      {form.fields.map((field, index) => {
        const focused = index === form.focus;
        const error = form.errors[field.key];
        if (field.key === 'save' || field.key === 'plan') {
          if (field.key === 'plan') return null;
          const planFocused = form.fields[form.focus]?.key === 'plan';
          return <ProfileButtons key="buttons" saveFocused={focused} planFocused={planFocused} busy={form.busy} error={form.errors._} planOffered={form.planOffered} />;
        }
        if (field.key === 'equipment_list') {
          return (
            <ToggleField
              key={field.key}
              label={field.label}
              options={form.equipment}
              selected={form.draft.equipment_list}
              cursor={form.equipmentCursor}
              focused={focused}
              error={error}
            />
          );
        }
        if (field.kind === 'choice') {
          const key = field.key as keyof typeof form.choices;
          return <ChoiceField key={key} label={field.label} options={form.choices[key]} value={form.draft[key]} focused={focused} error={error} />;
        }
        const key = field.key;
        return (
          <TextField
            key={key}
            label={field.label}
            value={form.draft[key]}
            onChange={(value) => form.setField(key, value)}
            focused={focused}
            error={error}
            placeholder={key === 'injuries' ? 'none' : ''}
          />
        );
      })}
    </Box>
  );
}

/** Save and New plan side by side (the form fills 80x24); the offer of a new plan, or an error, below them. */
function ProfileButtons(props: { saveFocused: boolean; planFocused: boolean; busy: 'save' | 'plan' | null; error?: string | undefined; planOffered: boolean }) {
  const button = (label: string, focused: boolean) => (
    <Text inverse={focused} bold color={focused ? 'cyan' : undefined}>
      {`${focused ? '›' : ' '} ${label} `}
    </Text>
  );
  return (
    <Box flexDirection="column" marginTop={1} marginLeft={17}>
      <Box gap={2}>
        {button(props.busy === 'save' ? 'Saving...' : 'Save changes', props.saveFocused)}
        {button(props.busy === 'plan' ? 'Building your plan...' : 'New plan from my profile', props.planFocused)}
      </Box>
      {props.error ? <Text color="red">{props.error}</Text> : null}
      {props.planOffered && !props.error ? <Text color="yellow">Goal, schedule, equipment or injuries changed: build a new plan?</Text> : null}
    </Box>
  );
}
