import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useHasPassword } from '../../hooks/use-has-password';
import type { DashboardArrival } from '../../lib/dashboard-arrival';
import { SecureAccountCard } from './secure-account-card';
import { SignInKeyCard } from './sign-in-key-card';

/** The account cards above the dashboard: the sign-in key once after sign-up, then 'Secure your account' while there is no password. */
export function AccountCards() {
  const location = useLocation();
  const navigate = useNavigate();
  const hasPassword = useHasPassword();
  const [secureDismissed, setSecureDismissed] = useState(false);
  const signInKey = (location.state as DashboardArrival | null)?.signInKey;
  // Dropping the navigation state hides the key for good: a reload or Back does not bring it back.
  const dismissKey = () =>
    void navigate(location.pathname, {
      replace: true,
      state: { firstVisit: (location.state as DashboardArrival | null)?.firstVisit } satisfies DashboardArrival,
    });
  if (!signInKey && (hasPassword !== false || secureDismissed)) return null;
  return (
    <div className="account-cards">
      {signInKey ? <SignInKeyCard signInKey={signInKey} onDismiss={dismissKey} /> : null}
      {hasPassword === false && !secureDismissed ? (
        <SecureAccountCard onDismiss={() => setSecureDismissed(true)} signInKey={signInKey} />
      ) : null}
    </div>
  );
}
