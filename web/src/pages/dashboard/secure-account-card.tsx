import { TEXT_LIMITS } from '@spotter/core/constants';
import { NewPasswordField } from '../../components/new-password-field';
import { TextField } from '../../components/text-field';
import { useSetPassword } from '../../hooks/use-set-password';
import { submitHandler } from '../../lib/submit-handler';

/**
 * 'Secure your account': offered while the account has no password. Dismissible for this visit. Confirmed with the
 * sign-in key: the one this page just showed after sign-up, else typed.
 */
export function SecureAccountCard({ onDismiss, signInKey }: { onDismiss: () => void; signInKey?: string }) {
  const form = useSetPassword(false, signInKey);
  return (
    <section className="card account-card" aria-labelledby="secure-card-title">
      <div className="account-card-copy">
        <h2 id="secure-card-title">Secure your account</h2>
        <p>Set a password to sign in with your email on any device, as well as with your sign-in key.</p>
      </div>
      <form className="inline-form" onSubmit={submitHandler(form.submit)} noValidate aria-busy={form.saving}>
        <NewPasswordField form={form} label="New password" name="new_password" />
        {signInKey ? null : (
          <TextField
            label="Your sign-in key, to confirm"
            name="secure_sign_in_key"
            type="password"
            autoComplete="off"
            maxLength={TEXT_LIMITS.password}
            value={form.currentPassword}
            onValueChange={form.setCurrentPassword}
            error={form.errors.current_password}
          />
        )}
        <div className="button-row">
          <button type="submit" className="button primary" disabled={form.saving}>
            {form.saving ? 'Setting password...' : 'Set password'}
          </button>
          <button type="button" className="button ghost" onClick={onDismiss}>
            Not now
          </button>
        </div>
      </form>
    </section>
  );
}
