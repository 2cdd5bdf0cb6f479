import { useState } from 'react';
import { signInFailure, signInRequest, type SignInMode } from '@spotter/core/flows';
import type { FieldErrors } from '@spotter/core/rules';
import { deviceLabel } from '@spotter/node-client';
import { useTui } from '../tui-context.js';
import { useFormKeys, type FormField } from './use-form-keys.js';

type FieldKey = 'method' | 'email' | 'password' | 'sign_in_key' | 'submit';

export const SIGN_IN_METHODS = [
  { value: 'password', label: 'Email and password' },
  { value: 'key', label: 'Sign-in key' },
] as const;

const METHOD: FormField<FieldKey> = { key: 'method', label: 'Use', kind: 'choice' };
const SUBMIT: FormField<FieldKey> = { key: 'submit', label: 'Sign in', kind: 'submit' };
export const SIGN_IN_FIELDS: Record<SignInMode, readonly FormField<FieldKey>[]> = {
  password: [
    METHOD,
    { key: 'email', label: 'Email', kind: 'text' },
    { key: 'password', label: 'Password', kind: 'text' },
    SUBMIT,
  ],
  key: [METHOD, { key: 'sign_in_key', label: 'Sign-in key', kind: 'text' }, SUBMIT],
};

/** The sign-in form: email and password, or the sign-in key; POST /sessions; the new token becomes this terminal's. */
export function useSignIn() {
  const tui = useTui();
  const [method, setMethod] = useState<SignInMode>('password');
  const [draft, setDraft] = useState({ email: '', password: '', sign_in_key: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const fields = SIGN_IN_FIELDS[method];

  const submit = async () => {
    if (submitting) return;
    const checked = signInRequest(method, draft, deviceLabel('TUI'));
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setSubmitting(true);
    try {
      const session = await tui.client.signIn(checked.value);
      tui.signIn({ ...session.user, token: session.token });
      tui.toast(`Signed in as ${session.user.first_name} on this terminal.`);
      tui.home({ name: 'dashboard' });
    } catch (err) {
      setErrors({ _: signInFailure(err) });
      setSubmitting(false);
    }
  };

  const form = useFormKeys<FieldKey>(
    fields,
    {
      onChoose: () => {
        setMethod((current) => (current === 'password' ? 'key' : 'password'));
        setErrors({});
      },
      onSubmit: () => void submit(),
    },
    tui.active && !submitting,
  );

  const setField = (key: keyof typeof draft, value: string) => setDraft((current) => ({ ...current, [key]: value }));
  return {
    fields,
    draft: { ...draft, method },
    options: { method: SIGN_IN_METHODS },
    setField,
    errors,
    submitting,
    focus: form.focus,
    typing: form.typing,
  };
}
