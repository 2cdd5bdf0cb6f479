import { analysisView, type ShownAnalysis } from '@spotter/core/view-models';

/** The structured side of the feedback: reps, per-rep tempo, faults with cues and timestamps, strengths, limitation. */
export function AnalysisPanel({ analysis, besideText }: { analysis: ShownAnalysis; besideText?: string | null }) {
  const view = analysisView(analysis, { besideText });
  return (
    <div className={`analysis tone-${view.tone}`} aria-label="Set analysis">
      <div className="spread-row">
        <p className="analysis-reps">
          <span className="analysis-exercise">{view.heading}</span>
          <strong>{view.reps}</strong>
        </p>
        <ul className="chip-list plain-list" aria-label="About the clip">
          {view.facts.map((fact) => (
            <li key={fact} className="chip">
              {fact}
            </li>
          ))}
        </ul>
      </div>
      {view.faults.length ? (
        <div>
          <h3 className="analysis-heading">What to fix</h3>
          <ul className="fault-list plain-list">
            {view.faults.map((fault) => (
              <li key={fault.key} className={`fault ${fault.severity}`}>
                <span className="fault-when">{fault.when}</span>
                <span className="fault-message">{fault.message}</span>
                <span className="fault-cue">Cue: {fault.cue}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {view.faultsEmpty ? <p className="small">{view.faultsEmpty}</p> : null}
      {view.strengths.length ? (
        <div>
          <h3 className="analysis-heading">What went well</h3>
          <ul className="strength-list plain-list">
            {view.strengths.map((strength) => (
              <li key={strength}>{strength}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {view.repRows.length ? (
        <details className="rep-details">
          <summary>Rep by rep</summary>
          <ul>
            {view.repRows.map((rep) => (
              <li key={rep.key}>
                <strong>{rep.label}</strong> {rep.detail}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {view.limitation ? <p className="analysis-limitation">Note: {view.limitation}</p> : null}
    </div>
  );
}
