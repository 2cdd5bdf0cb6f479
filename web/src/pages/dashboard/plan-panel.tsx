import { Icon } from '../../components/icon';

/** The latest workout plan in a scrollable, keyboard-focusable area. */
export function PlanPanel({ text }: { text: string | null }) {
  return (
    <section className="card panel" aria-labelledby="plan-title">
      <h2 id="plan-title" className="panel-title">
        <Icon name="plan" /> Latest Workout Plan
      </h2>
      {text ? (
        <div className="plan-text" tabIndex={0} role="region" aria-label="Workout plan text">
          {text}
        </div>
      ) : (
        <p className="empty-note">No plan yet. Scan your equipment and your coach will write one.</p>
      )}
    </section>
  );
}
