import type { Units } from '@spotter/core/constants';
import type { PlannedSet, SessionExerciseView, SessionSet } from '@spotter/core/view-models';
import { Icon } from '../../components/icon';

interface ExerciseCardProps {
  exercise: SessionExerciseView;
  /** The exercise whose set comes next: its button is the big one. */
  upNext: boolean;
  units: Units;
  onLog: (planned: PlannedSet) => void;
  onAdjust: (planned: PlannedSet) => void;
  onEdit: (set: SessionSet) => void;
  onDelete: (set: SessionSet) => void;
}

/** One exercise of the session: its target and why, plates for a barbell, the sets done, and the one tap for the next. */
export function ExerciseCard({ exercise, upNext, onLog, onAdjust, onEdit, onDelete }: ExerciseCardProps) {
  const headingId = `exercise-${exercise.key.replace(/\W+/g, '-')}`;
  return (
    <article
      className={`card workout-card${upNext ? ' up-next' : ''}${exercise.complete ? ' complete' : ''}`}
      aria-labelledby={headingId}
    >
      <header className="workout-card-head">
        <h3 id={headingId} className="workout-card-title">
          {exercise.exercise_name}
        </h3>
        <span className={`badge ${exercise.complete ? 'green' : 'yellow'}`}>
          {exercise.done}/{exercise.planned_sets}
        </span>
      </header>
      <p className="workout-target">{exercise.target}</p>
      <p className="workout-reason muted small">{exercise.reason}</p>
      {exercise.warm_up ? <p className="workout-warm-up small">Warm-up sets first: {exercise.warm_up}</p> : null}
      {exercise.plates ? (
        <p className="workout-plates small">
          <Icon name="target" size={16} /> <span className="visually-hidden">Plates: </span>
          {exercise.plates}
        </p>
      ) : null}
      {exercise.rows.length ? (
        <ol className="plain-list set-rows" aria-label={`${exercise.exercise_name} sets`}>
          {exercise.rows.map((row, index) => (
            <li key={row.key} className={`set-row${row.set.waiting ? ' waiting' : ''}`}>
              <span className="set-number muted small">{index + 1}</span>
              <span className="set-result">{row.result}</span>
              <span className="set-detail muted small">{row.detail}</span>
              <span className="set-actions">
                <button
                  type="button"
                  className="button ghost small"
                  onClick={() => onEdit(row.set)}
                  aria-label={`Edit set ${index + 1}: ${row.result}`}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="button ghost small"
                  onClick={() => onDelete(row.set)}
                  aria-label={`Delete set ${index + 1}: ${row.result}`}
                >
                  <Icon name="close" size={16} />
                </button>
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {exercise.next && exercise.nextLabel ? (
        <div className="workout-log-row">
          <button
            type="button"
            className={`button ${upNext ? 'primary large' : 'secondary'} log-button`}
            onClick={() => onLog(exercise.next!)}
          >
            <Icon name="check" /> {exercise.nextLabel}
          </button>
          <button
            type="button"
            className="button ghost"
            onClick={() => onAdjust(exercise.next!)}
            aria-label={`Adjust the ${exercise.exercise_name} set`}
          >
            Adjust
          </button>
        </div>
      ) : (
        <p className="workout-done small">
          <Icon name="check" size={16} /> All sets done
        </p>
      )}
    </article>
  );
}
