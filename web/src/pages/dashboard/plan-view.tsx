import { Link } from 'react-router';
import {
  EMPTY_FILTERS,
  type PlanDayView,
  type PlanView as PlanViewModel,
  type StructuredPlanView,
} from '@spotter/core/view-models';
import { paramsOf } from '../../lib/library-url';
import './plan-view.css';

/** The library, searched for the exercise: its card has the cues and the muscles worked. */
const libraryLink = (name: string) => `/exercises?${paramsOf({ ...EMPTY_FILTERS, search: name }).toString()}`;

function DayCard({ day }: { day: PlanDayView }) {
  const titleId = `plan-${day.key}`;
  return (
    <article className="plan-day" aria-labelledby={titleId}>
      <h3 id={titleId} className="plan-day-title">
        {day.heading}
      </h3>
      {day.duration ? <p className="plan-day-duration">{day.duration}</p> : null}
      {day.note ? <p className="plan-day-note">{day.note}</p> : null}
      {day.exercises.length > 0 ? (
        <table className="plan-table">
          <thead>
            <tr>
              <th scope="col">Exercise</th>
              <th scope="col">Sets x reps</th>
              <th scope="col">Rest</th>
            </tr>
          </thead>
          <tbody>
            {day.exercises.map((row, index) => (
              <tr key={`${row.name}-${index}`}>
                <th scope="row">
                  <span className="plan-role">{row.role}</span>
                  <Link
                    className="plan-exercise"
                    to={libraryLink(row.name)}
                    title={`${row.name} in the library: cues and muscles`}
                  >
                    {row.name}
                  </Link>
                  {row.instead ? <span className="plan-instead">{row.instead}</span> : null}
                  {row.warmUp ? <span className="plan-warm-up">Warm-up sets: {row.warmUp}</span> : null}
                  {row.loadHint ? <span className="plan-hint">{row.loadHint}</span> : null}
                </th>
                <td>{row.volume}</td>
                <td>{row.rest || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </article>
  );
}

function ListSection({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <details className="plan-more">
      <summary>{title}</summary>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </details>
  );
}

function StructuredPlan({ view }: { view: StructuredPlanView }) {
  return (
    <div className="plan-view">
      <p className="plan-title">{view.title}</p>
      <dl className="plan-facts">
        {view.facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="plan-days">
        {view.days.map((day) => (
          <DayCard key={day.key} day={day} />
        ))}
      </div>
      <details className="plan-more">
        <summary>Progression</summary>
        <p>{view.progression.summary}</p>
        <dl className="plan-facts">
          {view.progression.byKind.map((entry) => (
            <div key={entry.label}>
              <dt>{entry.label}</dt>
              <dd>{entry.how}</dd>
            </div>
          ))}
        </dl>
        <ol className="plan-blocks">
          {view.progression.blocks.map((block) => (
            <li key={block.weeks} className={block.deload ? 'plan-block deload' : 'plan-block'}>
              <strong>{block.weeks}</strong> {block.name}: {block.guidance}
            </li>
          ))}
        </ol>
      </details>
      <ListSection
        title="What changed for your equipment and injuries"
        items={[...view.changes.equipment, ...view.changes.injuries]}
      />
      <ListSection title="Injuries" items={view.injuryNotes} />
      <ListSection title="Notes" items={view.notes} />
    </div>
  );
}

/** A plan as days of exercises (cards with tables); an older plan without structure as its text. */
export function PlanView({ view }: { view: PlanViewModel }) {
  if (view.kind === 'structured') return <StructuredPlan view={view} />;
  return (
    <div className="plan-text" tabIndex={0} role="region" aria-label="Workout plan text">
      {view.text}
    </div>
  );
}
