import { Link, NavLink } from 'react-router';
import { PRODUCT_NAME } from '@spotter/core/constants';
import { useCurrentUser } from '../hooks/use-current-user';
import { BrandMark } from './brand-mark';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link active' : 'nav-link');

/** Spec §2: always shown; the logo links to /; Dashboard and Exercises links only with a stored user. */
export function NavBar() {
  const user = useCurrentUser();
  return (
    <header className="nav-bar">
      <nav className="nav-inner" aria-label="Main">
        <Link to="/" className="brand" aria-label={`${PRODUCT_NAME} home`}>
          <BrandMark />
          <span className="brand-name">{PRODUCT_NAME}</span>
        </Link>
        {user ? (
          <ul className="nav-links">
            <li>
              <NavLink to={`/dashboard/${user.id}`} className={linkClass}>
                Dashboard
              </NavLink>
            </li>
            <li>
              <NavLink to="/exercises" className={linkClass}>
                Exercises
              </NavLink>
            </li>
          </ul>
        ) : null}
      </nav>
    </header>
  );
}
