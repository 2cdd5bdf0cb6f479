import { Link, Navigate } from 'react-router';
import { MESSAGES } from '@spotter/core/constants';
import { useCurrentUser } from '../../hooks/use-current-user';
import { FeatureCards } from './feature-cards';
import { CategoryCounts } from './category-counts';
import { HeroVisual } from './hero-visual';
import './landing.css';

/** Spec §2 landing: redirects a stored user to their dashboard; otherwise the pitch and the ways in. */
export function LandingPage() {
  const user = useCurrentUser();
  if (user) return <Navigate to={`/dashboard/${user.id}`} replace />;
  return (
    <div className="landing">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero-inner">
          <div className="hero-copy">
            <p className="eyebrow">Your AI strength coach</p>
            <h1 id="hero-title">
              Every rep counted. <span className="accent">Every fault caught.</span>
            </h1>
            <p className="hero-lede">
              Film a set on your phone. Spotter counts your reps, checks your form against the cues coaches use, tracks
              your personal bests and builds a plan around the equipment you actually have.
            </p>
            <div className="hero-actions">
              <Link className="button primary large" to="/onboarding">
                {MESSAGES.startJourney}
              </Link>
              <Link className="button ghost-light large" to="/exercises">
                Browse the exercise library
              </Link>
            </div>
          </div>
          <HeroVisual />
        </div>
      </section>
      <FeatureCards />
      <CategoryCounts />
      <section className="final-cta" aria-labelledby="cta-title">
        <h2 id="cta-title">Your next set could be your best one.</h2>
        <p className="muted">Set up your profile in a minute. No card needed.</p>
        <Link className="button primary large" to="/onboarding">
          Get Started for Free
        </Link>
        <p className="muted signin-line">
          Already have an account? <Link to="/signin">Sign in</Link>
        </p>
      </section>
    </div>
  );
}
