import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDefinition } from '@spotter/core/api';
import { onboarding, startTestServer, type TestServer } from '../testing/test-server.js';

/**
 * Every malformed body is the client's fault: a 4xx with a detail, never a 500. Generated from the contract: every
 * multipart call gets each broken multipart body busboy can meet, every JSON call each broken JSON body.
 */
const BOUNDARY = 'spotterBoundary1234';
const part = (name: string, value: string, eol = '\r\n') =>
  `--${BOUNDARY}${eol}content-disposition: form-data; name="${name}"${eol}${eol}${value}${eol}`;
const filePart = (eol = '\r\n') =>
  `--${BOUNDARY}${eol}content-disposition: form-data; name="file"; filename="x.mp4"${eol}content-type: video/mp4${eol}${eol}\u0000\u0000\u0000\u0018ftypmp42${eol}`;
const whole = `${part('exercise_name', 'squat')}${filePart()}--${BOUNDARY}--\r\n`;

const MALFORMED_MULTIPART: Array<[string, string, string]> = [
  ['no boundary', 'multipart/form-data', whole],
  ['a boundary that does not match the body', 'multipart/form-data; boundary=somethingElse', whole],
  ['a truncated body', `multipart/form-data; boundary=${BOUNDARY}`, whole.slice(0, whole.length - 30)],
  [
    'LF-only lines',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `${part('exercise_name', 'squat', '\n')}${filePart('\n')}--${BOUNDARY}--\n`,
  ],
  [
    'a 5,000-character boundary',
    `multipart/form-data; boundary=${'b'.repeat(5000)}`,
    `--${'b'.repeat(5000)}\r\n${whole}`,
  ],
  [
    'a part without headers',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `--${BOUNDARY}\r\n\r\nvalue\r\n--${BOUNDARY}--\r\n`,
  ],
  ['garbage', `multipart/form-data; boundary=${BOUNDARY}`, '\u0000\u0001 not multipart at all'],
];
const MALFORMED_JSON: Array<[string, string]> = [
  ['cut short', '{"message": "hel'],
  ['not JSON', 'hello'],
  ['an array', '[1, 2, 3]'],
  ['a string', '"text"'],
  ['null', 'null'],
  ['a number', '42'],
];

const concrete = (route: RouteDefinition, userId: string) =>
  `/api${route.path.replace(':id', userId).replace(/:\w+/g, 'x')}`;

describe('malformed bodies on every call that takes one', () => {
  let t: TestServer;
  let user: { id: string; token: string };
  beforeAll(async () => {
    t = await startTestServer('pglite');
    user = await t.client.createUser(onboarding());
  });
  afterAll(() => t?.stop());

  const send = (route: RouteDefinition, contentType: string, body: string) =>
    fetch(`${t.baseUrl}${concrete(route, user.id)}`, {
      method: route.method,
      headers: { authorization: `Bearer ${user.token}`, 'content-type': contentType },
      body,
    });

  const multipartRoutes = Object.entries(routes).filter(([, route]) => (route as RouteDefinition).multipart);
  const jsonRoutes = Object.entries(routes).filter(
    ([, route]) => (route as RouteDefinition).body && route.method !== 'GET',
  );

  it.each(
    multipartRoutes.flatMap(([name, route]) =>
      MALFORMED_MULTIPART.map(([what, type, body]) => [name, what, route as RouteDefinition, type, body] as const),
    ),
  )('%s with %s answers 4xx with a detail', async (_name, _what, route, type, body) => {
    const response = await send(route, type, body);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(typeof ((await response.json()) as { detail?: unknown }).detail).toBe('string');
  });

  it.each(
    jsonRoutes.flatMap(([name, route]) =>
      MALFORMED_JSON.map(([what, body]) => [name, what, route as RouteDefinition, body] as const),
    ),
  )('%s with a JSON body %s answers 4xx with a detail', async (_name, _what, route, body) => {
    const response = await send(route, 'application/json', body);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(typeof ((await response.json()) as { detail?: unknown }).detail).toBe('string');
  });
});
