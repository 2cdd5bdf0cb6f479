import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { SignOutDialog } from '../../components/sign-out-dialog';
import { useCurrentUser } from '../../hooks/use-current-user';
import { useHasPassword } from '../../hooks/use-has-password';
import { useProfile } from '../../hooks/use-profile';
import { DataSection } from './data-section';
import { DevicesSection } from './devices-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { SignInKeySection } from './sign-in-key-section';
import '../onboarding/onboarding.css';
import './account.css';

/** /account: the stored user's profile, password, sign-in key, devices, export and delete, and Sign out. */
export function AccountPage() {
  const stored = useCurrentUser();
  if (!stored) {
    return (
      <section className="page narrow center-text">
        <h1>Sign in to manage your account</h1>
        <p className="muted">Your profile, password, sign-in key and devices are here once you are signed in.</p>
        <div className="button-row center">
          <Link className="button primary" to="/signin">
            Sign in
          </Link>
        </div>
      </section>
    );
  }
  return <Account userId={stored.id} />;
}

function Account({ userId }: { userId: string }) {
  const hasPassword = useHasPassword();
  const profile = useProfile(userId, hasPassword);
  const [signingOut, setSigningOut] = useState(false);
  if (profile.loadError) {
    return (
      <section className="page narrow center-text">
        <h1>We couldn't open your account</h1>
        <p className="muted">{profile.loadError}</p>
      </section>
    );
  }
  if (!profile.user) return <PageLoader label="Loading your account..." />;
  return (
    <div className="page account">
      <header className="title-row">
        <div>
          <p className="eyebrow dark">Account</p>
          <h1>{profile.user.first_name}'s account</h1>
          <p className="muted">Change your profile, keep your way back in safe, and see where you are signed in.</p>
        </div>
        <button type="button" className="button ghost" onClick={() => setSigningOut(true)}>
          Sign out
        </button>
      </header>
      <ProfileSection profile={profile} hasPassword={hasPassword} />
      <div className="account-grid">
        <PasswordSection hasPassword={hasPassword} />
        <SignInKeySection hasPassword={hasPassword} />
      </div>
      <DevicesSection userId={userId} />
      <DataSection userId={userId} hasPassword={hasPassword} />
      {signingOut ? <SignOutDialog onClose={() => setSigningOut(false)} /> : null}
    </div>
  );
}
