/** A decorative preview of the feedback a user gets (not live data). */
export function HeroVisual() {
  return (
    <div className="hero-visual" aria-hidden="true">
      <div className="preview-card">
        <div className="preview-head">
          <span className="preview-dot" />
          <span>Back Squat · side view</span>
        </div>
        <div className="preview-reps">
          <span className="preview-number">5</span>
          <span className="preview-unit">reps</span>
        </div>
        <ul className="preview-faults">
          <li>
            <span className="chip warn">Rep 4 · 0:11</span> Knees caving in
          </li>
          <li>
            <span className="chip ok">Strength</span> Consistent depth
          </li>
        </ul>
        <div className="preview-bar">
          <span style={{ width: '82%' }} />
        </div>
        <p className="preview-caption">New personal best: 5 × 100 kg</p>
      </div>
    </div>
  );
}
