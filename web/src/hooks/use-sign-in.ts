import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '@spotter/core/api';
import { storedUserFrom } from '@spotter/core/flows';
import { MESSAGES } from '@spotter/core/constants';
import { EmailSchema } from '@spotter/core/schemas';
import type { FieldErrors } from '@spotter/core/rules';
import { deviceLabel } from '../lib/device-label';
import { useSpotterEnvironment } from '../lib/spotter-context';
import { useApiClient } from './use-api-client';

export type SignInMode = 'password' | 'key';

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Wait a few minutes, then try again.';

/** Why a sign-in failed, as the form says it: one generic sentence for any refusal, a clear one for the rate limit. */
export function signInFailure(err: unknown): string {
  if (err instanceof ApiError && err.status === 401) return MESSAGES.signInFailed;
  if (err instanceof ApiError && err.status === 429) return TOO_MANY_ATTEMPTS;
  return errorMessage(err);
}

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

  const check = (): FieldErrors => {
    if (mode === 'key') return signInKey.trim() ? {} : { sign_in_key: 'Enter your sign-in key' };
    const found: FieldErrors = {};
    if (!email.trim()) found.email = 'Email is required';
    else if (!EmailSchema.safeParse(email).success) found.email = 'Email must be a valid email address';
    if (!password) found.password = 'Password is required';
    return found;
  };

  const submit = async () => {
    const found = check();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setSubmitting(true);
    try {
      const device = deviceLabel(navigator.userAgent);
      const result = await client.signIn(mode === 'key' ? { sign_in_key: signInKey.trim(), device } : { email: email.trim(), password, device });
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
