import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { routes, type RouteDefinition } from '@spotter/core/api';
import { onboarding, startTestServer, type TestServer } from '../testing/test-server.js';

const ADMIN_TOKEN = 'fuzz-admin-token';
const RUNS_PER_ROUTE = 12;

// Any UTF-16 code unit: NUL, control characters and unpaired surrogates included.
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
const nasty = fc.constantFrom('\u0000', 'a\u0000b', '\uD83D', '\uDE00x', '../../etc/passwd', '%00', ' ', '', '🏋️‍♀️', 'x'.repeat(5000), 'NaN', '[]', '{"a":1}');
const text = fc.oneof(fc.string({ unit: codeUnit, maxLength: 40 }), fc.string({ maxLength: 40 }), nasty);
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value = fc.oneof({ depthSize: 'small' }, scalar, fc.array(scalar, { maxLength: 4 }), fc.dictionary(text, scalar, { maxKeys: 3 }));

/** The field names a schema reads (objects and unions of objects), so generated bodies hit real fields. */
function fieldNames(schema: z.ZodType | undefined): string[] {
  const def = (schema as { def?: { type?: string; shape?: Record<string, unknown>; options?: z.ZodType[]; in?: z.ZodType; innerType?: z.ZodType } } | undefined)?.def;
  if (!def) return [];
  if (def.shape) return Object.keys(def.shape);
  if (def.options) return def.options.flatMap(fieldNames);
  if (def.in) return fieldNames(def.in);
  if (def.innerType) return fieldNames(def.innerType);
  return [];
}

const fieldsOf = (names: string[]) =>
  fc.oneof(
    fc.record(Object.fromEntries(names.map((name) => [name, value])), { requiredKeys: [] }),
    fc.dictionary(fc.oneof(text, fc.constantFrom(...names, '__proto__', 'constructor')), value, { maxKeys: 4 }),
  );

/** Percent-encodes like a client would; a lone surrogate has no UTF-8, so it is sent as its escaped WTF-8 bytes. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((char) => {
        const code = char.charCodeAt(0);
        if (code < 0xd800 || code > 0xdfff || char.length === 2) return encodeURIComponent(char);
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      })
      .join('');
  }
}
// Raw escapes no decoder accepts, sent as they are.
const rawEscape = fc.constantFrom('%FF', '%', '%E0%A4%A', '%C0%AF', '%00');

interface Generated {
  path: string;
  query: Record<string, unknown>;
  body: unknown;
  rawBody: string | null;
  file: Uint8Array | null;
  identity: 'own' | 'none' | 'forged' | 'admin';
}

describe('the API under generated bad input', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', { adminToken: ADMIN_TOKEN });
  });
  afterAll(() => t?.stop());

  const entries = Object.entries(routes) as [string, RouteDefinition][];

  it.each(entries.map(([name, route]) => [name, route] as const))('given generated requests to %s, when sent, then no answer is a 5xx', async (_, route) => {
    const user = await t.client.createUser(onboarding());
    const paramNames = fieldNames(route.params);
    const generated: fc.Arbitrary<Generated> = fc.record({
      path: fc
        .record(Object.fromEntries(paramNames.map((name) => [name, fc.oneof(fc.constant(user.id), text.map(encode), rawEscape)])))
        .map((params) => route.path.replace(/:(\w+)/g, (_, key: string) => String(params[key] ?? '') || 'x')),
      query: fc.oneof({ weight: 4, arbitrary: fieldsOf(fieldNames(route.query)) }, rawEscape.map((raw) => ({ [raw]: raw }))),
      body: fieldsOf(fieldNames(route.body ?? route.multipart?.fields)),
      rawBody: fc.option(fc.oneof(fc.string({ unit: codeUnit, maxLength: 60 }), fc.constant('{"a":'), fc.constant('\u0000')), { freq: 4 }),
      file: fc.option(fc.uint8Array({ maxLength: 256 }), { freq: 2 }),
      identity: fc.constantFrom('own', 'own', 'none', 'forged', 'admin'),
    });

    const statuses: number[] = [];
    await fc.assert(
      fc.asyncProperty(generated, async (input) => {
        const token = { own: user.token, none: null, forged: 'spt_\u0000forged', admin: ADMIN_TOKEN }[input.identity];
        const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
        const query = Object.entries(input.query)
          .map(([key, v]) => `${encode(key)}=${encode(typeof v === 'string' ? v : JSON.stringify(v))}`)
          .join('&');
        const url = `/api${input.path}${query ? `?${query}` : ''}`;
        let payload: string | Buffer | undefined;
        if (route.multipart && input.file) {
          const form = new FormData();
          for (const [key, v] of Object.entries(input.body as Record<string, unknown>)) form.append(key, typeof v === 'string' ? v : JSON.stringify(v));
          form.append('file', new Blob([input.file]), 'upload.bin');
          const encoded = new Response(form);
          headers['content-type'] = encoded.headers.get('content-type')!;
          payload = Buffer.from(await encoded.arrayBuffer());
        } else if (route.method !== 'GET') {
          headers['content-type'] = 'application/json';
          payload = input.rawBody ?? JSON.stringify(input.body);
        }
        const response = await t.server.app.inject({ method: route.method, url, headers, payload });
        statuses.push(response.statusCode);
        expect(response.statusCode, `${route.method} ${url} ${String(payload).slice(0, 200)} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
        if (response.statusCode >= 400) expect(response.json()).toHaveProperty('detail');
      }),
      { numRuns: RUNS_PER_ROUTE, seed: 20261124 },
    );
    if (route.params || route.query || route.body || route.multipart) expect(statuses.some((status) => status >= 400)).toBe(true);
  }, 60_000);

  const textFields = entries.flatMap(([name, route]) => {
    const schema = route.body ?? route.multipart?.fields;
    const shape = (schema as { def?: { shape?: Record<string, z.ZodType> } } | undefined)?.def?.shape ?? {};
    return Object.entries(shape)
      .filter(([, field]) => field.safeParse('plain text').success || field.safeParse(['plain text']).success)
      .map(([field, schema]) => [name, field, schema.safeParse(['plain text']).success] as const);
  });

  it.each(textFields)('given a NUL or half an emoji in %s.%s, when sent, then 400 names the field', async (name, field, isList) => {
    const user = await t.client.createUser(onboarding());
    const route = routes[name as keyof typeof routes] as RouteDefinition;
    const url = `/api${route.path.replace(':id', user.id)}`;
    const token = route.auth === 'admin' ? ADMIN_TOKEN : user.token;
    // A form field travels as UTF-8, which cannot carry half an emoji (it arrives as U+FFFD): NUL only there.
    for (const bad of route.body ? ['a\u0000b', 'half \uD83D'] : ['a\u0000b']) {
      const value = isList ? [bad] : bad;
      let payload: string | Buffer = JSON.stringify({ [field]: value });
      let contentType = 'application/json';
      if (!route.body) {
        // Multipart-only calls: the field as a form field (lists JSON-encoded, as clients send them).
        const form = new FormData();
        form.append(field, isList ? JSON.stringify(value) : bad);
        const body = new Response(form);
        contentType = body.headers.get('content-type')!;
        payload = Buffer.from(await body.arrayBuffer());
      }
      const response = await t.server.app.inject({
        method: route.method,
        url,
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ detail: string }>().detail).toContain(`${field}: Contains a character that cannot be stored`);
    }
  });
});
