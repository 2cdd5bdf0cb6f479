import type { z } from 'zod';

/** Field name → the first message for that field; '_' holds messages about the whole form. */
export type FieldErrors = Record<string, string>;

export type RuleResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export const valid = <T>(value: T): RuleResult<T> => ({ ok: true, value });
export const invalid = <T = never>(errors: FieldErrors): RuleResult<T> => ({ ok: false, errors });

/** Maps zod issues to one message per field (the first issue for a field wins). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : '_';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** One sentence naming each invalid field, as the API's `detail`. */
export function describeErrors(errors: FieldErrors): string {
  return Object.entries(errors)
    .map(([field, message]) => (field === '_' ? message : `${field}: ${message}`))
    .join('; ');
}

export function fromSchema<S extends z.ZodType>(schema: S, input: unknown): RuleResult<z.output<S>> {
  const parsed = schema.safeParse(input);
  return parsed.success ? valid(parsed.data) : invalid(fieldErrors(parsed.error));
}
