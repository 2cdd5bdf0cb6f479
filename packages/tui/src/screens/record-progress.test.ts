import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { memorySession, type StoredUser } from '../session.js';
import { KEYS, renderTui } from '../testing/render-tui.js';
import { fixture, haveFixtures, serveTuiTests, type TuiTestServer } from '../testing/tui-server.js';

let server: TuiTestServer;
let user: StoredUser;
serveTuiTests(async (started) => {
  server = started;
  user = await server.signUp({ first_name: 'Ada' });
});

const STAGES = ['Reading your video', 'Finding you in the video', 'Counting', 'Drawing your video'];

describe('the wait for an analysis on the Record screen', () => {
  it.skipIf(!haveFixtures)(
    'Given a clip uploaded (skipped without ../shared/fixtures), When the server reports the analysis, Then a bar shows its stage in plain words and its share, then the result',
    async () => {
      const tui = await sendShortSquat(server.baseUrl);
      await tui.waitFor((frame) => /\breps?\b/i.test(frame) && !frame.includes('Analyzing Video'), 120_000);
      expect(tui.frames.some((frame) => /Finding you in the video\n.*[█░]+ \d+ %/.test(frame))).toBe(true);
      // The stages came in order (each frame shows at most one), and the share never went back.
      const seen = tui.frames
        .map((frame) => STAGES.findIndex((stage) => frame.includes(`${stage}\n`)))
        .filter((index) => index >= 0);
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
      const shares = tui.frames.flatMap((frame) =>
        STAGES.some((stage) => frame.includes(stage)) ? [Number(/(\d+) %/.exec(frame)?.[1])] : [],
      );
      expect(shares).toEqual([...shares].sort((a, b) => a - b));
    },
    180_000,
  );
});

/**
 * The way to the server, holding each upload for `holdMs` once its whole body has arrived before passing it on: the
 * video is sent and the coach has not started, as when another upload's analysis holds the server's worker.
 */
async function holdingUploads(target: string, holdMs: number): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(target);
  const proxy: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const held = incoming.url?.startsWith('/api/upload-exercise') ? holdMs : 0;
      setTimeout(() => {
        const forwarded = request(
          {
            host: upstream.hostname,
            port: upstream.port,
            path: incoming.url,
            method: incoming.method,
            headers: incoming.headers,
          },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        forwarded.on('error', () => incoming.socket.destroy());
        forwarded.end(Buffer.concat(chunks));
      }, held);
    });
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    close: () => new Promise((done) => proxy.close(() => done())),
  };
}

describe('the wait before the analysis starts on the Record screen', () => {
  let proxy: Awaited<ReturnType<typeof holdingUploads>> | undefined;
  afterAll(() => proxy?.close());

  it.skipIf(!haveFixtures)(
    'Given a clip sent whose analysis has not started (skipped without ../shared/fixtures), When waiting, Then the screen says it waits for the coach at 0%, not a full bar',
    async () => {
      proxy = await holdingUploads(server.baseUrl, 2_000);
      const tui = await sendShortSquat(proxy.url);
      const waiting = await tui.waitFor('Waiting for the coach', 30_000);
      expect(waiting).toMatch(/Waiting for the coach\n.*░{30} 0 %/);
      await tui.waitFor((frame) => /\breps?\b/i.test(frame) && !frame.includes('Analyzing Video'), 120_000);
      // While analysing, no frame showed the bar full before the analysis reached its end.
      const full = tui.frames.filter((frame) => frame.includes('Analyzing Video') && /█{30} 100 %/.test(frame));
      expect(full.every((frame) => /Drawing your video/.test(frame))).toBe(true);
    },
    180_000,
  );
});

/** Sign in at `baseUrl`, open Record and send the short squat clip (4.7 s: every frame drawn is kept, so no stage is missed however quickly it passes). */
async function sendShortSquat(baseUrl: string) {
  const tui = renderTui({ screen: 'home', session: memorySession(baseUrl, user) });
  await tui.waitFor('Welcome back, Ada!', 15_000);
  await tui.press('r');
  await tui.waitFor('Which exercise is in the video?');
  await tui.press(KEYS.down, KEYS.enter);
  await tui.waitFor('Video file:');
  await tui.type(fixture('video/squat__jintaoxu.mp4'));
  await tui.press(KEYS.enter);
  return tui;
}
