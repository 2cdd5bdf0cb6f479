import type { Option } from '@spotter/core/view-models';
import { Icon } from '../../components/icon';

interface EquipmentTogglesProps {
  options: readonly Option[];
  selected: readonly string[];
  onToggle: (value: string) => void;
}

/** The 10 equipment choices as toggle buttons (aria-pressed), grouped under one legend. */
export function EquipmentToggles({ options, selected, onToggle }: EquipmentTogglesProps) {
  return (
    <fieldset className="field toggles">
      <legend>Equipment you have</legend>
      <p className="field-hint">Pick everything you can train with. We build your plans around it.</p>
      <div className="toggle-grid">
        {options.map((option) => {
          const pressed = selected.includes(option.value);
          return (
            <button
              key={option.value}
              type="button"
              className={`toggle${pressed ? ' on' : ''}`}
              aria-pressed={pressed}
              onClick={() => onToggle(option.value)}
            >
              <span className="toggle-check" aria-hidden="true">
                <Icon name={pressed ? 'check' : 'plus'} size={14} />
              </span>
              {option.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
