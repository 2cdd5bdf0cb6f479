// @jsxRuntime automatic  (tsx/esbuild read only the root tsconfig, which sets no JSX mode)
import type { ReactNode } from 'react';
import type { FieldErrors } from '@spotter/core/rules';
import type { Option } from '@spotter/core/view-models';
import type { FormField } from '../hooks/use-form-keys.js';
import { ChoiceField } from './choice-field.js';
import { TextField, type TextFieldProps } from './text-field.js';
import { ToggleField } from './toggle-field.js';

/** What a form hook gives its screen. */
export interface FormRowsState<K extends string> {
  fields: readonly FormField<K>[];
  focus: number;
  draft: Partial<Record<K, string | readonly string[]>>;
  errors: FieldErrors;
  setField(key: K, value: string): void;
  /** The options of each select and multi-select. */
  options: Partial<Record<K, readonly Option[]>>;
  /** The option under the multi-select's cursor. */
  toggleCursor?: number;
}

interface FormRowsProps<K extends string> {
  form: FormRowsState<K>;
  /** A text field's own width, placeholder or mask. */
  text?: (key: K) => Pick<TextFieldProps, 'inputWidth' | 'placeholder' | 'mask'>;
  /** The form's button (the submit fields). */
  button: (field: FormField<K>, focused: boolean) => ReactNode;
}

/** A form's fields in order, each drawn by its kind, the required ones marked *. */
export function FormRows<K extends string>({ form, text, button }: FormRowsProps<K>) {
  return (
    <>
      {form.fields.map((field, index) => {
        const focused = index === form.focus;
        const { key, label } = field;
        const value = form.draft[key];
        const shared = { label, focused, error: form.errors[key] };
        if (field.kind === 'submit') return button(field, focused);
        if (field.kind === 'toggles') {
          return (
            <ToggleField
              key={key}
              {...shared}
              options={form.options[key] ?? []}
              selected={typeof value === 'object' ? value : []}
              cursor={form.toggleCursor ?? 0}
            />
          );
        }
        if (field.kind === 'choice')
          return (
            <ChoiceField
              key={key}
              {...shared}
              options={form.options[key] ?? []}
              value={typeof value === 'string' ? value : ''}
            />
          );
        const input = {
          value: typeof value === 'string' ? value : '',
          onChange: (next: string) => form.setField(key, next),
          ...text?.(key),
        };
        return <TextField key={key} {...shared} {...input} label={field.required ? `${label} *` : label} />;
      })}
    </>
  );
}
