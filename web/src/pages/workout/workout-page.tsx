import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import type { Units } from '@spotter/core/constants';
import { workoutSessionView, type PlannedSet, type SessionSet } from '@spotter/core/view-models';
import { PageLoader } from '../../components/page-loader';
import { useCurrentUser } from '../../hooks/use-current-user';
import { useRestTimer } from '../../hooks/use-rest-timer';
import { useWorkoutSession, type SetExtras } from '../../hooks/use-workout-session';
import { ringRestBell } from '../../lib/rest-bell';
import { ExerciseCard } from './exercise-card';
import { RestTimerBar } from './rest-timer-bar';
import { SetDialog, type SetDialogRequest } from './set-dialog';
import './workout.css';

/** /workout: today's session, phone first. Signed out, it says how to get here. */
export function WorkoutPage() {
  const user = useCurrentUser();
  if (!user) {
    return (
      <section className="page narrow center-text">
        <h1>Sign in to log your workout</h1>
        <p className="muted">
          Your plan's next session, with targets from what you lifted last time, is here once you are signed in.
        </p>
        <div className="button-row center">
          <Link className="button primary" to="/signin">
            Sign in
          </Link>
        </div>
      </section>
    );
  }
  return <Workout userId={user.id} units={(user as { units?: Units }).units ?? 'kg'} />;
}

function Workout({ userId, units }: { userId: string; units: Units }) {
  const session = useWorkoutSession(userId);
  const timer = useRestTimer(ringRestBell);
  const [dialog, setDialog] = useState<SetDialogRequest | null>(null);

  const log = useCallback(
    (planned: PlannedSet, restSec: number | null, extras?: Partial<SetExtras>) => {
      void session.logSet(planned, extras);
      // A warm-up stretch the plan gives no rest after starts no timer.
      if (restSec) timer.start(restSec);
      else timer.skip();
    },
    [session, timer],
  );

  if (session.loading) return <PageLoader />;
  if (!session.next) {
    return (
      <section className="page narrow center-text">
        <h1>No session to show</h1>
        <p className="muted">{session.nextError ?? 'Build a plan first: your sessions come from it.'}</p>
        <div className="button-row center">
          <Link className="button primary" to={`/dashboard/${userId}`}>
            Go to my dashboard
          </Link>
        </div>
      </section>
    );
  }

  const view = workoutSessionView(session.next, session.sets, units);
  const editRow = (set: SessionSet) => setDialog({ mode: 'edit', set });
  return (
    <div className="workout-page">
      <section className="page workout" aria-labelledby="workout-title">
        <header className="workout-header">
          <div>
            <p className="eyebrow dark">{session.started ? 'Session in progress' : "Today's session"}</p>
            <h1 id="workout-title">{view.title}</h1>
            <p className="muted small workout-progress">
              {view.done} of {view.total} sets done
            </p>
          </div>
          {session.started ? (
            <button type="button" className="button ghost" onClick={() => void session.finish()}>
              Finish
            </button>
          ) : (
            <button type="button" className="button primary" onClick={() => void session.start()}>
              Start
            </button>
          )}
        </header>
        {!session.online || session.queueLine ? (
          <p className={`workout-sync${session.online ? '' : ' offline'}`} role="status">
            {session.online
              ? session.queueLine
              : `Offline: ${session.queueLine ?? 'sets you log are kept on this device'}`}
          </p>
        ) : null}
        <ol className="workout-blocks plain-list">
          {view.blocks.map((block) => (
            <li key={block.key} className={block.label ? 'workout-block superset' : 'workout-block'}>
              {block.label ? <h2 className="superset-label">{block.label}</h2> : null}
              {block.exercises.map((exercise) => (
                <ExerciseCard
                  key={exercise.key}
                  exercise={exercise}
                  upNext={exercise.key === view.upNext}
                  units={units}
                  onLog={(planned) =>
                    exercise.askLoad
                      ? setDialog({ mode: 'log', planned, restSec: exercise.rest_sec })
                      : log(planned, exercise.rest_sec)
                  }
                  onAdjust={(planned) => setDialog({ mode: 'log', planned, restSec: exercise.rest_sec })}
                  onEdit={editRow}
                  onDelete={(set) => void session.deleteSet(set)}
                />
              ))}
            </li>
          ))}
        </ol>
        <p className="workout-links small">
          <Link to={`/dashboard/${userId}`}>Film a set</Link> (the coach counts it and it lands in this session) ·{' '}
          <Link to="/import">Import your history</Link>
        </p>
        {view.extra.length ? (
          <section className="card workout-extra" aria-label="Other sets today">
            <h2 className="workout-card-title">Other sets today</h2>
            <ul className="plain-list set-rows">
              {view.extra.map((row) => (
                <li key={row.key} className="set-row">
                  <span className="set-result">{row.result}</span>
                  <span className="set-detail muted small">{row.detail}</span>
                  <button type="button" className="button ghost small" onClick={() => editRow(row.set)}>
                    Edit
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </section>
      <RestTimerBar timer={timer} />
      {dialog ? (
        <SetDialog
          request={dialog}
          units={units}
          onClose={() => setDialog(null)}
          onLog={(planned, extras) => {
            setDialog(null);
            log(planned, dialog.mode === 'log' ? dialog.restSec : null, extras);
          }}
          onSave={(set, change) => {
            setDialog(null);
            void session.editSet(set, change);
          }}
          onDelete={(set) => {
            setDialog(null);
            void session.deleteSet(set);
          }}
        />
      ) : null}
    </div>
  );
}
