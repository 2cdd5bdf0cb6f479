// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import { Box, Text } from 'ink';
import type { User } from '@spotter/core/schemas';
import { LABEL_WIDTH } from '../components/field-frame.js';
import { FormRows } from '../components/form-rows.js';
import { ButtonFace } from '../components/submit-button.js';
import { useLoad } from '../hooks/use-load.js';
import { useProfile } from '../hooks/use-profile.js';
import { formKeys } from '../key-map.js';
import { useScreenChrome, useTui } from '../tui-context.js';

const HINTS = formKeys('save', { toggle: true });

/** The profile, loaded fresh from the server, as a form to change it. */
export function ProfileScreen() {
  const tui = useTui();
  const userId = tui.user?.id ?? null;
  const loaded = useLoad(async () => (userId ? tui.client.getUser(userId) : null), [tui.client, userId]);
  if (loaded.data) return <ProfileForm user={loaded.data} />;
  return (
    <ProfileStatus error={loaded.error} text={loaded.loading ? 'Loading your profile...' : 'No user is stored.'} />
  );
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
      <FormRows
        form={form}
        text={(key) => ({ placeholder: key === 'injuries' ? 'none' : '' })}
        button={(field, focused) =>
          field.key === 'plan' ? null : (
            <ProfileButtons
              key="buttons"
              saveFocused={focused}
              planFocused={form.fields[form.focus]?.key === 'plan'}
              busy={form.busy}
              error={form.errors._}
              planOffered={form.planOffered}
            />
          )
        }
      />
    </Box>
  );
}

/** Save and New plan side by side (the form fills 80x24); the offer of a new plan, or an error, below them. */
function ProfileButtons(props: {
  saveFocused: boolean;
  planFocused: boolean;
  busy: 'save' | 'plan' | null;
  error?: string | undefined;
  planOffered: boolean;
}) {
  return (
    <Box flexDirection="column" marginTop={1} marginLeft={LABEL_WIDTH}>
      <Box gap={2}>
        <ButtonFace label={props.busy === 'save' ? 'Saving...' : 'Save changes'} focused={props.saveFocused} />
        <ButtonFace
          label={props.busy === 'plan' ? 'Building your plan...' : 'New plan from my profile'}
          focused={props.planFocused}
        />
      </Box>
      {props.error ? <Text color="red">{props.error}</Text> : null}
      {props.planOffered && !props.error ? (
        <Text color="yellow">Goal, schedule, equipment or injuries changed: build a new plan?</Text>
      ) : null}
    </Box>
  );
}
