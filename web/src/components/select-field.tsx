import type { SelectHTMLAttributes } from 'react';
import { Field } from './field';

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
export function SelectField({
  label,
  value,
  options,
  onValueChange,
  placeholder,
  error,
  id,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} id={id} className={className}>
      {(control) => (
        <select {...select} {...control} value={value} onChange={(event) => onValueChange(event.target.value)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
