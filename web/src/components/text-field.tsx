import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './field';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: ReactNode;
  hint?: string;
}

/** A labelled input with its hint and its error, wired for screen readers. */
export function TextField({ label, value, onValueChange, error, hint, id, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <input {...input} {...control} value={value} onChange={(event) => onValueChange(event.target.value)} />
      )}
    </Field>
  );
}
