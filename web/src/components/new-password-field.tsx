import { PASSWORD_MIN_LENGTH, TEXT_LIMITS } from '@spotter/core/constants';
import type { useSetPassword } from '../hooks/use-set-password';
import { TextField } from './text-field';

/** The new password of a set-password form: core's length limits, their hint, and the form's error beside it. */
export function NewPasswordField({
  form,
  label,
  name,
}: {
  form: ReturnType<typeof useSetPassword>;
  label: string;
  name: string;
}) {
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      minLength={PASSWORD_MIN_LENGTH}
      maxLength={TEXT_LIMITS.password}
      hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
      value={form.password}
      onValueChange={form.setPassword}
      error={form.errors.password}
    />
  );
}
