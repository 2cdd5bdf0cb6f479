import { useState } from 'react';
import { ApiError, errorMessage } from '@spotter/core/api';
import type { FieldErrors } from '@spotter/core/rules';
import { tuiDeviceLabel } from '../device-label.js';
import { useTui } from '../tui-context.js';
import { useFormKeys, type FormField } from './use-form-keys.js';

export type SignInMethod = 'password' | 'key';
type FieldKey = 'method' | 'email' | 'password' | 'key' | 'submit';

export const SIGN_IN_METHODS = [
  { value: 'password', label: 'Email and password' },
  { value: 'key', label: 'Sign-in key' },
] as const;

const METHOD: FormField<FieldKey> = { key: 'method', label: 'Use', kind: 'choice' };
const SUBMIT: FormField<FieldKey> = { key: 'submit', label: 'Sign in', kind: 'submit' };
export const SIGN_IN_FIELDS: Record<SignInMethod, readonly FormField<FieldKey>[]> = {
  password: [METHOD, { key: 'email', label: 'Email', kind: 'text' }, { key: 'password', label: 'Password', kind: 'text' }, SUBMIT],
  key: [METHOD, { key: 'key', label: 'Sign-in key', kind: 'text' }, SUBMIT],
};

/** The sign-in form: email and password, or the sign-in key; POST /sessions; the new token becomes this terminal's. */
export function useSignIn() {
  const tui = useTui();
  const [method, setMethod] = useState<SignInMethod>('password');
  const [draft, setDraft] = useState({ email: '', password: '', key: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const fields = SIGN_IN_FIELDS[method];

  const missing = (): FieldErrors => {
    if (method === 'key') return draft.key.trim() ? {} : { key: 'The sign-in key is required' };
    return { ...(draft.email.trim() ? {} : { email: 'Email is required' }), ...(draft.password ? {} : { password: 'Password is required' }) };
  };

  const submit = async () => {
    if (submitting) return;
    const problems = missing();
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setSubmitting(true);
    const device = tuiDeviceLabel();
    try {
      const body = method === 'key' ? { sign_in_key: draft.key.trim(), device } : { email: draft.email.trim(), password: draft.password, device };
      const session = await tui.client.signIn(body);
      tui.signIn({ ...session.user, token: session.token });
      tui.toast(`Signed in as ${session.user.first_name} on this terminal.`);
      tui.home({ name: 'dashboard' });
    } catch (err) {
      // 401 is one generic message for every wrong credential; 429 says to wait.
      setErrors({ _: err instanceof ApiError && err.status === 429 ? `${err.detail}: wait a few minutes` : errorMessage(err) });
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

  const setField = (key: 'email' | 'password' | 'key', value: string) => setDraft((current) => ({ ...current, [key]: value }));
  return { fields, draft: { ...draft, method }, options: { method: SIGN_IN_METHODS }, setField, errors, submitting, focus: form.focus, typing: form.typing };
}
