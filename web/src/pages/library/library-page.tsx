import { exerciseCard } from '@spotter/core/view-models';
import { PageLoader } from '../../components/page-loader';
import { useContribute } from '../../hooks/use-contribute';
import { useLibrary } from '../../hooks/use-library';
import { CategoryCards } from './category-cards';
import { ContributeDialog } from './contribute-dialog';
import { ExerciseCardView } from './exercise-card-view';
import { FilterPanel } from './filter-panel';
import { LibraryEmpty } from './library-empty';
import { LibraryFooter } from './library-footer';
import './library.css';

/** Spec §2 exercise library (/exercises). */
export function LibraryPage() {
  const library = useLibrary();
  const contribute = useContribute(library.reload);
  const { view } = library;
  return (
    <div className="page library">
      <header className="title-row library-header">
        <div>
          <p className="eyebrow dark">Exercise library</p>
          <h1>Find your next movement</h1>
          <p className="muted" aria-live="polite">
            <strong className="library-count">{view.header}</strong> with coaching cues, muscles and equipment
          </p>
        </div>
        {contribute.canContribute ? (
          <button type="button" className="button primary" onClick={contribute.show}>
            + Contribute Exercise
          </button>
        ) : null}
      </header>
      <CategoryCards
        categories={view.categories}
        selected={library.filters.category}
        onToggle={library.toggleCategory}
      />
      <FilterPanel
        filters={library.filters}
        options={library.options}
        badge={view.badge}
        onChange={library.setFilter}
        onClear={library.clearFilters}
      />
      {library.loading ? (
        <PageLoader label="Loading exercises..." />
      ) : view.empty ? (
        <LibraryEmpty title={view.empty.title} detail={view.empty.detail} />
      ) : (
        <ul className="exercise-grid plain-list" aria-label="Exercises" aria-busy={library.busy}>
          {view.matching.map((exercise) => (
            <ExerciseCardView key={exercise.id} card={exerciseCard(exercise)} />
          ))}
        </ul>
      )}
      <LibraryFooter stats={view.stats} />
      {contribute.open ? <ContributeDialog contribute={contribute} /> : null}
    </div>
  );
}
