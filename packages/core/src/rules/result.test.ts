import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { describeErrors, fieldErrors, fromSchema, invalid, valid } from './result.js';

describe('describeErrors', () => {
  it('Given field errors, When described, Then each field is named in one sentence', () => {
    expect(describeErrors({ age: 'Age must be between 13 and 100', email: 'Email is required' })).toBe(
      'age: Age must be between 13 and 100; email: Email is required',
    );
  });

  it('Given a whole-form error, When described, Then the message stands alone', () => {
    expect(describeErrors({ _: 'Please select an image' })).toBe('Please select an image');
  });

  it('Given no errors, When described, Then the sentence is empty', () => {
    expect(describeErrors({})).toBe('');
  });
});

describe('fieldErrors and fromSchema', () => {
  const schema = z.object({
    name: z.string().min(1, 'Name is required').min(3, 'Name is too short'),
    tags: z.array(z.string().min(1, 'Tags cannot be empty')),
  });

  it('Given several issues on one field, When mapped, Then the first message wins', () => {
    const parsed = schema.safeParse({ name: '', tags: [] });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(fieldErrors(parsed.error)).toEqual({ name: 'Name is required' });
  });

  it('Given an issue deep in a list, When mapped, Then it is reported under the top-level field', () => {
    expect(fromSchema(schema, { name: 'Row', tags: ['ok', ''] })).toEqual(invalid({ tags: 'Tags cannot be empty' }));
  });

  it('Given an issue about the whole value, When mapped, Then it is reported under _', () => {
    expect(fromSchema(z.string({ error: 'Text please' }), 5)).toEqual({ ok: false, errors: { _: 'Text please' } });
  });

  it('Given valid input, When parsed, Then the parsed value is returned', () => {
    expect(fromSchema(schema, { name: 'Row', tags: ['back'] })).toEqual(valid({ name: 'Row', tags: ['back'] }));
  });
});
