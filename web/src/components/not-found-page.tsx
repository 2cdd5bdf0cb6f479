import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="page narrow center-text">
      <h1>Page not found</h1>
      <p className="muted">There is nothing at this address.</p>
      <Link className="button primary" to="/">
        Back to Spotter
      </Link>
    </section>
  );
}
