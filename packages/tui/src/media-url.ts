/** Server paths ('/api/media/…') as absolute URLs a terminal can open: the server's address + the path. */
export function absoluteUrl(apiUrl: string, path: string | null | undefined): string | null {
  if (!path) return null;
  try {
    return new URL(path, apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`).href;
  } catch {
    return path;
  }
}
