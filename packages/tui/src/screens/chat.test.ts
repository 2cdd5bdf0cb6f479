import { describe, expect, it } from 'vitest';
import { memorySession, type StoredUser } from '../session.js';
import { revokeThisDevice } from '../sign-out.js';
import { KEYS, renderTui } from '../testing/render-tui.js';
import { serveTuiTests, startTuiTestServer, type TuiTestServer } from '../testing/tui-server.js';

let server: TuiTestServer;
let user: StoredUser;
serveTuiTests(async (started) => {
  server = started;
  user = await server.signUp();
});

describe('the coach chat', () => {
  it('Given the chat, When a message is sent, Then it shows at once with the input closed until the reply is done', async () => {
    const tui = renderTui({ screen: 'chat', session: memorySession(server.baseUrl, user) });
    tui.resize(100, 60);
    await tui.waitFor('Message your coach', 15_000);
    await tui.type('How do I do a goblet squat?');
    await tui.press(KEYS.enter);
    // 'AI Coach is thinking...' shows only until the first words arrive, which from the built-in coach is at once.
    const waiting = await tui.waitFor('waiting for the coach...');
    expect(waiting).toContain('You ·');
    const reply = await tui.waitFor(
      (frame) => !frame.includes('AI Coach is thinking...') && frame.includes('Message your coach'),
      60_000,
    );
    expect(reply).not.toContain('Failed to get response from AI coach');
    expect(reply).toMatch(/goblet/i);
  }, 90_000);

  it('Given a question, When the reply streams, Then its text shows before the reply is done and its list lines show with • marks', async () => {
    const tui = renderTui({ screen: 'chat', session: memorySession(server.baseUrl, user) });
    tui.resize(100, 60);
    await tui.waitFor('Message your coach', 15_000);
    await tui.type('What should I eat before training?');
    await tui.press(KEYS.enter);
    // The built-in coach's words arrive at once; the voice is still being made, so the input is still closed.
    const streamed = await tui.waitFor((frame) => /2-3 hours/.test(frame), 60_000);
    expect(streamed).not.toContain('AI Coach is thinking...');
    expect(streamed).toContain('waiting for the coach...');
    const done = await tui.waitFor((frame) => frame.includes('Message your coach') && /• .*banana/.test(frame), 60_000);
    expect(done).not.toMatch(/^\s*│?\s*- /m);
  }, 90_000);

  it('Given blank input, When Enter is pressed, Then nothing is sent', async () => {
    const tui = renderTui({ screen: 'chat', session: memorySession(server.baseUrl, user) });
    await tui.waitFor('Message your coach', 15_000);
    await tui.press('   ', KEYS.enter);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(tui.frame()).not.toContain('AI Coach is thinking...');
  });

  it('Given an initial message from the CLI, When the chat opens, Then the history loads and the message is sent', async () => {
    const tui = renderTui({
      screen: 'chat',
      session: memorySession(server.baseUrl, user),
      initialMessage: 'What are my personal bests?',
    });
    await tui.waitFor('What are my personal bests?', 15_000);
    await tui.waitFor(
      (frame) => (frame.match(/AI Coach · /g) ?? []).length >= 1 && !frame.includes('thinking'),
      60_000,
    );
  }, 90_000);

  it('Given replies with voice, When shown, Then links are absolute URLs on the server', async () => {
    const history = await server.clientFor(user.token).listChat(user.id);
    const voiced = history.find((message) => message.voice_url);
    const tui = renderTui({ screen: 'chat', session: memorySession(server.baseUrl, user) });
    await tui.waitFor('Message your coach', 15_000);
    if (voiced) await tui.waitFor(`${server.baseUrl}/api/media/`);
    await tui.press(KEYS.tab);
    await tui.waitFor('scroll');
    await tui.press(KEYS.escape);
  });

  it("Given the server refuses the message (this terminal's token revoked), When it is sent, Then the failure says why, as the web's toast does", async () => {
    const someone = await server.signUp();
    const tui = renderTui({ screen: 'chat', session: memorySession(server.baseUrl, someone) });
    tui.resize(120, 40);
    await tui.waitFor('Message your coach', 15_000);
    expect(await revokeThisDevice(server.clientFor(someone.token), someone.id)).toBeNull();
    await tui.type('How deep should I squat?');
    await tui.press(KEYS.enter);
    const frame = await tui.waitFor('Failed to get response from AI coach: ', 15_000);
    // The server's words follow, not a bare 'failed'.
    expect(frame).toMatch(/Failed to get response from AI coach: \S+/);
    await tui.waitFor('Message your coach');
  });

  it('Given no stored user, When chat is asked for, Then Welcome opens instead', async () => {
    const tui = renderTui({ screen: 'chat', session: memorySession(server.baseUrl) });
    await tui.waitFor('Start Your Journey');
  });
});

describe('the coach chat when the voice is busy', () => {
  it('Given a server whose voice cannot be ready in time, When a message is sent, Then the reply shows with a plain note, not a voice toast', async () => {
    const busy = await startTuiTestServer({ voice: { threads: 1, deadlineMs: 1 } });
    try {
      const someone = await busy.signUp();
      const tui = renderTui({ screen: 'chat', session: memorySession(busy.baseUrl, someone), toastDurationMs: 300 });
      await tui.waitFor('Message your coach', 15_000);
      await tui.type('How do I do a goblet squat?');
      await tui.press(KEYS.enter);
      const frame = await tui.waitFor('voice is busy right now', 60_000);
      expect(frame).toMatch(/goblet/i);
      expect(frame).not.toContain('Voice generated');
      // Said once in a conversation: the second reply, text only too, does not say it again.
      await tui.waitFor((shown) => !shown.includes('voice is busy right now'), 10_000);
      const before = tui.frames.length;
      await tui.type('How do I do a push-up?');
      await tui.press(KEYS.enter);
      // The reply is done once the input, closed while waiting for the coach, is open again.
      await tui.waitFor(
        (shown) =>
          tui.frames.slice(before).some((f) => f.includes('waiting for the coach')) &&
          shown.includes('Message your coach'),
        60_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(tui.frames.slice(before).some((shown) => shown.includes('voice is busy right now'))).toBe(false);
    } finally {
      await busy.stop();
    }
  }, 120_000);
});
