import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { routes, type RouteDefinition } from '@spotter/core/api';
import { onboarding, startTestServer, type TestServer } from '../testing/test-server.js';

const ADMIN_TOKEN = 'fuzz-admin-token';
const RUNS_PER_ROUTE = 12;

// Any UTF-16 code unit: NUL, control characters and unpaired surrogates included.
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\uD83D',
  '\uDE00x',
  '../../etc/passwd',
  '%00',
  ' ',
  '',
  '🏋️‍♀️',
  'x'.repeat(5000),
  'NaN',
  '[]',
  '{"a":1}',
);
const text = fc.oneof(fc.string({ unit: codeUnit, maxLength: 40 }), fc.string({ maxLength: 40 }), nasty);
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value = fc.oneof(
  { depthSize: 'small' },
  scalar,
  fc.array(scalar, { maxLength: 4 }),
  fc.dictionary(text, scalar, { maxKeys: 3 }),
);

/** The field names a schema reads (objects and unions of objects), so generated bodies hit real fields. */
function fieldNames(schema: z.ZodType | undefined): string[] {
  const def = (
    schema as
      | {
          def?: {
            type?: string;
            shape?: Record<string, unknown>;
            options?: z.ZodType[];
            in?: z.ZodType;
            innerType?: z.ZodType;
          };
        }
      | undefined
  )?.def;
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
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
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

  it.each(entries.map(([name, route]) => [name, route] as const))(
    'given generated requests to %s, when sent, then no answer is a 5xx',
    async (_, route) => {
      const user = await t.client.createUser(onboarding());
      const paramNames = fieldNames(route.params);
      const generated: fc.Arbitrary<Generated> = fc.record({
        path: fc
          .record(
            Object.fromEntries(
              paramNames.map((name) => [name, fc.oneof(fc.constant(user.id), text.map(encode), rawEscape)]),
            ),
          )
          .map((params) => route.path.replace(/:(\w+)/g, (_, key: string) => String(params[key] ?? '') || 'x')),
        query: fc.oneof(
          { weight: 4, arbitrary: fieldsOf(fieldNames(route.query)) },
          rawEscape.map((raw) => ({ [raw]: raw })),
        ),
        body: fieldsOf(fieldNames(route.body ?? route.multipart?.fields)),
        rawBody: fc.option(
          fc.oneof(fc.string({ unit: codeUnit, maxLength: 60 }), fc.constant('{"a":'), fc.constant('\u0000')),
          { freq: 4 },
        ),
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
            for (const [key, v] of Object.entries(input.body as Record<string, unknown>))
              form.append(key, typeof v === 'string' ? v : JSON.stringify(v));
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
          expect(
            response.statusCode,
            `${route.method} ${url} ${String(payload).slice(0, 200)} → ${response.body.slice(0, 200)}`,
          ).toBeLessThan(500);
          if (response.statusCode >= 400) expect(response.json()).toHaveProperty('detail');
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 20261124 },
      );
      if (route.params || route.query || route.body || route.multipart)
        expect(statuses.some((status) => status >= 400)).toBe(true);
    },
    60_000,
  );

  const textFields = entries.flatMap(([name, route]) => {
    const schema = route.body ?? route.multipart?.fields;
    const shape = (schema as { def?: { shape?: Record<string, z.ZodType> } } | undefined)?.def?.shape ?? {};
    return Object.entries(shape)
      .filter(([, field]) => field.safeParse('plain text').success || field.safeParse(['plain text']).success)
      .map(([field, schema]) => [name, field, schema.safeParse(['plain text']).success] as const);
  });

  // Each of these is a 400 that changes nothing, so one user serves them all (a sign-up each was most of their time).
  let textFieldUser: ReturnType<TestServer['client']['createUser']> | undefined;
  it.each(textFields)(
    'given a NUL or half an emoji in %s.%s, when sent, then 400 names the field',
    async (name, field, isList) => {
      const user = await (textFieldUser ??= t.client.createUser(onboarding()));
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
        expect(response.json<{ detail: string }>().detail).toContain(
          `${field}: Contains a character that cannot be stored`,
        );
      }
    },
  );
});

/**
 * Bodies one step from valid, so the fuzz gets past the schema into the handlers: each call's valid example with one
 * field dropped, changed to a generated value or a number written as text the schemas refuse, sent as JSON (cut
 * short at a generated point, too) or, for multipart calls, as a form broken at a generated point. Paths carry the
 * user's real rows (a set, a workout, a device, a contribution) so lookups find something. Imports get CSV files in
 * the three apps' columns with generated cells.
 */
interface Rows {
  user: { id: string; token: string; sign_in_key: string; email: string };
  setId: string;
  workoutId: string;
  sessionId: string;
  contributionId: string;
}

