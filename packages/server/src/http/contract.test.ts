import Fastify from 'fastify';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import type { RouteDefinition } from '@spotter/core/api';
import type { AppContext } from '../context.js';
import { implement } from './contract.js';

const answer = z.object({ items: z.array(z.object({ name: z.string() })) });
const route = {
  method: 'GET',
  path: '/things',
  summary: 'Things',
  auth: 'none',
  status: 200,
  response: answer,
  errors: [],
} as const satisfies RouteDefinition;

/** A route whose handler answers what the test gives it; a public call needs nothing of the context. */
async function serve(result: () => unknown, checkResponses = true) {
  const app = Fastify();
  const parse = vi.spyOn(answer, 'parse');
  implement(app, { config: { checkResponses } } as AppContext, route, () =>
    Promise.resolve(result() as z.input<typeof answer>),
  );
  await app.ready();
  parse.mockClear(); // compiling the route's writer is not answering a call
  const get = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/things' });
    return { status: response.statusCode, type: response.headers['content-type'], body: response.json<unknown>() };
  };
  return { app, parse, get };
}

describe('implement: the answer as the route declares it', () => {
  it('given a frozen answer (shared, never changed), when asked twice, then both get the declared fields only and it is checked once', async () => {
    const shared = Object.freeze({ items: [{ name: 'Squat', internal: 'not for clients' }] });
    const { app, parse, get } = await serve(() => shared);
    const first = await get();
    const second = await get();
    expect(first).toEqual({
      status: 200,
      type: 'application/json; charset=utf-8',
      body: { items: [{ name: 'Squat' }] },
    });
    expect(second).toEqual(first);
    expect(parse).toHaveBeenCalledTimes(1);
    await app.close();
    parse.mockRestore();
  });

  it('given fresh answers, when asked twice, then each is checked and written anew (a changed answer is never served stale)', async () => {
    let n = 0;
    const { app, parse, get } = await serve(() => ({ items: [{ name: `Set ${++n}`, internal: 'x' }] }));
    expect((await get()).body).toEqual({ items: [{ name: 'Set 1' }] });
    expect((await get()).body).toEqual({ items: [{ name: 'Set 2' }] });
    expect(parse).toHaveBeenCalledTimes(2);
    await app.close();
    parse.mockRestore();
  });

  it('given a frozen answer that breaks the schema, when asked, then it is a server error each time, never cached as good', async () => {
    const broken = Object.freeze({ items: [{ title: 'no name' }] });
    const { app, get } = await serve(() => broken);
    expect((await get()).status).toBe(500);
    expect((await get()).status).toBe(500);
    await app.close();
  });

  it('given answers as served to users (no zod parse), when asked, then the compiled writer still sends only the declared fields and fails a missing one', async () => {
    let answerNow: unknown = {
      items: [{ name: 'Squat', token_hash: 'secret', nested: { deep: 1 } }],
      password_hash: 'x',
    };
    const { app, parse, get } = await serve(() => answerNow, false);
    const sent = await get();
    expect(sent).toEqual({
      status: 200,
      type: 'application/json; charset=utf-8',
      body: { items: [{ name: 'Squat' }] },
    });
    expect(parse).not.toHaveBeenCalled();
    answerNow = { items: [{ title: 'no name' }] };
    expect((await get()).status).toBe(500);
    await app.close();
    parse.mockRestore();
  });
});
