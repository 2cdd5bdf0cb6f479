import { describe, expect, it } from 'vitest';
import { resolveServerConfig } from '../config.js';
import { lostJobSeconds } from './worker-liveness.js';

describe('job queue settings', () => {
  it('given no SPOTTER_QUEUE, when resolved, then uploads are analysed inline, as on one machine', () => {
    expect(resolveServerConfig({}).queue).toBe('inline');
    expect(resolveServerConfig({}).jobs).toEqual({
      timeoutSeconds: 900,
      attempts: 3,
      checkSeconds: 30,
      heartbeatSeconds: 5,
    });
  });

  it('given the default settings, when a worker dies mid-job, then its job is handed back within 20 s, leaving 70 s of the 90 s for the analysis', () => {
    const { jobs } = resolveServerConfig({});
    // Last beat just before it died, three beats missed, found by the next sweep: 4 beats of 5 s.
    expect(lostJobSeconds(jobs.heartbeatSeconds)).toBe(20);
    expect(lostJobSeconds(jobs.heartbeatSeconds)).toBeLessThan(jobs.timeoutSeconds);
  });

  it('given SPOTTER_QUEUE=postgres with DATABASE_URL, when resolved, then jobs go on the PostgreSQL queue with their own timings', () => {
    const config = resolveServerConfig({
      SPOTTER_QUEUE: 'postgres',
      DATABASE_URL: 'postgres://db/spotter',
      SPOTTER_JOB_TIMEOUT_SECONDS: '20',
      SPOTTER_JOB_ATTEMPTS: '2',
      SPOTTER_QUEUE_CHECK_SECONDS: '1',
      SPOTTER_WORKER_HEARTBEAT_SECONDS: '0.5',
    });
    expect(config.queue).toBe('postgres');
    expect(config.jobs).toEqual({ timeoutSeconds: 20, attempts: 2, checkSeconds: 1, heartbeatSeconds: 0.5 });
  });

  it('given SPOTTER_QUEUE=postgres without DATABASE_URL, or an unknown queue, when resolved, then the error says what to set', () => {
    expect(() => resolveServerConfig({ SPOTTER_QUEUE: 'postgres' })).toThrow(/set DATABASE_URL/);
    expect(() => resolveServerConfig({ SPOTTER_QUEUE: 'redis', DATABASE_URL: 'postgres://db/x' })).toThrow(
      /SPOTTER_QUEUE must be 'inline' or 'postgres'/,
    );
    expect(() => resolveServerConfig({ SPOTTER_JOB_ATTEMPTS: '0' })).toThrow(/SPOTTER_JOB_ATTEMPTS/);
    expect(() => resolveServerConfig({ SPOTTER_WORKER_HEARTBEAT_SECONDS: '0' })).toThrow(
      /SPOTTER_WORKER_HEARTBEAT_SECONDS/,
    );
  });
});

describe('the start-up line', () => {
  it('given a PostgreSQL URL with a password and parameters, when described, then neither is in the line', async () => {
    const { describeSetup } = await import('./runtime.js');
    const config = resolveServerConfig({
      SPOTTER_QUEUE: 'postgres',
      DATABASE_URL: 'postgres://spotter:hunter2@db:5432/spotter?sslpassword=secret',
    });
    const line = describeSetup(config, { kind: 's3', location: 's3://media/prod at http://minio:9000' }, 'HTTP only');
    expect(line).toBe(
      'database: PostgreSQL postgres://spotter:***@db:5432/spotter (schema spotter); queue: jobs on the PostgreSQL queue (HTTP only); media: s3://media/prod at http://minio:9000',
    );
  });
});
