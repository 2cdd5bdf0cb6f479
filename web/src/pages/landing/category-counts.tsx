import { Link } from 'react-router';
import { landingCounts } from '@spotter/core/view-models';

/** Marketing counts per category (spec §2) and the way into the library. */
export function CategoryCounts() {
  return (
    <section className="counts" aria-labelledby="counts-title">
      <div className="counts-inner">
        <div>
          <h2 id="counts-title" className="section-title">
            Train any discipline
          </h2>
          <p className="muted">From barbell basics to Olympic lifts, each exercise comes with the cues that matter.</p>
        </div>
        <ul className="count-grid plain-list">
          {landingCounts().map((entry) => (
            <li key={entry.key} className="count-tile">
              <span className="count-value">{entry.value}</span>
              <span className="count-label">{entry.label}</span>
            </li>
          ))}
        </ul>
        <Link className="button secondary" to="/exercises">
          Explore Exercises
        </Link>
      </div>
    </section>
  );
}
