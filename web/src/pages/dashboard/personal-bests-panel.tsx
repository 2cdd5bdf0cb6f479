import type { PersonalBestRow } from '@spotter/core/view-models';
import { Icon } from '../../components/icon';

/** The first five personal bests, or the spec's empty message. */
export function PersonalBestsPanel({ list }: { list: { rows: PersonalBestRow[]; empty: string | null } }) {
  return (
    <section className="card panel" aria-labelledby="pb-title">
      <h2 id="pb-title" className="panel-title">
        <Icon name="trophy" /> Personal Bests
      </h2>
      {list.empty ? (
        <p className="empty-note">{list.empty}</p>
      ) : (
        <ol className="plain-list">
          {list.rows.map((row) => (
            <li key={row.id} className="pb-row">
              <span className="pb-name">{row.exercise}</span>
              <span className="pb-value">{row.value}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
