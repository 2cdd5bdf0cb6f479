import { describe, expect, it } from 'vitest';
import { OFFLINE_SESSION_CACHE } from './register-service-worker';
import { SESSION_CACHE, swRoute } from './sw-routes';

const ORIGIN = 'https://spotter.example';
const get = (path: string, mode = 'cors') => ({ method: 'GET', mode, url: `${ORIGIN}${path}` });

describe('swRoute', () => {
  it('serves the build files cache first and pages from the network, else the shell', () => {
    expect(swRoute(get('/assets/index-CTHv0Xet.js'), ORIGIN)).toBe('asset');
    expect(swRoute(get('/workout/u1', 'navigate'), ORIGIN)).toBe('page');
    expect(swRoute(get('/', 'navigate'), ORIGIN)).toBe('page');
  });

  it("keeps the last answers of the calls today's session is shown from", () => {
    for (const path of [
      '/api/users/u1',
      '/api/users/u1/workouts/next',
      '/api/users/u1/workouts',
      '/api/users/u1/plans',
    ]) {
      expect(swRoute(get(path), ORIGIN), path).toBe('session');
    }
  });

  it('stays out of writes, other calls, media and other origins', () => {
    expect(swRoute({ method: 'POST', mode: 'cors', url: `${ORIGIN}/api/users/u1/sets` }, ORIGIN)).toBe('pass');
    expect(swRoute({ method: 'PATCH', mode: 'cors', url: `${ORIGIN}/api/users/u1/workouts/w1` }, ORIGIN)).toBe('pass');
    expect(swRoute(get('/api/users/u1/sets'), ORIGIN)).toBe('pass');
    expect(swRoute(get('/api/users/u1/export'), ORIGIN)).toBe('pass');
    expect(swRoute(get('/api/media/abc.mp4'), ORIGIN)).toBe('pass');
    expect(swRoute({ method: 'GET', mode: 'navigate', url: 'https://elsewhere.example/' }, ORIGIN)).toBe('pass');
  });

  it('names the session cache the same in the worker and the app', () => {
    expect(OFFLINE_SESSION_CACHE).toBe(SESSION_CACHE);
  });
});
