import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.js';
import { onboarding, startTestServer, type TestServer } from '../testing/test-server.js';

/** A built web app as Vite lays it out: index.html (under a kilobyte, like the real one) and content-hashed files under assets/. */
async function fakeWebBuild() {
  const dir = await mkdtemp(join(tmpdir(), 'spotter-web-'));
  await mkdir(join(dir, 'assets'));
  const script = `export const exercises = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Squat ${i}` })))};\n`;
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(30)}</body></html>`,
  );
  await writeFile(join(dir, 'assets', 'index-Ab12Cd34.js'), script);
  await writeFile(join(dir, 'assets', 'index-Ef56Gh78.css'), `.card { color: #111; }\n`.repeat(200));
  // A build-time brotli copy of the stylesheet (web/vite.config.ts writes one beside each asset).
  await writeFile(join(dir, 'assets', 'index-Ef56Gh78.css.br'), brotliCompressSync(`.card { color: #222; }\n`));
  return { dir, script };
}

const decode = (encoding: string | undefined, body: Buffer) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');

describe('the web app and the API as a browser receives them', () => {
  let t: TestServer;
  let web: Awaited<ReturnType<typeof fakeWebBuild>>;
  beforeAll(async () => {
    web = await fakeWebBuild();
    t = await startTestServer('pglite', { webDir: web.dir, chatbotOrigin: null });
  });
  afterAll(async () => {
    await t?.stop();
    await rm(web.dir, { recursive: true, force: true });
  });

  const request = (method: 'GET' | 'HEAD', url: string, headers: Record<string, string> = {}) =>
    t.server.app.inject({ method, url, headers });

  it('given a page and an API call, when fetched, then both carry the CSP, nosniff, frame and referrer headers and no HSTS over plain HTTP', async () => {
    for (const url of ['/', '/exercises', '/api/exercises']) {
      const response = await request('GET', url);
      expect(response.statusCode, url).toBe(200);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("frame-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('given content-hashed assets and index.html, when fetched, then assets are cached for a year as immutable and the page is revalidated', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js', '/assets/index-Ef56Gh78.css']) {
      expect((await request('GET', url)).headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/', '/index.html', '/dashboard/some-user']) {
      expect((await request('GET', url)).headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('given a client accepting br or gzip, when it fetches JS, CSS, HTML and JSON, then each comes compressed that way and decodes to the original', async () => {
    const library = await request('GET', '/api/exercises');
    for (const encoding of ['br', 'gzip']) {
      for (const url of [
        '/assets/index-Ab12Cd34.js',
        '/assets/index-Ef56Gh78.css',
        '/',
        '/exercises',
        '/api/exercises',
      ]) {
        const response = await request('GET', url, { 'accept-encoding': encoding });
        expect(response.headers['content-encoding'], `${url} ${encoding}`).toBe(encoding);
        expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
        const body = decode(encoding, response.rawPayload);
        if (url.endsWith('.js')) expect(body).toBe(web.script);
        if (url === '/api/exercises') expect(body).toBe(library.body);
        if (url === '/exercises') expect(body).toContain('<div id="root">');
      }
    }
    expect(
      (await request('GET', '/assets/index-Ab12Cd34.js', { 'accept-encoding': 'identity' })).headers[
        'content-encoding'
      ],
    ).toBeUndefined();
  });

  it('given a client holding the library or the page, when it asks again with the ETag it got, then 304 with no body until what it holds changes', async () => {
    for (const url of ['/api/exercises', '/exercises']) {
      const first = await request('GET', url, { 'accept-encoding': 'br' });
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^W\/"/);
      // The same tag for every encoding of the same body: it names what the client holds, not the bytes sent.
      expect((await request('GET', url)).headers.etag, url).toBe(etag);
      const again = await request('GET', url, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length, url).toBe(0);
    }
    const before = await request('GET', '/api/exercises');
    const user = await t.client.createUser(onboarding());
    const added = await t.server.app.inject({
      method: 'POST',
      url: '/api/exercises',
      headers: { authorization: `Bearer ${user.token}` },
      payload: {
        name: 'Tempo Goblet Squat',
        category: 'strength',
        equipment_tags: ['dumbbells'],
        primary_cues: 'Three seconds down.',
      },
    });
    expect(added.statusCode).toBe(201);
    // Public once approved: the new list (and its tag) replaces the one the client holds.
    await t.server.context.db
      .updateTable('exercises')
      .set({ review_status: 'approved' })
      .where('name', '=', 'Tempo Goblet Squat')
      .execute();
    t.server.context.library.invalidate();
    const after = await request('GET', '/api/exercises', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('Tempo Goblet Squat');
  });

  it('given a precompressed copy beside an asset, when a client accepting br fetches the asset, then that copy is sent as it is, cached like the asset', async () => {
    const response = await request('GET', '/assets/index-Ef56Gh78.css', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('.card { color: #222; }\n');
  });

  it("given the app's own pages and an API read, when asked with HEAD, then each answers 200 like GET, with headers and no body", async () => {
    for (const url of [
      '/',
      '/exercises',
      '/onboarding',
      '/dashboard/6f1c0a52-3a4b-4c1d-9e2f-0a1b2c3d4e5f',
      '/api/exercises',
      '/assets/index-Ab12Cd34.js',
    ]) {
      const get = await request('GET', url);
      const head = await request('HEAD', url);
      expect(head.statusCode, url).toBe(get.statusCode);
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
      expect(head.headers['content-security-policy'], url).toBeDefined();
      expect(head.body, url).toBe('');
    }
  });

  it('given an unknown API path or a missing hashed asset, when fetched, then 404 with a detail, not the page', async () => {
    for (const url of ['/api/nope', '/assets/index-Zz99Zz99.js']) {
      const response = await request('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ detail: string }>().detail, url).toMatch(/No such endpoint/);
    }
  });

  it('given a plain-HTTP request claiming X-Forwarded-Proto https, when no proxy is trusted, then no HSTS (anyone can send that header)', async () => {
    const response = await t.server.app.inject({
      method: 'GET',
      url: '/api/exercises',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('headers that depend on how the server is set up and reached', () => {
  it('given a configured chatbot frame, when a response is sent, then the CSP lets the page frame that origin and no other', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, 'https://chat.example.com');
    app.get('/', () => Promise.resolve({ ok: true }));
    const csp = String((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toContain('frame-src https://chat.example.com;');
    expect(csp).toContain("frame-ancestors 'none'");
    await app.close();
  });

  it('given a server that trusts its TLS-terminating proxy, when the proxy says https, then HSTS is sent; when it says http, not', async () => {
    const app = Fastify({ trustProxy: '127.0.0.1' });
    registerSecurityHeaders(app, null);
    app.get('/', () => Promise.resolve({ ok: true }));
    const overTls = await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000');
    const plain = await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });
});
