import { copyFile, stat, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSamples } from '../testing/media-samples.js';
import { buildApp } from '../app.js';
import { byteRange } from './media.js';
import { json, onboarding, startTestServer, type TestServer } from '../testing/test-server.js';

describe('stored media are reachable only by their owner', () => {
  let t: TestServer;
  let owner: { id: string; token: string };
  let stranger: { id: string; token: string };
  let name: string;
  let samples: Awaited<ReturnType<typeof makeSamples>>;
  beforeAll(async () => {
    t = await startTestServer();
    owner = await t.client.createUser(onboarding());
    stranger = await t.client.createUser(onboarding({ email: 'stranger@example.com' }));
    samples = await makeSamples();
    const { media, db } = t.server.context;
    name = media.newName('mp4');
    const incoming = media.incomingPath();
    await copyFile(samples.video, incoming);
    await media.put(incoming, name, 'video/mp4');
    await db
      .insertInto('media_files')
      .values({ name, user_id: owner.id, content_type: 'video/mp4', size_bytes: 1 })
      .execute();
  });
  afterAll(() => t?.stop());

  const get = (path: string, token?: string, headers: Record<string, string> = {}) =>
    fetch(`${t.baseUrl}${path}`, { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  it('given the signed URL from a response, when fetched without a token, then the video streams with range support', async () => {
    const url = t.server.context.media.signedUrl(name);
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const partial = await get(url, undefined, { range: 'bytes=0-9' });
    expect(partial.status).toBe(206);
    expect((await partial.arrayBuffer()).byteLength).toBe(10);
    const head = await fetch(`${t.baseUrl}${url}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe((await stat(samples.video)).size);
  });

  it("given the signed URL, when fetched by a browser accepting br and gzip, then only that browser may cache it, for the signature's lifetime, and the video is sent as is in ranges", async () => {
    const now = Math.floor(Date.now() / 1000);
    const url = t.server.context.media.signedUrl(name);
    const exp = Number(new URL(url, t.baseUrl).searchParams.get('exp'));
    const response = await t.server.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    const [, maxAge] = /^private, max-age=(\d+)$/.exec(String(response.headers['cache-control'])) ?? [];
    expect(Number(maxAge)).toBeGreaterThan(exp - now - 5);
    expect(Number(maxAge)).toBeLessThanOrEqual(exp - now);
    expect(response.headers['content-encoding']).toBeUndefined();
    const partial = await t.server.app.inject({ url, headers: { 'accept-encoding': 'br, gzip', range: 'bytes=0-9' } });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-encoding']).toBeUndefined();
    expect(partial.rawPayload.byteLength).toBe(10);
  });

  it('given the owner token instead of a signature, when fetched, then it is private and revalidated each time (a revoked token stops reading it), and an unchanged copy is not sent again', async () => {
    const response = await get(`/api/media/${name}`, owner.token);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const etag = response.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await get(`/api/media/${name}`, owner.token, { 'if-none-match': etag })).status).toBe(304);
    expect((await get(`/api/media/${name}`, stranger.token, { 'if-none-match': etag })).status).toBe(403);
    // A range of a copy that changed since is not what the player wants: it gets the whole file.
    const stale = await get(`/api/media/${name}`, owner.token, { range: 'bytes=0-9', 'if-range': '"not-this-one"' });
    expect(stale.status).toBe(200);
    expect(Number(stale.headers.get('content-length'))).toBeGreaterThan(10);
  });

  it('given Range headers, when read, then one range is served, several or another unit mean the whole file, and past the end is unsatisfiable', () => {
    expect(byteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(byteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    for (const whole of [undefined, 'bytes=0-1,5-6', 'items=0-9', 'bytes=-', 'bytes=x-y'])
      expect(byteRange(whole, 100)).toBeNull();
    for (const past of ['bytes=100-', 'bytes=9-5', 'bytes=-0']) expect(byteRange(past, 100)).toBe('unsatisfiable');
  });

  it('given the owner token, when fetched, then 200; a stranger gets 403; nobody gets 401', async () => {
    expect((await get(`/api/media/${name}`, owner.token)).status).toBe(200);
    expect((await get(`/api/media/${name}`, stranger.token)).status).toBe(403);
    expect((await get(`/api/media/${name}`)).status).toBe(401);
  });

  it('given a tampered or expired signature, when fetched, then it is refused', async () => {
    const url = new URL(t.server.context.media.signedUrl(name), t.baseUrl);
    url.searchParams.set('sig', `${url.searchParams.get('sig')!.slice(0, -2)}xx`);
    expect((await get(url.pathname + url.search)).status).toBe(401);
    const expired = t.server.context.media.signedUrl(name, Date.now() - 8 * 24 * 3600 * 1000);
    expect((await get(expired)).status).toBe(401);
  });

  it('given a stored row whose file is gone from disk, when fetched by its owner, then 404, not a server error', async () => {
    const { media, db } = t.server.context;
    const lost = media.newName('mp4');
    await db
      .insertInto('media_files')
      .values({ name: lost, user_id: owner.id, content_type: 'video/mp4', size_bytes: 1 })
      .execute();
    const response = await get(`/api/media/${lost}`, owner.token);
    expect(response.status).toBe(404);
    expect((await json(response)).detail).toMatch(/no longer stored/);
    expect((await get(media.signedUrl(lost))).status).toBe(404);
  });

  it('given names that are not ours, when fetched, then 404 and nothing outside the store is read', async () => {
    await writeFile(`${t.dataDir}/secret.txt`, 'secret');
    for (const bad of ['..%2Fsecret.txt', '%2E%2E%2Fsecret.txt', 'secret.txt', `${name}.exe`]) {
      const response = await get(`/api/media/${bad}`, owner.token);
      expect(response.status).toBe(404);
      expect(await json(response)).toHaveProperty('detail');
    }
  });
});

describe('logs', () => {
  /** The log lines a server with the request log on writes while answering `urls`. */
  async function logOf(urls: string[]): Promise<string[]> {
    const t = await startTestServer();
    try {
      const lines: string[] = [];
      const app = await buildApp(t.server.context, {
        logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
      });
      for (const url of urls) await app.inject({ url });
      await app.close();
      return lines;
    } finally {
      await t.stop();
    }
  }

  it('given a request whose signature is percent-encoded, when the server logs it, then the log holds no signature', async () => {
    const lines = await logOf(['/api/media/0b1e4f0c-0000-4000-8000-000000000000.mp4?exp=1&%73ig=the-secret-signature']);
    expect(lines.join('')).toContain('[redacted]');
    expect(lines.join('')).not.toContain('the-secret-signature');
  });

  it('given requests, when the server logs them, then each answered request is one line an operator reads (method, path, status, ms) and probes only at debug', async () => {
    const lines = await logOf([
      '/api/exercises/categories',
      '/api/health',
      '/api/users/0b1e4f0c-0000-4000-8000-000000000000',
    ]);
    const entries = lines.map(
      (line) =>
        JSON.parse(line) as { msg: string; req?: { method: string; url: string }; status?: number; ms?: number },
    );
    const answered = entries.filter((entry) => entry.msg === 'answered');
    expect(answered.map((entry) => [entry.req?.method, entry.req?.url, entry.status])).toEqual([
      ['GET', '/api/exercises/categories', 200],
      ['GET', '/api/users/0b1e4f0c-0000-4000-8000-000000000000', 401],
    ]);
    for (const entry of answered) expect(entry.ms).toBeGreaterThanOrEqual(0);
    expect(entries.filter((entry) => entry.msg === 'incoming request' || entry.msg === 'request completed')).toEqual(
      [],
    );
  });

  it('given a signed media URL, when logged, then its signature is redacted', async () => {
    const { redactUrl } = await import('../app.js');
    expect(redactUrl('/api/media/a.mp4?exp=1&sig=abc-_123')).toBe('/api/media/a.mp4?exp=1&sig=[redacted]');
    expect(redactUrl('/api/exercises?category=strength')).toBe('/api/exercises?category=strength');
    expect(redactUrl('/api/media/a.mp4?exp=1&%73ig=abc&%53IG=def')).toBe(
      '/api/media/a.mp4?exp=1&%73ig=[redacted]&%53IG=[redacted]',
    );
    expect(redactUrl('/api/x?token=spt_abc&q=%E0%A4%A')).toBe('/api/x?token=[redacted]&q=%E0%A4%A');
  });
});
