import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { routes, type RouteDefinition } from '@spotter/core/api';
import { changesValues, responseSerializer } from './serializer.js';

const asServed = (schema: z.ZodType) => responseSerializer(schema, { check: false, name: 'test' });

describe('answers written by a serializer compiled from the contract', () => {
  it('compiles for every JSON answer of the contract', () => {
    for (const [name, route] of Object.entries(routes) as [string, RouteDefinition][]) {
      if (route.produces) continue;
      expect(() => responseSerializer(route.response, { check: false, name }), name).not.toThrow();
    }
  });

  it('never writes what a user row holds beside the declared fields: hashes of the token, password and sign-in key stay home', () => {
    const row = {
      id: '6f1c2a3b-0000-4000-8000-000000000001',
      first_name: 'Ada',
      email: 'ada@example.com',
      age: 34,
      sex: null,
      height_cm: 170,
      weight_kg: 64,
      primary_goal: 'strength',
      timeline_weeks: 12,
      days_per_week: 3,
      equipment_list: ['dumbbells'],
      injuries: null,
      coach_tone: 'calm',
      plan_style: 'balanced',
      avatar_greeting_url: null,
      created_at: '2026-11-26T07:00:00.000Z',
      token_hash: 'a'.repeat(64),
      password_hash: 'scrypt$…',
      sign_in_key_hash: 'b'.repeat(64),
    };
    const written = JSON.parse(asServed(routes.getUser.response)(row)) as Record<string, unknown>;
    expect(written).not.toHaveProperty('token_hash');
    expect(written).not.toHaveProperty('password_hash');
    expect(written).not.toHaveProperty('sign_in_key_hash');
    // What the schema names is all written, nulls included (whatever fields the contract adds later).
    for (const key of Object.keys(routes.getUser.response.shape)) expect(written, key).toHaveProperty(key);
  });

  it('writes what zod would have sent for the same answer: nulls, nested lists, numbers, enums', () => {
    const schema = z.object({
      name: z.string(),
      note: z.string().nullable(),
      sets: z.array(z.object({ reps: z.number().int().min(1), load_kg: z.number().nullable() })),
      kind: z.enum(['manual', 'video']),
    });
    const value = {
      name: 'Bench "press"\n',
      note: null,
      sets: [
        { reps: 5, load_kg: 62.5, extra: true },
        { reps: 8, load_kg: null },
      ],
      kind: 'manual',
    };
    expect(JSON.parse(asServed(schema)(value))).toEqual(JSON.parse(JSON.stringify(schema.parse(value))));
  });

  it('in checking mode (tests, development), parses every answer with zod too: one that breaks the schema fails', () => {
    const schema = z.object({ name: z.string() });
    const parse = vi.spyOn(schema, 'parse');
    const checked = responseSerializer(schema, { check: true, name: 'GET /names' });
    expect(checked({ name: 'Squat', extra: 1 })).toBe('{"name":"Squat"}');
    expect(() => checked({ name: 5 })).toThrow();
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('writes a union answer as zod would, dropping what the option it fits does not name', () => {
    const schema = z.object({ kind: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]) });
    expect(JSON.parse(asServed(schema)({ kind: { a: 'x', b: 1 } }))).toEqual({ kind: { a: 'x' } });
  });

  it('parses first where the schema changes values (a stored analysis in no shape clients understand reads as none)', () => {
    const schema = z.object({ analysis: z.object({ reps: z.int() }).nullable().catch(null), name: z.string() });
    expect(changesValues(schema)).toBe(true);
    expect(changesValues(z.object({ name: z.string(), sets: z.array(z.object({ reps: z.int() })) }))).toBe(false);
    const write = asServed(schema);
    expect(JSON.parse(write({ analysis: { confidence: 1 }, name: 'Squat' }))).toEqual({
      analysis: null,
      name: 'Squat',
    });
    expect(JSON.parse(write({ analysis: { reps: 3 }, name: 'Squat' }))).toEqual({
      analysis: { reps: 3 },
      name: 'Squat',
    });
  });
});
