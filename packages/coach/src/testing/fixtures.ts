import { fileURLToPath } from 'node:url';

/** A path in the shared real clips, photos and clip manifest: ../shared/fixtures beside the repository, absent on a fresh clone. */
export const fixture = (path: string) =>
  fileURLToPath(new URL(`../../../../../shared/fixtures/${path}`, import.meta.url));
