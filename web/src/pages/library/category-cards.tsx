import { displayLabel } from '@spotter/core/view-models';

interface CategoryCardsProps {
  categories: readonly { category: string; count: number }[];
  selected: string;
  onToggle: (category: string) => void;
}

/** Category cards with counts; clicking one toggles that category filter (aria-pressed tells which). */
export function CategoryCards({ categories, selected, onToggle }: CategoryCardsProps) {
  if (!categories.length) return null;
  return (
    <section aria-label="Categories">
      <ul className="category-grid plain-list">
        {categories.map(({ category, count }) => (
          <li key={category}>
            <button
              type="button"
              className={`category-card cat-${category}`}
              aria-pressed={selected === category}
              onClick={() => onToggle(category)}
            >
              <span className="category-name">{displayLabel(category)}</span>
              <span className="category-count">{count}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
