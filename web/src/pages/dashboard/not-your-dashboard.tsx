import { Link } from 'react-router';

/** A dashboard address that is not the stored user's: say whose it is not, and offer Sign in / my dashboard. */
export function NotYourDashboard({ storedUserId }: { storedUserId: string | null }) {
  return (
    <section className="page narrow center-text">
      {storedUserId ? (
        <>
          <h1>This dashboard belongs to another account</h1>
          <p className="muted">
            You are signed in with a different account on this browser. Dashboards are private to their owner.
          </p>
        </>
      ) : (
        <>
          <h1>Sign in to see this dashboard</h1>
          <p className="muted">
            Dashboards are private. If this one is yours, sign in with your email and password or your sign-in key.
          </p>
        </>
      )}
      <div className="button-row center">
        <Link className={storedUserId ? 'button ghost' : 'button primary'} to="/signin">
          Sign in
        </Link>
        {storedUserId ? (
          <Link className="button primary" to={`/dashboard/${storedUserId}`}>
            Go to my dashboard
          </Link>
        ) : (
          <Link className="button ghost" to="/onboarding">
            Build a new profile
          </Link>
        )}
      </div>
    </section>
  );
}
