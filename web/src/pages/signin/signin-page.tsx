import { Link, useLocation } from 'react-router';
import { TEXT_LIMITS } from '@spotter/core/constants';
import { TextField } from '../../components/text-field';
import type { SignInReason } from '../../hooks/use-api-client';
import { useCurrentUser } from '../../hooks/use-current-user';
import type { SignInMode } from '@spotter/core/flows';
import { useSignIn } from '../../hooks/use-sign-in';
import { submitHandler } from '../../lib/submit-handler';
import './signin.css';

const REASONS: Record<SignInReason, string> = {
  expired:
    'You were signed out on this device: its session was ended (signed out from another device, or revoked). Sign in again to carry on.',
  'signed-out-everywhere': 'You signed out everywhere: every device, this one included, needs to sign in again.',
};

const MODES: { value: SignInMode; label: string }[] = [
  { value: 'password', label: 'Email and password' },
  { value: 'key', label: 'Sign-in key' },
];

/** /signin: back into an existing account from any browser, with email + password or the sign-in key. */
export function SignInPage() {
  const signIn = useSignIn();
  const stored = useCurrentUser();
  const state = useLocation().state as { reason?: SignInReason } | null;
  const reason = state?.reason ? REASONS[state.reason] : null;
  return (
    <section className="page narrow signin">
      <header className="page-header">
        <p className="eyebrow dark">Welcome back</p>
        <h1>Sign in to Spotter</h1>
        <p className="muted">Use your email and password, or the sign-in key you saved when you signed up.</p>
      </header>
      {reason ? (
        <p className="notice info" role="status">
          {reason}
        </p>
      ) : null}
      {stored ? (
        <p className="notice">
          This browser is signed in as {stored.first_name}.{' '}
          <Link to={`/dashboard/${stored.id}`}>Go to my dashboard</Link>, or sign in below to switch accounts.
        </p>
      ) : null}
      <form
        className="card form-card signin-form"
        onSubmit={submitHandler(signIn.submit)}
        noValidate
        aria-busy={signIn.submitting}
      >
        <fieldset className="segmented">
          <legend className="visually-hidden">Sign in with</legend>
          {MODES.map((mode) => (
            <label key={mode.value} className={signIn.mode === mode.value ? 'on' : undefined}>
              <input
                type="radio"
                name="mode"
                value={mode.value}
                checked={signIn.mode === mode.value}
                onChange={() => signIn.setMode(mode.value)}
              />
              {mode.label}
            </label>
          ))}
        </fieldset>
        {signIn.mode === 'password' ? (
          <>
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={TEXT_LIMITS.email}
              value={signIn.email}
              onValueChange={signIn.setEmail}
              error={signIn.errors.email}
            />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={TEXT_LIMITS.password}
              value={signIn.password}
              onValueChange={signIn.setPassword}
              error={signIn.errors.password}
            />
          </>
        ) : (
          <TextField
            label="Sign-in key"
            name="sign_in_key"
            autoComplete="off"
            spellCheck={false}
            required
            maxLength={TEXT_LIMITS.password}
            hint="The key from the card after sign-up, or from the file you downloaded."
            value={signIn.signInKey}
            onValueChange={signIn.setSignInKey}
            error={signIn.errors.sign_in_key}
          />
        )}
        {signIn.failure ? (
          <p className="form-error" role="alert">
            {signIn.failure}
          </p>
        ) : null}
        <button type="submit" className="button primary large block" disabled={signIn.submitting}>
          {signIn.submitting ? <span className="spinner small" aria-hidden="true" /> : null}
          {signIn.submitting ? 'Signing in...' : 'Sign in'}
        </button>
        <p className="small muted center-text">
          New to Spotter? <Link to="/onboarding">Build your profile</Link>
        </p>
      </form>
    </section>
  );
}