/** A valid body for every call that takes one (a call added to the contract without one fails below). */
const EXAMPLES: Record<string, (rows: Rows) => Record<string, unknown>> = {
  createUser: () => onboarding(),
  updateUser: () => ({ first_name: 'Grace', days_per_week: 4, equipment_list: ['barbell'] }),
  deleteUser: ({ user }) => ({ sign_in_key: user.sign_in_key }),
  setPassword: ({ user }) => ({ password: 'a long new password', current_sign_in_key: user.sign_in_key }),
  newSignInKey: ({ user }) => ({ current_sign_in_key: user.sign_in_key }),
  signIn: ({ user }) => ({ sign_in_key: user.sign_in_key, device: 'Fuzz phone' }),
  createDeviceToken: ({ user }) => ({ device: 'Fuzz script', current_sign_in_key: user.sign_in_key }),
  renameSession: () => ({ device: 'Kitchen tablet' }),
  revokeSessions: ({ user }) => ({ current_sign_in_key: user.sign_in_key }),
  createPlan: () => ({ equipment_list: ['barbell', 'bench'] }),
  addPersonalBest: () => ({ exercise_name: 'squat', value: 100, unit: 'kg' }),
  createSet: () => ({ exercise_name: 'Back Squat', reps: 5, load_kg: 100, rpe: 8, client_id: 'fuzz-1' }),
  updateSet: () => ({ reps: 6, note: 'easier' }),
  startWorkout: () => ({ name: 'Legs', client_id: 'fuzz-w1' }),
  updateWorkout: () => ({ name: 'Legs B', notes: 'fine', finished_at: '2026-11-26T08:00:00Z' }),
  importLog: () => ({}),
  uploadExercise: () => ({ exercise_name: 'squat', load_kg: '60' }),
  scanEquipment: () => ({}),
  contributeExercise: () => ({
    name: 'Fuzz press',
    primary_cues: 'Brace, then press',
    category: 'strength',
    muscle_groups: ['chest'],
  }),
  // Text only: the voice is not what the fuzz is after, and making it took seconds a run (it has tests of its own).
  chat: () => ({ message: 'How deep should I squat?', voice: false }),
  chatStream: () => ({ message: 'How deep should I squat?', voice: false }),
  rejectContribution: () => ({ reason: 'A duplicate' }),
};

