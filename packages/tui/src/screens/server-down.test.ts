import { createServer, connect, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import { memorySession, type StoredUser } from '../session.js';
import { renderTui } from '../testing/render-tui.js';
import { serveTuiTests, type TuiTestServer } from '../testing/tui-server.js';

let server: TuiTestServer;
let user: StoredUser;
serveTuiTests(async (started) => {
  server = started;
  user = await server.signUp({ first_name: 'Ada' });
});

/** A loopback port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts answering on `port` by passing every connection through to the real server (the server "comes up"). */
async function forward(port: number, target: URL): Promise<Server> {
  const relay = createServer((socket) => {
    const upstream = connect(Number(target.port), target.hostname);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
  return relay;
}

describe('the server is down', () => {
  it('Given a server that does not answer, When the dashboard opens, Then it says what to check with the URL and offers r, not sign-out; When it comes up and r is pressed, Then the dashboard loads', async () => {
    const port = await freePort();
    const apiUrl = `http://127.0.0.1:${port}`;
    const session = memorySession(apiUrl, user);
    const tui = renderTui({ screen: 'home', session });
    const down = (await tui.waitFor('Press r to retry', 15_000)).replace(/\s+/g, ' ');
    expect(down).toContain('Cannot reach the Spotter server');
    expect(down).toContain('`spotter serve`');
    expect(down).toContain(`Is ${apiUrl} the right address?`);
    expect(down).toContain('spotter config set apiUrl <url>');
    expect(down).not.toMatch(/sign out/i);
    await tui.waitFor(() => /^r retry · \? help · q quit$/.test(tui.footer()));
    await tui.press('x'); // no sign-out from here
    expect(tui.frame()).not.toContain('Sign out of this terminal?');
    expect(session.currentUser()?.id).toBe(user.id);

    const relay = await forward(port, new URL(server.baseUrl));
    try {
      await tui.press('r');
      await tui.waitFor('Welcome back, Ada!', 15_000);
    } finally {
      relay.close();
    }
  }, 40_000);
});
