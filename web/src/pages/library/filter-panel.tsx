import { TEXT_LIMITS } from '@spotter/core/constants';
import type { LibraryFilters, Option } from '@spotter/core/view-models';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';

interface FilterPanelProps {
  filters: LibraryFilters;
  options: { categories: Option[]; equipment: Option[]; difficulties: Option[] };
  badge: string | null;
  onChange: (key: keyof LibraryFilters, value: string) => void;
  onClear: () => void;
}

/** Search, category, equipment and difficulty filters, clear-all and the 'N exercises found' badge. */
export function FilterPanel({ filters, options, badge, onChange, onClear }: FilterPanelProps) {
  return (
    <section className="card filter-panel" aria-label="Filter exercises">
      <div className="filter-grid">
        <TextField
          className="filter-search"
          label="Search"
          type="search"
          name="search"
          placeholder="Name, muscle, cue..."
          maxLength={TEXT_LIMITS.search}
          value={filters.search}
          onValueChange={(value) => onChange('search', value)}
        />
        <SelectField
          label="Category"
          name="category"
          options={options.categories}
          value={filters.category}
          onValueChange={(value) => onChange('category', value)}
        />
        <SelectField
          label="Equipment"
          name="equipment"
          options={options.equipment}
          value={filters.equipment}
          onValueChange={(value) => onChange('equipment', value)}
        />
        <SelectField
          label="Difficulty"
          name="difficulty"
          options={options.difficulties}
          value={filters.difficulty}
          onValueChange={(value) => onChange('difficulty', value)}
        />
      </div>
      <div className="filter-footer">
        {badge ? (
          <span className="badge found-badge" role="status">
            {badge}
          </span>
        ) : (
          <span />
        )}
        <button type="button" className="button ghost small" onClick={onClear} disabled={!badge}>
          Clear all filters
        </button>
      </div>
    </section>
  );
}