const notDecimal = fc.constantFrom('0x10', ' 5 ', '1e3', 'Infinity', '-0', '1_000', '٥');
const notVisible = fc.constantFrom('\u200B', ' \u200C ', '\uFEFF', '\u2060\u00AD', '\t');
const fieldValue = fc.oneof(value, notDecimal, notVisible);
const CSV_HEADERS = [
  'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
  'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_lbs,reps,distance_km,duration_seconds,rpe',
  'Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time',
];
const csvCell = fc.oneof(
  fc.constantFrom(
    '2024-01-05 18:10:11',
    '1 Dec 2023, 17:58',
    '2022-05-02',
    'Push Day',
    'Bench Press (Barbell)',
    'W',
    '1',
    '62.5',
    '10.0',
    '1h 2min',
    'warmup',
    'kgs',
    '',
  ),
  notDecimal,
  text,
  fc.integer({ min: -1e9, max: 1e9 }).map(String),
);
const csvFile = fc
  .record({
    header: fc.constantFrom(...CSV_HEADERS),
    rows: fc.array(fc.array(csvCell, { maxLength: 16 }), { maxLength: 6 }),
    quote: fc.boolean(),
    eol: fc.constantFrom('\n', '\r\n', '\r'),
  })
  .map(({ header, rows, quote, eol }) =>
    [
      header,
      ...rows.map((cells) => cells.map((cell) => (quote ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')),
    ].join(eol),
  );

/** Breaks a well-formed multipart body: cut short, LF-only, a boundary the header does not name, bytes inserted. */
type Break = (body: string, boundary: string) => { body: string; boundary?: string };
const breakMultipart: fc.Arbitrary<Break> = fc.oneof<fc.Arbitrary<Break>[]>(
  fc.nat().map((at) => (body: string) => ({ body: body.slice(0, at % body.length) })),
  fc.constant((body: string) => ({ body: body.replace(/\r\n/g, '\n') })),
  fc.constant((body: string, boundary: string) => ({ body, boundary: `${boundary}x` })),
  fc.tuple(fc.nat(), fc.string({ unit: codeUnit, minLength: 1, maxLength: 8 })).map(([at, junk]) => (body: string) => ({
    body: body.slice(0, at % body.length) + junk + body.slice(at % body.length),
  })),
  fc.constant((body: string) => ({ body: body.replace(/--\r\n$/, '\r\n') })),
  fc.constant((body: string) => ({ body: body.replace(/name="(\w+)"/, 'name="$1"; name="file"') })),
);

describe('the API under bodies one step from valid', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', { adminToken: ADMIN_TOKEN });
  });
  afterAll(() => t?.stop());

  const entries = Object.entries(routes) as [string, RouteDefinition][];
  const withBodies = entries.filter(([, route]) => route.body || route.multipart);

  it('given the contract, when its calls are listed, then every call that takes a body has a valid example here', () => {
    expect(withBodies.map(([name]) => name).filter((name) => !EXAMPLES[name])).toEqual([]);
  });

  // Every name field (a schema that takes 'Legs' and refuses a zero-width space) and every number a form carries as text.
  const shapeOf = (route: RouteDefinition) =>
    ((route.body ?? route.multipart?.fields) as { def?: { shape?: Record<string, z.ZodType> } } | undefined)?.def
      ?.shape ?? {};
  const refusals = withBodies.flatMap(([name, route]) =>
    Object.entries(shapeOf(route)).flatMap(([field, schema]) => [
      ...(schema.safeParse('Legs').success && !schema.safeParse('\u200B').success
        ? [[name, field, '\u200B'] as const, [name, field, ' \u2060\u00AD '] as const]
        : []),
      ...(route.multipart && schema.safeParse('5').success && typeof schema.safeParse('5').data === 'number'
        ? (['0x10', ' 5 ', '1e3'] as const).map((bad) => [name, field, bad] as const)
        : []),
    ]),
  );

  it('given the contract, when its name and number fields are listed, then the workout log, sets, devices, contributions and upload are among them', () => {
    const fields = refusals.map(([name, field]) => `${name}.${field}`);
    for (const expected of [
      'createSet.exercise_name',
      'startWorkout.name',
      'updateWorkout.name',
      'renameSession.device',
      'contributeExercise.name',
      'updateUser.first_name',
      'uploadExercise.load_kg',
    ]) {
      expect(fields).toContain(expected);
    }
  });

  // Every refusal is a 400 that changes nothing, so one user's rows serve them all (a fresh user each took 5 calls).
  let refusalRows: Promise<Rows> | undefined;
  it.each(refusals)('given %s.%s set to %j, when sent, then 400 names the field', async (name, field, bad) => {
    const rows = await (refusalRows ??= rowsOf());
    const route = routes[name as keyof typeof routes] as RouteDefinition;
    const body = { ...EXAMPLES[name]!(rows), [field]: bad };
    const token = route.auth === 'admin' ? ADMIN_TOKEN : rows.user.token;
    let payload: string | Buffer = JSON.stringify(body);
    let contentType = 'application/json';
    if (route.multipart && !route.body) {
      const form = new FormData();
      for (const [key, v] of Object.entries(body)) form.append(key, typeof v === 'string' ? v : JSON.stringify(v));
      // The file is checked by its first bytes before the fields are read: an MP4's, so the fields are reached.
      if (route.multipart.file)
        form.append(
          'file',
          new Blob([Buffer.from('\u0000\u0000\u0000\u0018ftypmp42\u0000\u0000\u0000\u0000', 'latin1')]),
          'set.mp4',
        );
      const encoded = new Response(form);
      contentType = encoded.headers.get('content-type')!;
      payload = Buffer.from(await encoded.arrayBuffer());
    }
    const response = await t.server.app.inject({
      method: route.method,
      url: pathOf(route, rows),
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ detail: string }>().detail).toContain(`${field}: `);
  });

  /** A fresh user with a set, a workout, a second device and a contribution, so paths name real rows. */
  const rowsOf = async (): Promise<Rows> => {
    const user = await t.client.createUser(onboarding());
    const api = t.clientFor(user.token);
    const set = await api.createSet(user.id, { exercise_name: 'Back Squat', reps: 5, load_kg: 100 });
    const workout = await api.startWorkout(user.id, { name: 'Legs' });
    await t.client.signIn({ sign_in_key: user.sign_in_key, device: 'Laptop' });
    const sessions = await api.listSessions(user.id);
    const contribution = await api.contributeExercise({
      user_id: user.id,
      name: `Fuzz lift ${user.id.slice(0, 8)}`,
      primary_cues: 'Brace',
    });
    return {
      user,
      setId: set.id,
      workoutId: workout.id,
      sessionId: sessions.find((s) => !s.current)!.id,
      contributionId: contribution.exercise.id,
    };
  };
  const pathOf = (route: RouteDefinition, rows: Rows) =>
    `/api${route.path}`
      .replace(':setId', rows.setId)
      .replace(':workoutId', rows.workoutId)
      .replace(':sessionId', rows.sessionId)
      .replace(':planId', 'no-such-plan')
      .replace(
        ':id',
        route.path.startsWith('/users/')
          ? rows.user.id
          : route.path.startsWith('/sessions/')
            ? rows.sessionId
            : rows.contributionId,
      );

  it.each(withBodies)(
    'given bodies one step from valid for %s, when sent as JSON, a form or a broken form, then no answer is a 5xx',
    async (name, route) => {
      const rows = await rowsOf();
      const example = EXAMPLES[name]!(rows);
      // The chat's voice stays off: a run that turned it on spent seconds making speech (the voice field's own bad
      // values are sent by the fuzz above, and the voice has tests of its own).
      const keys = Object.keys(example).filter((key) => !(key === 'voice' && route.path.startsWith('/avatar/')));
      const change = fc.oneof(
        fc.constant(null),
        keys.length ? fc.constantFrom(...keys).map((key) => ({ drop: key })) : fc.constant(null),
        fc.tuple(fc.constantFrom(...keys, 'unexpected_field'), fieldValue).map(([key, v]) => ({ set: key, to: v })),
      );
      const sent = fc.record({
        change,
        as: fc.constantFrom(
          ...(route.multipart ? (['form', 'form', 'broken form'] as const) : (['json', 'json', 'cut json'] as const)),
        ),
        cut: fc.nat(),
        breaks: breakMultipart,
        file:
          route.multipart?.file === 'csv'
            ? csvFile.map((csv) => new TextEncoder().encode(csv))
            : fc.uint8Array({ maxLength: 64 }),
        dryRun: fc.boolean(),
      });
      const statuses: number[] = [];
      await fc.assert(
        fc.asyncProperty(sent, async (input) => {
          const body: Record<string, unknown> = { ...example };
          if (input.change && 'drop' in input.change) delete body[input.change.drop];
          if (input.change && 'set' in input.change) body[input.change.set] = input.change.to;
          const token = route.auth === 'admin' ? ADMIN_TOKEN : rows.user.token;
          const headers: Record<string, string> = { authorization: `Bearer ${token}` };
          let payload: string | Buffer;
          if (input.as === 'json' || input.as === 'cut json') {
            headers['content-type'] = 'application/json';
            const json = JSON.stringify(body);
            payload = input.as === 'json' ? json : json.slice(0, input.cut % json.length);
          } else {
            const form = new FormData();
            for (const [key, v] of Object.entries(body))
              form.append(key, typeof v === 'string' ? v : JSON.stringify(v));
            if (route.multipart?.file)
              form.append('file', new Blob([input.file]), route.multipart.file === 'csv' ? 'log.csv' : 'upload.bin');
            const encoded = new Response(form);
            const type = encoded.headers.get('content-type')!;
            const boundary = /boundary=(.+)$/.exec(type)![1]!;
            const whole = Buffer.from(await encoded.arrayBuffer()).toString('latin1');
            const broken = input.as === 'broken form' ? input.breaks(whole, boundary) : { body: whole };
            headers['content-type'] = `multipart/form-data; boundary=${broken.boundary ?? boundary}`;
            payload = Buffer.from(broken.body, 'latin1');
          }
          const url = `${pathOf(route, rows)}${route.preview && input.dryRun ? `?${route.preview.query}=1` : ''}`;
          const response = await t.server.app.inject({ method: route.method, url, headers, payload });
          statuses.push(response.statusCode);
          expect(
            response.statusCode,
            `${route.method} ${url} ${String(payload).slice(0, 300)} → ${response.body.slice(0, 200)}`,
          ).toBeLessThan(500);
          if (response.statusCode >= 400) expect(response.json()).toHaveProperty('detail');
          // A field changed to a number the schemas refuse, or a name with nothing visible, is named in the answer.
          if (
            response.statusCode === 400 &&
            input.change &&
            'set' in input.change &&
            input.as !== 'cut json' &&
            input.as !== 'broken form'
          ) {
            expect(response.json<{ detail: string }>().detail).not.toMatch(/Something went wrong/);
          }
        }),
        // A call that runs the coach (a chat turn, seconds each) gets fewer runs.
        { numRuns: route.path.startsWith('/avatar/') ? RUNS_PER_ROUTE / 2 : RUNS_PER_ROUTE * 2, seed: 20261126 },
      );
      // The examples are valid: unless every one carried a generated file (a video, a photo), some went through.
      if (!route.multipart?.file)
        expect(
          statuses.some((status) => status < 300),
          `some example of ${name} goes through: ${statuses.join(' ')}`,
        ).toBe(true);
    },
    120_000,
  );
});
