import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup } from 'ink-testing-library';
import { ApiError } from '@spotter/core/api';
import { memorySession } from '../session.js';
import { KEYS, renderTui } from '../testing/render-tui.js';
import { startTuiTestServer, type TuiTestServer } from '../testing/tui-server.js';

let server: TuiTestServer;
beforeAll(async () => {
  server = await startTuiTestServer();
});
afterAll(() => server?.stop());
afterEach(() => cleanup());

describe('signing out from the dashboard', () => {
  it('Given the dashboard, When x is pressed, Then it asks first and n (or Esc) keeps the user', async () => {
    const user = await server.signUp({ first_name: 'Ada' });
    const session = memorySession(server.baseUrl, user);
    const tui = renderTui({ screen: 'home', session });
    await tui.waitFor('[x] Sign out', 15_000);
    await tui.press('x');
    const asking = await tui.waitFor('Sign out of this terminal?');
    expect(asking).toContain('the sign-in key is the only way back');
    await tui.press('n');
    await tui.waitFor('Latest Workout Plan');
    await tui.press('x');
    await tui.waitFor('Sign out of this terminal?');
    await tui.press(KEYS.escape);
    await tui.waitFor('Latest Workout Plan');
    expect(session.currentUser()?.id).toBe(user.id);
  });

  it("Given the question, When y is pressed, Then this terminal's token is revoked, the user forgotten and Welcome shows", async () => {
    const user = await server.signUp({ first_name: 'Bo' });
    const session = memorySession(server.baseUrl, user);
    const tui = renderTui({ screen: 'home', session });
    await tui.waitFor('[x] Sign out', 15_000);
    await tui.press('x');
    await tui.waitFor('Sign out of this terminal?');
    await tui.press('y');
    await tui.waitFor('Sign in to your account');
    expect(session.currentUser()).toBeNull();
    const refused = await server.clientFor(user.token).getUser(user.id).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(401);
  });
});
