import { describe, expect, it } from 'vitest';
import { ApiError } from '@spotter/core/api';
import { MESSAGES } from '@spotter/core/constants';
import { memorySession } from '../session.js';
import { KEYS, renderTui } from '../testing/render-tui.js';
import { serveTuiTests, type TuiTestServer } from '../testing/tui-server.js';

let server: TuiTestServer;
serveTuiTests((started) => {
  server = started;
});

/** Welcome → "Sign in to your account". */
const openSignIn = async () => {
  const session = memorySession(server.baseUrl);
  const tui = renderTui({ screen: 'home', session });
  await tui.waitFor('Sign in to your account');
  await tui.press(KEYS.down, KEYS.enter);
  await tui.waitFor('‹ Email and password ›');
  return { tui, session };
};

describe('signing in from the Welcome screen', () => {
  it('Given an account with a password, When email and password are entered, Then this terminal gets its own token and the dashboard opens', async () => {
    const account = await server.signUp({ first_name: 'Grace' });
    await server
      .clientFor(account.token)
      .setPassword(account.id, { password: 'correct horse battery', current_sign_in_key: account.sign_in_key });
    const { tui, session } = await openSignIn();
    await tui.focus('Email');
    await tui.type(account.email);
    await tui.focus('Password');
    await tui.press(...'correct horse battery');
    const frame = await tui.waitFor('••••');
    expect(frame).not.toContain('correct horse');
    await tui.focus('Sign in', KEYS.tab);
    await tui.press(KEYS.enter);
    await tui.waitFor('Signed in as Grace on this terminal.');
    await tui.waitFor('Latest Workout Plan');
    const stored = session.currentUser();
    expect(stored).toMatchObject({ id: account.id, email: account.email });
    expect(stored!.token).not.toBe(account.token);
    const devices = await server.clientFor(stored!.token).listSessions(account.id);
    expect(devices.find((device) => device.current)?.device).toMatch(/^spotter TUI on /);
  });

  it('Given the sign-in key chosen with ←→, When the key is entered, Then it is masked on screen and signs in', async () => {
    const account = await server.signUp({ first_name: 'Linus' });
    const { tui, session } = await openSignIn();
    await tui.press(KEYS.right);
    await tui.waitFor('‹ Sign-in key ›');
    await tui.focus('Sign-in key', KEYS.tab);
    const key = (account as unknown as { sign_in_key: string }).sign_in_key;
    await tui.press(key);
    expect(await tui.waitFor('•'.repeat(key.length))).not.toContain(key.slice(4, 12));
    await tui.press(KEYS.tab, KEYS.enter);
    await tui.waitFor('Signed in as Linus on this terminal.');
    expect(session.currentUser()?.id).toBe(account.id);
  });

  it('Given wrong credentials, When submitted, Then the one generic message shows and nobody is stored', async () => {
    const { tui, session } = await openSignIn();
    await tui.focus('Email');
    await tui.type('nobody@example.com');
    await tui.focus('Password');
    await tui.press(...'not the password');
    await tui.focus('Sign in', KEYS.tab);
    await tui.press(KEYS.enter);
    await tui.waitFor(MESSAGES.signInFailed);
    expect(session.currentUser()).toBeNull();
  });

  it('Given empty fields, When submitted, Then each says it is required and nothing is sent', async () => {
    const { tui } = await openSignIn();
    await tui.focus('Sign in', KEYS.tab);
    await tui.press(KEYS.enter);
    const frame = await tui.waitFor('Email is required');
    expect(frame).toContain('Password is required');
  });
});

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
    const refused = await server
      .clientFor(user.token)
      .getUser(user.id)
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(401);
  });
});
