import { createServer, type Server } from 'node:http';
import { aUser } from '@spotter/core/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup } from 'ink-testing-library';
import { memorySession } from '../session.js';
import { KEYS, renderTui } from '../testing/render-tui.js';

/** Some other web server: every path answers an HTML 404, and it keeps the headers it was sent. */
let other: Server;
let otherUrl: string;
beforeAll(async () => {
  other = createServer((_req, res) => {
    res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherUrl = `http://127.0.0.1:${(other.address() as { port: number }).port}`;
});
afterAll(() => other.close());
afterEach(() => cleanup());

describe('an address where something else than Spotter answers', () => {
  it('Given a sign-in kept for an address where another server now answers, When the dashboard opens, Then it says what the CLI says and offers retry, never sign-out', async () => {
    const session = memorySession(otherUrl, { ...aUser(), token: 'spt_x' });
    const tui = renderTui({ screen: 'home', session });
    const frame = (await tui.waitFor('Press r to retry', 15_000)).replace(/\s+/g, ' ');
    expect(frame).toContain(`${otherUrl} is not a Spotter server (GET /api/health answered 404)`);
    expect(frame).toContain(`Is ${otherUrl} the right address?`);
    expect(frame).not.toMatch(/sign out/i);
    expect(frame).not.toContain('404 Not Found');
    await tui.waitFor(() => /^r retry · \? help · q quit$/.test(tui.footer()));
    await tui.press('x');
    expect(tui.frame()).not.toContain('Sign out of this terminal?');
    expect(session.currentUser()).not.toBeNull();
  }, 30_000);

  it('Given Welcome, When "Use another server" is given that address, Then it says it is not a Spotter server and the server is unchanged', async () => {
    const tui = renderTui({ screen: 'home', session: memorySession('http://127.0.0.1:9') });
    await tui.waitFor('Start Your Journey');
    await tui.press(KEYS.down, KEYS.down, KEYS.down, KEYS.enter);
    await tui.waitFor('Server URL');
    await tui.press(...Array<string>(30).fill(KEYS.backspace));
    await tui.type(otherUrl);
    await tui.press(KEYS.enter);
    const frame = (await tui.waitFor('is not a Spotter server', 15_000)).replace(/\s+/g, ' ');
    expect(frame).toContain(`${otherUrl} is not a Spotter server (GET /api/health answered 404): check the address`);
    expect(frame).not.toMatch(/sign out/i);
  }, 30_000);

  it('Given a sign-in for one server, When the session moves to another, Then the other server is not signed in; back, the sign-in is there', () => {
    const session = memorySession('http://127.0.0.1:9', { ...aUser(), token: 'spt_for_port_9' });
    session.useServer(otherUrl);
    expect(session.currentUser()).toBeNull();
    session.useServer('http://127.0.0.1:9/api');
    expect(session.currentUser()?.token).toBe('spt_for_port_9');
  });
});
