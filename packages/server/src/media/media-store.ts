import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;
const URL_LIFETIME_SEC = 7 * 24 * 3600;

export interface MediaStore {
  readonly dir: string;
  /** A fresh name of ours for a file with this extension; uploaders never name files. */
  newName(extension: string): string;
  isValidName(name: string): boolean;
  pathOf(name: string): string;
  /** A path for a file being written; `commit` moves it into place under `name`. */
  incomingPath(): string;
  commit(incoming: string, name: string): Promise<void>;
  remove(...names: (string | null | undefined)[]): Promise<void>;
  discard(path: string): Promise<void>;
  /** A URL that grants access to one file for a week (like a presigned URL), for players that cannot send headers. */
  signedUrl(name: string, now?: number): string;
  verifySignature(name: string, exp: string | undefined, sig: string | undefined, now?: number): boolean;
  /** Stops the periodic sweep of abandoned incoming files. */
  close(): void;
}

const SWEEP_EVERY_MS = 15 * 60_000;
const INCOMING = '.incoming';
/** Younger than this, a file without a row may still be on its way in: another instance between moving it and its commit. */
const ORPHAN_GRACE_MS = 3600_000;

/** The media store: a directory of our own names, plus HMAC-signed read URLs. */
export async function openMediaStore(dir: string, secret: string): Promise<MediaStore> {
  const incomingDir = join(dir, INCOMING);
  await mkdir(incomingDir, { recursive: true });
  await sweepAbandoned(incomingDir);
  // Files a crash or a killed worker left behind go while the server runs too, not only at the next start.
  const sweeper = setInterval(() => void sweepAbandoned(incomingDir).catch(() => undefined), SWEEP_EVERY_MS);
  sweeper.unref();

  const sign = (name: string, exp: number) => createHmac('sha256', secret).update(`${name}:${exp}`).digest('base64url');
  const isValidName = (name: string) => NAME.test(name);
  const pathOf = (name: string) => {
    if (!isValidName(name)) throw new Error(`Not a media name: ${name}`);
    return join(dir, name);
  };

  return {
    dir,
    newName: (extension) => `${randomUUID()}.${extension.toLowerCase().replace(/[^a-z0-9]/g, '')}`,
    isValidName,
    pathOf,
    incomingPath: () => join(incomingDir, randomUUID()),
    commit: (incoming, name) => rename(incoming, pathOf(name)),
    async remove(...names) {
      await Promise.all(names.filter((n): n is string => !!n && isValidName(n)).map((n) => rm(pathOf(n), { force: true })));
    },
    discard: (path) => rm(path, { force: true }),
    signedUrl(name, now = Date.now()) {
      const exp = Math.floor(now / 1000) + URL_LIFETIME_SEC;
      return `/api/media/${name}?exp=${exp}&sig=${sign(name, exp)}`;
    },
    close: () => clearInterval(sweeper),
    verifySignature(name, exp, sig, now = Date.now()) {
      if (!exp || !sig || !/^\d+$/.test(exp) || Number(exp) * 1000 < now) return false;
      const expected = Buffer.from(sign(name, Number(exp)));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export const newMediaSecret = () => randomBytes(32).toString('base64url');

/** The names among these that the database holds a row for. */
export type RecordedMedia = (names: string[]) => Promise<Set<string>>;

export interface OrphanSweepOptions {
  /**
   * Only this process writes the folder (the embedded database lives in the same data dir, and PGlite cannot be
   * shared), so at start-up everything without a row, and everything still incoming, is left from a crash.
   * Otherwise (PostgreSQL: several instances may share the folder) only what is older than an hour goes.
   */
  exclusive: boolean;
  now?: number;
}

export interface SweptFiles {
  media: string[];
  incoming: string[];
}

/**
 * Removes what a killed process leaves in the media store: media files without a row (`keepMedia` moves files in
 * before its transaction commits; deleting an account removes the rows before the files) and incoming files of
 * uploads and replies that never finished. Files whose names are not ours are left alone.
 */
export async function sweepOrphans(store: MediaStore, recorded: RecordedMedia, options: OrphanSweepOptions): Promise<SweptFiles> {
  const now = options.now ?? Date.now();
  const maxAgeMs = options.exclusive ? 0 : ORPHAN_GRACE_MS;
  const incoming = await sweepAbandoned(join(store.dir, INCOMING), maxAgeMs, now);
  const candidates: string[] = [];
  for (const name of await readdir(store.dir)) {
    if (!store.isValidName(name)) continue;
    const info = await stat(store.pathOf(name)).catch(() => null);
    // Moving a file into place changes its ctime, not its mtime: the later of the two is when it arrived here.
    if (info?.isFile() && Math.max(info.mtimeMs, info.ctimeMs) < now - maxAgeMs) candidates.push(name);
  }
  const known = candidates.length ? await recorded(candidates) : new Set<string>();
  const media = candidates.filter((name) => !known.has(name));
  await store.remove(...media);
  return { media, incoming };
}

/** Uploads still incoming after an hour were abandoned by a crash; newer ones may belong to another instance. */
async function sweepAbandoned(incomingDir: string, maxAgeMs = ORPHAN_GRACE_MS, now = Date.now()): Promise<string[]> {
  const swept: string[] = [];
  for (const entry of await readdir(incomingDir)) {
    const path = join(incomingDir, entry);
    const info = await stat(path).catch(() => null);
    if (info && info.mtimeMs < now - maxAgeMs) {
      await rm(path, { recursive: true, force: true });
      swept.push(entry);
    }
  }
  return swept;
}
