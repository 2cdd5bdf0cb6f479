import { describe, expect, it } from 'vitest';
import { extractJsonObject } from './json-reply.js';

describe('extractJsonObject', () => {
  it('reads plain JSON, fenced JSON and JSON inside prose', () => {
    expect(extractJsonObject('{"a":1}')).toEqual({ a: 1 });
    expect(extractJsonObject('Here:\n```json\n{"a":2}\n```')).toEqual({ a: 2 });
    expect(extractJsonObject('Sure! {"a":3} Hope that helps.')).toEqual({ a: 3 });
  });

  it('answers null when there is no JSON object', () => {
    expect(extractJsonObject('I see a bench.')).toBeNull();
    expect(extractJsonObject('{not json}')).toBeNull();
  });
});
