/** When the app last reloaded itself because a page's code would not load (sessionStorage: this tab only). */
const RELOADED_AT = 'spotter.reloadedForUpdate';
/** One automatic reload per this long: a second failure soon after is not a deploy, it is shown. */
const ONCE_PER_MS = 60_000;

/**
 * A page's code that fails to load is, after a redeploy, a file the new build no longer has: one reload fetches the
 * new build. Answers whether it reloaded; false when it already did a moment ago (the server may be down: the page
 * then says so and offers Reload).
 */
export function reloadOnceForUpdate(
  win: Pick<Window, 'sessionStorage' | 'location'> = window,
  now = Date.now(),
): boolean {
  const last = Number(win.sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (now - last < ONCE_PER_MS) return false;
  win.sessionStorage.setItem(RELOADED_AT, String(now));
  win.location.reload();
  return true;
}

/** An error from loading a page's code (a failed dynamic import or one of its preloads), not from the page itself. */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i.test(
    `${error.name} ${error.message}`,
  );

/** Vite's `vite:preloadError` (a preload of a route's chunk failed): reload once instead of leaving a blank app. */
export function watchPreloadErrors(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    // Reloading: the error need not reach the page. Not reloading: it goes on to the route's error boundary.
    if (reloadOnceForUpdate(win)) event.preventDefault();
  });
}
