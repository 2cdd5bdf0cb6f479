import { Suspense, lazy, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { PRODUCT_NAME } from '@spotter/core/constants';
import { useCurrentUser } from '../hooks/use-current-user';
import { BrandMark } from './brand-mark';

// The dialog talks to the API (zod and the client): it loads only when someone asks to sign out.
const SignOutDialog = lazy(() => import('./sign-out-dialog').then((m) => ({ default: m.SignOutDialog })));

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link active' : 'nav-link');

/** Spec §2: always shown; the logo links to /; with a stored user Dashboard, Exercises, Account and Sign out, else Sign in. */
export function NavBar() {
  const user = useCurrentUser();
  const [signingOut, setSigningOut] = useState(false);
  return (
    <header className="nav-bar">
      <nav className="nav-inner" aria-label="Main">
        <Link to="/" className="brand" aria-label={`${PRODUCT_NAME} home`}>
          <BrandMark />
          <span className="brand-name">{PRODUCT_NAME}</span>
        </Link>
        {user ? (
          <ul className="nav-links signed-in plain-list">
            <li>
              <NavLink to={`/dashboard/${user.id}`} className={linkClass}>
                Dashboard
              </NavLink>
            </li>
            <li>
              <NavLink to="/workout" className={linkClass}>
                Workout
              </NavLink>
            </li>
            <li>
              <NavLink to="/exercises" className={linkClass}>
                Exercises
              </NavLink>
            </li>
            <li>
              <NavLink to="/account" className={linkClass}>
                Account
              </NavLink>
            </li>
            <li>
              <button type="button" className="nav-link nav-button" onClick={() => setSigningOut(true)}>
                Sign out
              </button>
            </li>
          </ul>
        ) : (
          <ul className="nav-links plain-list">
            <li>
              <NavLink to="/signin" className={linkClass}>
                Sign in
              </NavLink>
            </li>
          </ul>
        )}
      </nav>
      {user && signingOut ? (
        <Suspense fallback={null}>
          <SignOutDialog onClose={() => setSigningOut(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
