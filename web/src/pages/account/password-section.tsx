import { TEXT_LIMITS } from '@spotter/core/constants';
import { NewPasswordField } from '../../components/new-password-field';
import { TextField } from '../../components/text-field';
import { useSetPassword } from '../../hooks/use-set-password';
import { submitHandler } from '../../lib/submit-handler';

/** Set a first password, or change it, confirmed with the current password or the sign-in key. */
export function PasswordSection({ hasPassword }: { hasPassword: boolean | null }) {
  const form = useSetPassword(hasPassword === true);
  return (
    <section className="card account-section" aria-labelledby="password-title">
      <h2 id="password-title">Password</h2>
      <p className="muted">
        {hasPassword === null
          ? 'Checking whether your account has a password...'
          : hasPassword
            ? 'Your account has a password: you can sign in with your email and password on any device.'
            : 'Your account has no password yet. Set one to sign in with your email on any device, as well as with your sign-in key.'}
      </p>
      {hasPassword === null ? null : (
        <form className="account-form" onSubmit={submitHandler(form.submit)} noValidate aria-busy={form.saving}>
          <TextField
            label={hasPassword ? 'Current password (or your sign-in key)' : 'Your sign-in key, to confirm'}
            name="current_password"
            type="password"
            autoComplete={hasPassword ? 'current-password' : 'off'}
            maxLength={TEXT_LIMITS.password}
            hint="Every other device is signed out"
            value={form.currentPassword}
            onValueChange={form.setCurrentPassword}
            error={form.errors.current_password}
          />
          <NewPasswordField form={form} label={hasPassword ? 'New password' : 'Password'} name="password" />
          <div className="button-row">
            <button type="submit" className="button primary" disabled={form.saving}>
              {form.saving ? 'Saving...' : hasPassword ? 'Change password' : 'Set password'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
