import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../testing/spotter-binary.js';
import { startTestServer } from '../testing/test-server.js';

describe('a server shutting down', () => {
  it('given a request arriving on an open connection while the server closes, when answered, then 503 with Retry-After and a {detail}', async () => {
    const t = await startTestServer('pglite');
    const socket = connect(Number(new URL(t.baseUrl).port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    await new Promise((resolve) => socket.once('connect', resolve));
    // A first request whose body is still coming keeps the connection busy, so the close waits for it.
    const body = JSON.stringify({ sign_in_key: 'x'.repeat(20) });
    socket.write(
      `POST /api/sessions HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closed = t.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The rest of the body, and a second request pipelined behind it: it is read while the server is closing.
    socket.write(`${body.slice(5)}GET /api/users/x HTTP/1.1\r\nhost: x\r\n\r\n`);
    await waitFor(() => /HTTP\/1\.1 503[\s\S]*\}$/.test(received), 10_000, 'the second answer');
    socket.destroy();
    await closed;

    const second = received.slice(received.indexOf('HTTP/1.1 503'));
    expect(received.startsWith('HTTP/1.1 401')).toBe(true);
    expect(second).toMatch(/\r\nretry-after: 5\r\n/i);
    expect(second).toMatch(/\r\ncontent-type: application\/json/i);
    expect(JSON.parse(second.slice(second.indexOf('\r\n\r\n') + 4))).toEqual({
      detail: 'This server is shutting down; please try again in a moment',
    });
  });
});
