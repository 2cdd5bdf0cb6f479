/**
 * Spotter's service worker (built to /sw.js by web/vite.config.ts): the app shell and today's session offline.
 * Written by hand, small, on the Cache API only: what it caches is decided by sw-routes.ts. The build replaces
 * PRECACHE with the list of its own files, and names the shell's cache after them.
 */
import { SESSION_CACHE, SHELL_CACHE_PREFIX, SHELL_PAGE, swRoute } from './sw-routes';

// The webworker lib's types cannot sit beside the DOM's in one project; these are the few parts the worker uses.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}

const scope = self as unknown as WorkerScope;
/** Replaced at build time: the build's hashed files and the version they make. */
const PRECACHE: { version: string; files: string[] } = JSON.parse('__SPOTTER_PRECACHE__') as {
  version: string;
  files: string[];
};
const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${PRECACHE.version}`;

scope.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll([SHELL_PAGE, ...PRECACHE.files]))
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => scope.clients.claim()),
  );
});

/** The app says so when the user signs out: their session's answers go with them. */
scope.addEventListener('message', (event) => {
  if (event.data === 'spotter:forget-session') void caches.delete(SESSION_CACHE);
});

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) void caches.open(SHELL_CACHE).then((cache) => cache.put(request, response.clone()));
  return response;
}

/** The network's answer (kept when good), else the last good one, else the network's failure as it was. */
async function networkFirst(
  request: Request,
  cacheName: string,
  fallback: string | Request = request,
): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok && cacheName === SESSION_CACHE) {
      const copy = response.clone();
      await caches.open(cacheName).then((cache) => cache.put(request, copy));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(fallback);
    if (cached) return cached;
    throw error;
  }
}

scope.addEventListener('fetch', (event) => {
  const route = swRoute(event.request, scope.location.origin);
  if (route === 'asset') event.respondWith(cacheFirst(event.request));
  else if (route === 'page') event.respondWith(networkFirst(event.request, SHELL_CACHE, SHELL_PAGE));
  else if (route === 'session') event.respondWith(networkFirst(event.request, SESSION_CACHE));
});
