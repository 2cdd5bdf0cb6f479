import { createReadStream } from 'node:fs';
import { access, constants, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { commonParts, MediaMissingError, type MediaStore, type StoredFile } from './media-store.js';

const INCOMING = '.incoming';

/** The default store: a folder on this machine, files under our own names, uploads arriving in its `.incoming`. */
export async function openLocalMediaStore(dir: string, secret: string): Promise<MediaStore> {
  const common = await commonParts(join(dir, INCOMING), secret);
  const pathOf = (name: string) => {
    if (!common.isValidName(name)) throw new Error(`Not a media name: ${name}`);
    return join(dir, name);
  };
  const statOf = (name: string): Promise<StoredFile | null> =>
    stat(pathOf(name)).then(
      // The same weak validator as @fastify/send's, which served these files before.
      (info) =>
        info.isFile()
          ? {
              size: info.size,
              etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
              modifiedAt: info.mtime,
            }
          : null,
      () => null,
    );
  const sizeOf = async (name: string) => (await statOf(name))?.size ?? null;
  const { stopSweeping, ...shared } = common;

  return {
    ...shared,
    kind: 'local',
    location: dir,
    // The scratch folder is inside the store's own, so a finished file moves in with one rename.
    put: (localPath, name) => rename(localPath, pathOf(name)),
    // The analysis reads the stored file where it is: nothing to copy, nothing to remove.
    localCopy: async (name) => {
      if ((await sizeOf(name)) === null) throw new MediaMissingError(name);
      return { path: pathOf(name), release: () => Promise.resolve() };
    },
    size: sizeOf,
    stat: statOf,
    async read(name, range) {
      if ((await sizeOf(name)) === null) return null;
      return createReadStream(pathOf(name), range ? { start: range.start, end: range.end } : {});
    },
    async remove(...names) {
      await Promise.all(
        names.filter((n): n is string => !!n && common.isValidName(n)).map((n) => rm(pathOf(n), { force: true })),
      );
    },
    async *list() {
      for (const name of await readdir(dir)) {
        if (!common.isValidName(name)) continue;
        const info = await stat(join(dir, name)).catch(() => null);
        // Moving a file into place changes its ctime, not its mtime: the later of the two is when it arrived here.
        if (info?.isFile()) yield { name, storedAt: Math.max(info.mtimeMs, info.ctimeMs) };
      }
    },
    check: () => access(dir, constants.W_OK),
    close: stopSweeping,
  };
}
