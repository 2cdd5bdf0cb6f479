import type { RestTimerControls } from '../../hooks/use-rest-timer';

/**
 * The rest timer, pinned to the bottom of the workout screen so it is always in sight: the time left with a bar
 * that fills, and −15 s / +15 s / skip. Before the first set it says how it works.
 */
export function RestTimerBar({ timer }: { timer: RestTimerControls }) {
  const view = timer.view;
  const done = view?.done ?? false;
  return (
    <section className={`rest-timer${view ? ' running' : ''}${done ? ' done' : ''}`} aria-label="Rest timer">
      <div className="rest-timer-inner">
        <div className="rest-timer-readout">
          <span className="rest-timer-label">{done ? 'Rest over' : view ? 'Rest' : 'Rest timer'}</span>
          <span className="rest-timer-clock" role="timer" aria-live="off">
            {view ? view.label : '–:––'}
          </span>
          {done ? (
            <span className="visually-hidden" role="status">
              Rest over: next set
            </span>
          ) : null}
        </div>
        {view ? (
          <div className="rest-timer-buttons">
            <button type="button" className="button secondary small" onClick={timer.shorter} disabled={done}>
              −15 s<span className="visually-hidden"> rest</span>
            </button>
            <button type="button" className="button secondary small" onClick={timer.longer}>
              +15 s<span className="visually-hidden"> rest</span>
            </button>
            <button type="button" className="button ghost small" onClick={timer.skip}>
              {done ? 'Close' : 'Skip'}
            </button>
          </div>
        ) : (
          <span className="rest-timer-hint muted small">Starts when you log a set</span>
        )}
      </div>
      <div className="rest-timer-track" aria-hidden="true">
        <div className="rest-timer-fill" style={{ transform: `scaleX(${view ? view.progress : 0})` }} />
      </div>
    </section>
  );
}
