/**
 * sw-routes' SESSION_CACHE, written again: importing it would make the worker and the app share a chunk, and a
 * classic worker script cannot import one (register-service-worker.test.ts checks the two agree).
 */
export const OFFLINE_SESSION_CACHE = 'spotter-session';

/**
 * Installs the offline worker in a built app (never under Vite's dev server, whose modules are not the build's).
 * A failed registration (a browser that refuses workers, a private window) leaves the app working online.
 */
export function registerServiceWorker(container: ServiceWorkerContainer | undefined, built: boolean) {
  if (!container || !built) return;
  container.register('/sw.js').catch((error: unknown) => console.warn('Offline support is unavailable:', error));
}

/** On sign-out: the worker's copies of this user's session calls go, so the next person on the device sees none. */
export async function forgetOfflineSession(
  container: ServiceWorkerContainer | undefined,
  cacheStorage: CacheStorage | undefined,
) {
  container?.controller?.postMessage('spotter:forget-session');
  await cacheStorage?.delete(OFFLINE_SESSION_CACHE);
}
