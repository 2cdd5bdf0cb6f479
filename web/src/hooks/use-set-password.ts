import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '@spotter/core/api';
import { PasswordSchema, proofFields } from '@spotter/core/schemas';
import type { FieldErrors } from '@spotter/core/rules';
import { useSpotterEnvironment } from '../lib/spotter-context';
import { useApiClient } from './use-api-client';
import { useMarkHasPassword } from './use-has-password';

/** What a new password or key did to the account's other devices, for the toast. */
export const signedOutNote = (count: number) =>
  count === 0
    ? 'No other device was signed in.'
    : `${count} other device${count === 1 ? ' was' : 's were'} signed out.`;

/**
 * Set a first password, or change it, confirmed with the current password or the sign-in key (`knownKey`: the key
 * this page just showed, so a new account is not asked for it again). Every other device is signed out, and said so.
 * Field errors stay beside their fields.
 */
export function useSetPassword(hasPassword: boolean, knownKey?: string) {
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
    const proof = currentPassword || knownKey || '';
    if (!proof)
      found.current_password = hasPassword
        ? 'Enter your current password (or your sign-in key)'
        : 'Enter your sign-in key';
    setErrors(found);
    if (Object.keys(found).length) return false;
    setSaving(true);
    try {
      const { signed_out_devices: signedOut } = await client.setPassword(user.id, { password, ...proofFields(proof) });
      markHasPassword();
      setPassword('');
      setCurrentPassword('');
      toast.success(
        hasPassword ? 'Password changed' : 'Password set: you can now sign in with your email and password',
        { description: signedOutNote(signedOut) },
      );
      return true;
    } catch (err) {
      // A refused current password comes back as 401 (or 403): it belongs beside that field.
      if (err instanceof ApiError && (err.status === 403 || err.status === 429))
        setErrors({ current_password: errorMessage(err) });
      else setErrors({ password: errorMessage(err) });
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { password, setPassword, currentPassword, setCurrentPassword, errors, saving, submit };
}
