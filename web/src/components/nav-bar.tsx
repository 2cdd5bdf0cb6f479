import { Suspense, lazy, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { PRODUCT_NAME } from '@spotter/core/constants';
import { useCurrentUser } from '../hooks/use-current-user';
import { BrandMark } from './brand-mark';
import { Icon } from './icon';

// The dialog talks to the API (zod and the client): it loads only when someone asks to sign out.
const SignOutDialog = lazy(() => import('./sign-out-dialog').then((m) => ({ default: m.SignOutDialog })));

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link active' : 'nav-link');

/** The phone's menu closes on Escape (focus back on its button) and on a press anywhere outside the bar. */
function useMenuDismiss(
  open: boolean,
  close: () => void,
  nav: RefObject<HTMLElement | null>,
  button: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, nav, button]);
}

/**
 * Spec §2: always shown; the logo links to /; with a stored user Dashboard, Workout, Exercises, Account and Sign out,
 * else Sign in. On a phone the signed-in links sit behind a Menu button, so the bar keeps the wordmark and room.
 */
export function NavBar() {
  const user = useCurrentUser();
  const [signingOut, setSigningOut] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useMenuDismiss(menuOpen, closeMenu, nav, menuButton);
  return (
    <header className="nav-bar">
      <nav className="nav-inner" aria-label="Main" ref={nav}>
        <Link to="/" className="brand" aria-label={`${PRODUCT_NAME} home`}>
          <BrandMark />
          <span className="brand-name">{PRODUCT_NAME}</span>
        </Link>
        {user ? (
          <button
            ref={menuButton}
            type="button"
            className="nav-menu-button"
            aria-expanded={menuOpen}
            aria-controls="nav-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} />
            Menu
          </button>
        ) : null}
        {user ? (
          // A choice in the menu closes it (the links navigate, Sign out opens its dialog).
          <ul id="nav-menu" className={`nav-links signed-in plain-list${menuOpen ? ' open' : ''}`} onClick={closeMenu}>
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
