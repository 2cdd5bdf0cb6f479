import { useId, type SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  /** A first, empty choice such as 'Select an exercise'. */
  placeholder?: string;
  error?: string | undefined;
}

/** A labelled select with its error. */
export function SelectField({ label, value, options, onValueChange, placeholder, error, id, className, ...select }: SelectFieldProps) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  const errorId = error ? `${fieldId}-error` : undefined;
  return (
    <div className={`field${error ? ' has-error' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={fieldId}>{label}</label>
      <select
        {...select}
        id={fieldId}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
