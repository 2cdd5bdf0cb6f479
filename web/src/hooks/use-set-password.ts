import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '@spotter/core/api';
import { PasswordSchema } from '@spotter/core/schemas';
import type { FieldErrors } from '@spotter/core/rules';
import { useSpotterEnvironment } from '../lib/spotter-context';
import { useApiClient } from './use-api-client';
import { useMarkHasPassword } from './use-has-password';

/** Set a first password, or change it (then the current one is asked for). Field errors stay beside their fields. */
export function useSetPassword(hasPassword: boolean) {
  const client = useApiClient();
  const { userStore } = useSpotterEnvironment();
  const markHasPassword = useMarkHasPassword();
  const [password, setPassword] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const user = userStore.get();
    if (!user) return false;
    const found: FieldErrors = {};
    const checked = PasswordSchema.safeParse(password);
    if (!checked.success) found.password = checked.error.issues[0]?.message ?? 'Password is required';
    if (hasPassword && !currentPassword) found.current_password = 'Enter your current password';
    setErrors(found);
    if (Object.keys(found).length) return false;
    setSaving(true);
    try {
      await client.setPassword(user.id, hasPassword ? { password, current_password: currentPassword } : { password });
      markHasPassword();
      setPassword('');
      setCurrentPassword('');
      toast.success(hasPassword ? 'Password changed' : 'Password set: you can now sign in with your email and password');
      return true;
    } catch (err) {
      // A refused current password comes back as 401 (or 403): it belongs beside that field.
      if (hasPassword && err instanceof ApiError && (err.status === 401 || err.status === 403)) setErrors({ current_password: errorMessage(err) });
      else setErrors({ password: errorMessage(err) });
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { password, setPassword, currentPassword, setCurrentPassword, errors, saving, submit };
}
