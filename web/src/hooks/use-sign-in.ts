import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { signInFailure, signInRequest, storedUserFrom, type SignInMode } from '@spotter/core/flows';
import type { FieldErrors } from '@spotter/core/rules';
import { deviceLabel } from '../lib/device-label';
import { useSpotterEnvironment } from '../lib/spotter-context';
import { useApiClient } from './use-api-client';

/** The /signin form: email + password or a sign-in key; a token for this device, stored like sign-up's. */
export function useSignIn() {
  const client = useApiClient();
  const { userStore } = useSpotterEnvironment();
  const navigate = useNavigate();
  const [mode, setMode] = useState<SignInMode>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [signInKey, setSignInKey] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    const checked = signInRequest(mode, { email, password, sign_in_key: signInKey }, deviceLabel(navigator.userAgent));
    setErrors(checked.ok ? {} : checked.errors);
    setFailure(null);
    if (!checked.ok) return;
    setSubmitting(true);
    try {
      const result = await client.signIn(checked.value);
      userStore.set(storedUserFrom(result.user, result.token, mode === 'password' ? { has_password: true } : {}));
      void navigate(`/dashboard/${result.user.id}`);
      toast.success(`Welcome back, ${result.user.first_name}!`);
    } catch (err) {
      setFailure(signInFailure(err));
      setPassword('');
    } finally {
      setSubmitting(false);
    }
  };

  return {
    mode,
    setMode: (next: SignInMode) => {
      setMode(next);
      setErrors({});
      setFailure(null);
    },
    email,
    setEmail,
    password,
    setPassword,
    signInKey,
    setSignInKey,
    errors,
    failure,
    submitting,
    submit,
  };
}
