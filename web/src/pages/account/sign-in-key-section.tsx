import { useState } from 'react';
import { TEXT_LIMITS } from '@spotter/core/constants';
import { SignInKeyReveal } from '../../components/sign-in-key-reveal';
import { TextField } from '../../components/text-field';
import { useNewSignInKey } from '../../hooks/use-new-sign-in-key';
import { submitHandler } from '../../lib/submit-handler';

/** Make a new sign-in key (the old one stops working); shown once with Copy and Download. */
export function SignInKeySection({ hasPassword }: { hasPassword: boolean | null }) {
  const newKey = useNewSignInKey();
  const [currentPassword, setCurrentPassword] = useState('');
  const onSubmit = submitHandler(async () => {
    if (await newKey.make(currentPassword)) setCurrentPassword('');
  });
  return (
    <section className="card account-section" aria-labelledby="key-title">
      <h2 id="key-title">Sign-in key</h2>
      <p className="muted">
        Your sign-in key opens your account from any device. Lost it, or think someone else has it? Make a new one: the
        old key stops working at once.
      </p>
      {newKey.signInKey ? (
        <SignInKeyReveal signInKey={newKey.signInKey} />
      ) : (
        <form className="account-form" onSubmit={onSubmit} noValidate aria-busy={newKey.making}>
          <TextField
            label={
              hasPassword
                ? 'Current password (or your current key), to confirm'
                : 'Your current sign-in key, to confirm'
            }
            name="key_current_password"
            type="password"
            autoComplete={hasPassword ? 'current-password' : 'off'}
            maxLength={TEXT_LIMITS.password}
            hint="Every other device is signed out"
            value={currentPassword}
            onValueChange={setCurrentPassword}
            error={newKey.error ?? undefined}
          />
          <div className="button-row">
            <button type="submit" className="button primary" disabled={newKey.making || hasPassword === null}>
              {newKey.making ? 'Making a new key...' : 'Make a new sign-in key'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
