import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import type { StoredUser } from '../../lib/current-user-store';

const SignOutDialog = lazy(() =>
  import('../../components/sign-out-dialog').then((m) => ({ default: m.SignOutDialog })),
);

/**
 * /onboarding opened while signed in: a new profile is a new account, and making it here would sign this one out
 * without asking. So it asks: go to your dashboard, or sign out first (the dialog warns when the key is the only
 * way back) and then fill in the new profile.
 */
export function SignedInNotice({ user }: { user: StoredUser }) {
  const [signingOut, setSigningOut] = useState(false);
  return (
    <section className="page onboarding">
      <header className="page-header">
        <h1>You are signed in as {user.first_name}</h1>
        <p className="muted">
          A new coaching profile is a separate account. To make one on this device, sign out of {user.first_name}
          &rsquo;s account first: its plans, sets and chats stay with it.
        </p>
      </header>
      <div className="button-row">
        <Link to={`/dashboard/${user.id}`} className="button primary">
          Go to my dashboard
        </Link>
        <button type="button" className="button secondary" onClick={() => setSigningOut(true)}>
          Sign out first
        </button>
      </div>
      {signingOut ? (
        <Suspense fallback={null}>
          <SignOutDialog onClose={() => setSigningOut(false)} then="/onboarding" />
        </Suspense>
      ) : null}
    </section>
  );
}
