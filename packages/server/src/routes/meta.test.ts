import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegBinary } from '@spotter/coach/video';
import { routes } from '@spotter/core/api';
import { json, startTestServer, type TestServer } from '../testing/test-server.js';

describe('health and the OpenAPI document', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.stop());

  it('given a running server, when health is asked, then it names the database', async () => {
    expect(await t.client.health()).toMatchObject({
      status: 'ok',
      database: 'pglite',
      media: 'local',
      queue: 'inline',
    });
  });

  it('given the database and the media folder, when readiness is asked, then both are checked and it is ready', async () => {
    expect(await t.client.ready()).toEqual({ status: 'ready', checks: { database: 'ok', media: 'ok' } });
  });

  it('given the ffmpeg this process chose, when health is asked, then it shows its version and source but not where it lives', async () => {
    const chosen = ffmpegBinary()!;
    const body = await json(await fetch(`${t.baseUrl}/api/health`));
    expect(body.ffmpeg).toEqual({ version: chosen.version, source: chosen.source });
    // On a machine without a recent system ffmpeg (CI, this one) the bundled one keeps working.
    if (chosen.source === 'bundled') expect(chosen.version).toMatch(/\d/);
    expect(JSON.stringify(body)).not.toContain(chosen.path);
  });

  it('given the contract, when /api/openapi.json is read, then every call is documented', async () => {
    const document = (await json(await fetch(`${t.baseUrl}/api/openapi.json`))) as {
      openapi: string;
      paths: Record<string, Record<string, unknown> | undefined>;
    };
    expect(document.openapi).toMatch(/^3\./);
    for (const route of Object.values(routes)) {
      const path = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
      expect(document.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
    }
  });
});
