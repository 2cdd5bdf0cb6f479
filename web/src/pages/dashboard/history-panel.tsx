import { useRef, useState } from 'react';
import type { TrainingSet } from '@spotter/core/schemas';
import { HISTORY_EMPTY, historyRows, progressByExercise, type HistoryRow } from '@spotter/core/view-models';
import { Icon } from '../../components/icon';
import type { useHistory } from '../../hooks/use-history';
import { ProgressChart } from './progress-chart';
import './history.css';
import { MediaVideo } from '../../components/media-video';

/**
 * 'Your training history': a progress chart per exercise and the list of counted sets; choosing a set plays its
 * processed video, and each rep (or fault) button jumps the video there.
 */
export function HistoryPanel({ history }: { history: ReturnType<typeof useHistory> }) {
  const rows = historyRows(history.sets);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = rows.find((row) => row.id === chosenId) ?? null;
  return (
    <section className="card panel history-panel" aria-labelledby="history-title">
      <h2 id="history-title" className="panel-title">
        <Icon name="trophy" /> Your training history
      </h2>
      {!rows.length ? (
        <p className="empty-note">{history.loading ? 'Loading your sets...' : HISTORY_EMPTY}</p>
      ) : (
        <>
          <ProgressSection sets={history.sets} />
          <div className="history-body">
            <ol className="history-list plain-list" aria-label="Sets, latest first">
              {rows.map((row) => (
                <li key={row.id}>
                  <button
                    type="button"
                    className={`history-row${row.id === chosenId ? ' chosen' : ''}`}
                    aria-pressed={row.id === chosenId}
                    onClick={() => setChosenId(row.id === chosenId ? null : row.id)}
                  >
                    <span className="history-date">{row.date}</span>
                    <span className="history-exercise">{row.exercise}</span>
                    <span className="history-result">{row.result}</span>
                    <span className="history-faults muted small">{row.faults}</span>
                  </button>
                </li>
              ))}
            </ol>
            {chosen ? <SetReplay key={chosen.id} row={chosen} /> : null}
          </div>
          {history.hasOlder ? (
            <button
              type="button"
              className="button secondary"
              onClick={() => void history.loadOlder()}
              disabled={history.loading}
            >
              Load older sets
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}

function ProgressSection({ sets }: { sets: TrainingSet[] }) {
  const views = progressByExercise(sets);
  const [exercise, setExercise] = useState(views[0]?.exercise ?? '');
  const view = views.find((v) => v.exercise === exercise) ?? views[0];
  if (!view) return null;
  return (
    <div className="history-progress">
      {views.length > 1 ? (
        <label className="history-exercise-pick">
          Progress of{' '}
          <select value={view.exercise} onChange={(event) => setExercise(event.target.value)}>
            {views.map((v) => (
              <option key={v.exercise} value={v.exercise}>
                {v.label}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <p className="history-exercise-pick">Progress of {view.label}</p>
      )}
      <ProgressChart view={view} />
    </div>
  );
}

/** The chosen set's processed video; rep and fault buttons set the video's currentTime. */
function SetReplay({ row }: { row: HistoryRow }) {
  const video = useRef<HTMLVideoElement>(null);
  const jump = (seconds: number) => {
    const element = video.current;
    if (!element) return;
    element.currentTime = seconds;
    void element.play?.()?.catch(() => undefined);
  };
  return (
    <div className="set-replay" role="region" aria-label={`${row.exercise} on ${row.date}`}>
      <p className="set-replay-heading">
        <strong>{row.exercise}</strong> · {row.result} · {row.date}
      </p>
      {row.videoUrl ? (
        <MediaVideo
          ref={video}
          src={row.videoUrl}
          controls
          playsInline
          preload="metadata"
          className="set-video"
          aria-label={`Video of ${row.exercise}, ${row.result}`}
        />
      ) : (
        <p className="muted small">No processed video was kept for this set.</p>
      )}
      {row.videoUrl && row.reps.length ? (
        <div className="rep-jumps" role="group" aria-label="Jump to a rep">
          {row.reps.map((rep) => (
            <button key={rep.key} type="button" className="button small secondary" onClick={() => jump(rep.atSec)}>
              {rep.label}
            </button>
          ))}
        </div>
      ) : null}
      {row.faultList.length ? (
        <ul className="set-faults" aria-label="Form faults">
          {row.faultList.map((fault) => (
            <li key={fault.key}>
              {row.videoUrl ? (
                <button type="button" className="link-button" onClick={() => jump(fault.atSec)}>
                  {fault.text}
                </button>
              ) : (
                fault.text
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
