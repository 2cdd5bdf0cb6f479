/**
 * How the service worker answers each request, decided from the request alone so it can be tested without a worker.
 *
 * - `asset`: the build's hashed scripts and styles. Cache first: a hashed name never changes content.
 * - `page`: a navigation to one of the app's pages. Network first, else the cached app shell (index.html), so the
 *   app opens at the gym with no signal.
 * - `session`: the calls today's session needs to show offline (the user, the next planned session and the latest
 *   workouts with their sets). Network first, the last good answer kept for when there is no network.
 * - `pass`: everything else (writes, uploads, media, other calls): the worker stays out of the way. Writes made
 *   offline are the app's queue's business, not the worker's.
 */
export type SwRoute = 'asset' | 'page' | 'session' | 'pass';

export interface SwRequest {
  method: string;
  /** 'navigate' for a page load. */
  mode: string;
  url: string;
}

/** A user's own calls the workout screen reads on opening. */
const SESSION_CALLS = [
  /^\/api\/users\/[^/]+$/,
  /^\/api\/users\/[^/]+\/workouts\/next$/,
  /^\/api\/users\/[^/]+\/workouts$/,
  /^\/api\/users\/[^/]+\/plans$/,
];

export function swRoute(request: SwRequest, origin: string): SwRoute {
  if (request.method !== 'GET') return 'pass';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'pass';
  const path = url.pathname;
  if (path.startsWith('/api/')) return SESSION_CALLS.some((pattern) => pattern.test(path)) ? 'session' : 'pass';
  if (path.startsWith('/assets/')) return 'asset';
  if (request.mode === 'navigate') return 'page';
  return 'pass';
}

/** The shell's cache is named after the build, so a new build's worker drops the old one on activation. */
export const SHELL_CACHE_PREFIX = 'spotter-shell-';
/** The last good answers of the session calls; dropped when the user signs out. */
export const SESSION_CACHE = 'spotter-session';
/** The page every navigation falls back to offline. */
export const SHELL_PAGE = '/';
