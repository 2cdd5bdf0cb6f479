import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRESSURE } from './load-shedding.js';
import { json, onboarding, startTestServer, type TestServer } from '../testing/test-server.js';

/** A client that sends a request's head and then its JSON body a byte at a time, slower than anyone would. */
function slowJson(baseUrl: string, path: string): Promise<Socket> {
  const { hostname, port } = new URL(baseUrl);
  const body = JSON.stringify({ email: 'slow@example.com', password: 'a password sent slowly' });
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `POST /api${path} HTTP/1.1\r\nhost: ${hostname}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body[0]}`,
      );
      resolve(socket);
    });
    socket.on('error', () => undefined); // dropped by the server: expected for some
    socket.once('error', reject);
  });
}

describe('slow clients do not hold the server', () => {
  let t: TestServer;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    // The production admission limit (64 places) and a short body timeout, so the deadline test below is quick.
    t = await startTestServer('pglite', {
      pressure: { ...DEFAULT_PRESSURE, maxEventLoopDelayMs: 0 },
      bodyTimeoutMs: 2000,
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await t?.stop();
  });

  it('given 100 connections sending a JSON body a byte at a time, when others call meanwhile, then they keep answering 2xx and the slow ones hold no place', async () => {
    const user = await t.client.createUser(onboarding());
    for (let i = 0; i < 100; i++) sockets.push(await slowJson(t.baseUrl, '/sessions'));
    // One more byte each, well inside the idle timeout: they are still sending.
    for (const socket of sockets) socket.write(' ');
    const calls = [
      ...Array.from({ length: 10 }, () => fetch(`${t.baseUrl}/api/exercises?category=strength`)),
      ...Array.from({ length: 10 }, () =>
        fetch(`${t.baseUrl}/api/users/${user.id}`, { headers: { authorization: `Bearer ${user.token}` } }),
      ),
      fetch(`${t.baseUrl}/api/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sign_in_key: user.sign_in_key }),
      }),
    ];
    const statuses = (await Promise.all(calls)).map((response) => response.status);
    expect(statuses.filter((status) => status < 200 || status >= 300)).toEqual([]);
    const health = (await json(await fetch(`${t.baseUrl}/api/health`))) as {
      load: { in_flight: number; max_in_flight: number; full: boolean };
    };
    expect(health.load).toEqual({ in_flight: 0, max_in_flight: DEFAULT_PRESSURE.maxInFlight, full: false });
    expect((await fetch(`${t.baseUrl}/api/ready`)).status).toBe(200);
  }, 60_000);

  it('given many JSON requests on one keep-alive connection, when they are answered, then the connection keeps no listener per request', async () => {
    const served: Socket[] = [];
    const onConnection = (socket: Socket) => served.push(socket);
    t.server.app.server.on('connection', onConnection);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const { hostname, port } = new URL(t.baseUrl);
    const post = () =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' });
        const call = request(
          {
            agent,
            hostname,
            port,
            path: '/api/sessions',
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': body.length },
          },
          (response) => {
            response.resume().once('end', () => resolve(response.statusCode ?? 0));
          },
        );
        call.once('error', reject).end(body);
      });
    try {
      const first = await post();
      expect(served).toHaveLength(1);
      const before = served[0]!.listenerCount('close');
      for (let i = 0; i < 12; i++) await post();
      expect(first).toBeGreaterThanOrEqual(400);
      expect(served).toHaveLength(1); // all on the one connection
      expect(served[0]!.listenerCount('close')).toBe(before);
    } finally {
      agent.destroy();
      t.server.app.server.off('connection', onConnection);
    }
  }, 60_000);

  it('given a JSON body still arriving past its deadline, when the deadline passes, then the connection is dropped', async () => {
    const socket = await slowJson(t.baseUrl, '/sessions');
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    // Keep sending (so the idle timeout never fires): only the body's deadline can end it.
    const drip = setInterval(() => socket.writable && socket.write(' '), 500);
    try {
      await closed;
    } finally {
      clearInterval(drip);
    }
    expect(socket.destroyed).toBe(true);
  }, 60_000);
});
