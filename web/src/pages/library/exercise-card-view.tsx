import type { ExerciseCardView as Card } from '@spotter/core/view-models';

/** One exercise card (spec §2): name, category, difficulty badge, first 2 equipment, first 4 muscles, cues clamped to 3 lines. */
export function ExerciseCardView({ card }: { card: Card }) {
  return (
    <li className={`card exercise-card${card.review ? ` review-${card.review.status}` : ''}`}>
      <header className="exercise-head">
        <h3 className="exercise-name">{card.name}</h3>
        <span className={`badge difficulty ${card.difficultyColor}`}>{card.difficultyLabel}</span>
      </header>
      <p className="exercise-meta">
        <span className="exercise-category">{card.categoryLabel}</span>
        <span className={`source ${card.official ? 'official' : 'community'}`}>{card.sourceLabel}</span>
      </p>
      {card.review ? <p className={`review-mark ${card.review.status}`}>{card.review.note}</p> : null}
      <p className="exercise-cues">{card.cues}</p>
      {card.equipment.length ? (
        <ul className="chip-list plain-list" aria-label="Equipment needed">
          {card.equipment.map((item) => (
            <li key={item} className="chip equipment">
              {item}
            </li>
          ))}
          {card.equipmentMore ? <li className="chip more">{card.equipmentMore}</li> : null}
        </ul>
      ) : null}
      {card.muscles.length ? (
        <ul className="chip-list muscles plain-list" aria-label="Muscles worked">
          {card.muscles.map((muscle) => (
            <li key={muscle} className="chip muscle">
              {muscle}
            </li>
          ))}
          {card.musclesMore ? <li className="chip more">{card.musclesMore}</li> : null}
        </ul>
      ) : null}
    </li>
  );
}
