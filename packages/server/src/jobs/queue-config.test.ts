import { describe, expect, it } from 'vitest';
import { resolveServerConfig } from '../config.js';

describe('job queue settings', () => {
  it('given no SPOTTER_QUEUE, when resolved, then uploads are analysed inline, as on one machine', () => {
    expect(resolveServerConfig({}).queue).toBe('inline');
    expect(resolveServerConfig({}).jobs).toEqual({ timeoutSeconds: 900, attempts: 3, checkSeconds: 30 });
  });

  it('given SPOTTER_QUEUE=postgres with DATABASE_URL, when resolved, then jobs go on the PostgreSQL queue with their own timings', () => {
    const config = resolveServerConfig({
      SPOTTER_QUEUE: 'postgres',
      DATABASE_URL: 'postgres://db/spotter',
      SPOTTER_JOB_TIMEOUT_SECONDS: '20',
      SPOTTER_JOB_ATTEMPTS: '2',
      SPOTTER_QUEUE_CHECK_SECONDS: '1',
    });
    expect(config.queue).toBe('postgres');
    expect(config.jobs).toEqual({ timeoutSeconds: 20, attempts: 2, checkSeconds: 1 });
  });

  it('given SPOTTER_QUEUE=postgres without DATABASE_URL, or an unknown queue, when resolved, then the error says what to set', () => {
    expect(() => resolveServerConfig({ SPOTTER_QUEUE: 'postgres' })).toThrow(/set DATABASE_URL/);
    expect(() => resolveServerConfig({ SPOTTER_QUEUE: 'redis', DATABASE_URL: 'postgres://db/x' })).toThrow(/SPOTTER_QUEUE must be 'inline' or 'postgres'/);
    expect(() => resolveServerConfig({ SPOTTER_JOB_ATTEMPTS: '0' })).toThrow(/SPOTTER_JOB_ATTEMPTS/);
  });
});

describe('the start-up line', () => {
  it('given a PostgreSQL URL with a password and parameters, when described, then neither is in the line', async () => {
    const { describeSetup } = await import('./runtime.js');
    const config = resolveServerConfig({ SPOTTER_QUEUE: 'postgres', DATABASE_URL: 'postgres://spotter:hunter2@db:5432/spotter?sslpassword=secret' });
    const line = describeSetup(config, { kind: 's3', location: 's3://media/prod at http://minio:9000' }, 'HTTP only');
    expect(line).toBe('database: PostgreSQL postgres://spotter:***@db:5432/spotter (schema spotter); queue: jobs on the PostgreSQL queue (HTTP only); media: s3://media/prod at http://minio:9000');
  });
});
