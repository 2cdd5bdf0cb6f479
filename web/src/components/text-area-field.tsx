import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { Field } from './field';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: ReactNode;
  hint?: string;
}

/** A labelled multi-line input with its hint and error. */
export function TextAreaField({
  label,
  value,
  onValueChange,
  error,
  hint,
  id,
  className,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <textarea {...textarea} {...control} value={value} onChange={(event) => onValueChange(event.target.value)} />
      )}
    </Field>
  );
}
