import { describe, expect, it } from 'vitest';
import { resolveServerConfig } from './config.js';

describe('server configuration', () => {
  it('given no environment, when resolved, then the documented defaults apply', () => {
    const config = resolveServerConfig({});
    expect(config).toMatchObject({ port: 8787, host: '127.0.0.1', databaseUrl: null, maxVideoBytes: 200 * 1024 * 1024, maxImageBytes: 20 * 1024 * 1024, llm: null });
    expect(config.dataDir).toMatch(/spotter$/);
  });

  it('given environment variables and flags, when resolved, then flags win over the environment', () => {
    const config = resolveServerConfig(
      { PORT: '9000', SPOTTER_DATA_DIR: '/data', DATABASE_URL: 'postgres://db/spotter', SPOTTER_MAX_VIDEO_MB: '50', SPOTTER_LLM_URL: 'http://127.0.0.1:11434/v1' },
      { port: 9100 },
    );
    expect(config).toMatchObject({ port: 9100, dataDir: '/data', databaseUrl: 'postgres://db/spotter', maxVideoBytes: 50 * 1024 * 1024 });
    expect(config.llm).toMatchObject({ url: 'http://127.0.0.1:11434/v1', apiKey: null });
  });

  it('given nonsense numbers, when resolved, then the error names the variable', () => {
    expect(() => resolveServerConfig({ PORT: 'eighty' })).toThrow(/PORT must be a port number/);
    expect(() => resolveServerConfig({ PORT: '70000' })).toThrow(/PORT must be a port number/);
    expect(() => resolveServerConfig({ SPOTTER_MAX_IMAGE_MB: '-1' })).toThrow(/SPOTTER_MAX_IMAGE_MB/);
    expect(() => resolveServerConfig({ SPOTTER_FFMPEG_MEMORY_MB: '1g' })).toThrow(/SPOTTER_FFMPEG_MEMORY_MB must be a whole number of megabytes/);
  });

  it('given SPOTTER_PG_SCHEMA, when resolved, then it names the PostgreSQL schema, spotter by default', () => {
    expect(resolveServerConfig({}).pgSchema).toBe('spotter');
    expect(resolveServerConfig({ SPOTTER_PG_SCHEMA: ' fitness_2 ' }).pgSchema).toBe('fitness_2');
    expect(resolveServerConfig({ SPOTTER_PG_SCHEMA: 'public' }).pgSchema).toBe('public');
  });

  it('given a schema name that would need quoting or is reserved, when resolved, then the error names the variable', () => {
    for (const bad of ['Spotter', 'spot-ter', '1spotter', 'spotter; drop table users', 'pg_spotter', 'a'.repeat(64)]) {
      expect(() => resolveServerConfig({ SPOTTER_PG_SCHEMA: bad }), bad).toThrow(/SPOTTER_PG_SCHEMA must be a schema name/);
    }
  });
});
