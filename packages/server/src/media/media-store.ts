import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;
/**
 * Signed media URLs last minutes, not days: a signed URL is not tied to a device, so this is how long a device signed
 * out (or a URL copied from a response) can still read the file. Clients that show media ask for fresh URLs (the
 * lists they come in) when one has expired. Expiries are rounded down to the minute, so one file's URL stays the same
 * for a minute and browsers can keep their copy, and no URL outlives the lifetime (a revoked device loses media within it).
 */
export const MEDIA_URL_LIFETIME_SECONDS = 10 * 60;
const EXPIRY_STEP_SECONDS = 60;

/** Bytes `start` to `end` of a file, both included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFile {
  size: number;
  etag: string;
  modifiedAt: Date;
}

/** A stored file as a file on this machine, for tools that need a path (the video analysis). */
export interface LocalCopy {
  path: string;
  /** Removes the copy; the stored file stays. */
  release(): Promise<void>;
}

/** A stored file that is not (or no longer) there. */
export class MediaMissingError extends Error {
  readonly code = 'media_missing';
  constructor(name: string) {
    super(`The media file ${name} is not stored`);
  }
}

/**
 * The store did not answer or refused the call (a bucket's server down, restarting or overloaded): the caller may try
 * again later. The HTTP layer answers 503 with Retry-After; what the store said is the cause, for the log.
 */
export class MediaStoreUnavailableError extends Error {
  readonly code = 'media_unavailable';
  constructor(action: string, options: { cause: unknown }) {
    super(`The media store could not ${action}`, options);
  }
}

/**
 * Where uploaded and processed media live: a folder on this machine (the default) or an S3-compatible bucket.
 * Files are written on this machine first (`incomingPath`: uploads arriving, renders, voices), then `put` into the
 * store under a name of ours; whoever needs a path to a stored file takes a `localCopy`.
 */
export interface MediaStore {
  readonly kind: 'local' | 's3';
  /** Where, for the start-up log line: the folder, or s3://bucket/prefix and its endpoint. Holds no secret. */
  readonly location: string;
  /** The scratch folder on this machine (files being written, local copies). */
  readonly incomingDir: string;
  /** A fresh name of ours for a file with this extension; uploaders never name files. */
  newName(extension: string): string;
  isValidName(name: string): boolean;
  /** A scratch path on this machine for a file being written; `put` moves it into the store, `discard` drops it. */
  incomingPath(): string;
  /** Puts a finished file from this machine into the store under `name`; the local file is gone afterwards. */
  put(localPath: string, name: string, contentType: string): Promise<void>;
  /** The stored file as a path on this machine (the local store's own file, or a downloaded copy). */
  localCopy(name: string): Promise<LocalCopy>;
  /** The stored file's size in bytes, or null when it is not stored. */
  size(name: string): Promise<number | null>;
  /** Size, a validator for HTTP caches (ETag) and when it was stored; null when it is not stored. */
  stat(name: string): Promise<StoredFile | null>;
  /** The stored file's bytes, all or one range; null when it is not stored. */
  read(name: string, range?: ByteRange): Promise<Readable | null>;
  remove(...names: (string | null | undefined)[]): Promise<void>;
  /** Drops a scratch file from `incomingPath`. */
  discard(path: string): Promise<void>;
  /** Every file of ours in the store and when it arrived (files whose names are not ours are left out). */
  list(): AsyncIterable<{ name: string; storedAt: number }>;
  /** Throws when the store cannot be reached: the folder not writable, the bucket not answering HeadBucket (readiness). */
  check(): Promise<void>;
  /** A URL that grants access to one file for minutes (like a presigned URL), for players that cannot send headers. */
  signedUrl(name: string, now?: number): string;
  verifySignature(name: string, exp: string | undefined, sig: string | undefined, now?: number): boolean;
  /** Stops the periodic sweep of abandoned incoming files and lets go of connections. */
  close(): void;
}

/** What every store does the same way: our names, the scratch folder on this machine and signed read URLs. */
export type CommonParts = Pick<
  MediaStore,
  'incomingDir' | 'newName' | 'isValidName' | 'incomingPath' | 'discard' | 'signedUrl' | 'verifySignature'
> & {
  /** Stops the sweep of the scratch folder. */
  stopSweeping: () => void;
};

const SWEEP_EVERY_MS = 15 * 60_000;
/** Younger than this, a file without a row may still be on its way in: another instance between moving it and its commit. */
const ORPHAN_GRACE_MS = 3600_000;

export async function commonParts(incomingDir: string, secret: string): Promise<CommonParts> {
  await mkdir(incomingDir, { recursive: true });
  await sweepAbandoned(incomingDir);
  // Files a crash or a killed worker left behind go while the server runs too, not only at the next start.
  const sweeper = setInterval(() => void sweepAbandoned(incomingDir).catch(() => undefined), SWEEP_EVERY_MS);
  sweeper.unref();
  const sign = (name: string, exp: number) => createHmac('sha256', secret).update(`${name}:${exp}`).digest('base64url');
  return {
    incomingDir,
    stopSweeping: () => clearInterval(sweeper),
    newName: (extension) => `${randomUUID()}.${extension.toLowerCase().replace(/[^a-z0-9]/g, '')}`,
    isValidName: (name) => NAME.test(name),
    incomingPath: () => join(incomingDir, randomUUID()),
    discard: (path) => rm(path, { force: true }),
    signedUrl(name, now = Date.now()) {
      const exp =
        Math.floor((Math.floor(now / 1000) + MEDIA_URL_LIFETIME_SECONDS) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      return `/api/media/${name}?exp=${exp}&sig=${sign(name, exp)}`;
    },
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
   * Only this process writes the store (the embedded database lives in the same data dir, and PGlite cannot be
   * shared), so at start-up everything without a row, and everything still incoming, is left from a crash.
   * Otherwise (PostgreSQL: several instances may share the store) only what is older than an hour goes.
   */
  exclusive: boolean;
  now?: number;
}

export interface SweptFiles {
  media: string[];
  incoming: string[];
}

/**
 * Removes what a killed process leaves behind: stored files without a row (`keepMedia` puts files in before its
 * transaction commits; deleting an account removes the rows before the files) and incoming files of uploads and
 * replies that never finished. Works the same on every store: list, ask the database, remove the rest.
 */
export async function sweepOrphans(
  store: MediaStore,
  recorded: RecordedMedia,
  options: OrphanSweepOptions,
): Promise<SweptFiles> {
  const now = options.now ?? Date.now();
  const maxAgeMs = options.exclusive ? 0 : ORPHAN_GRACE_MS;
  const incoming = await sweepAbandoned(store.incomingDir, maxAgeMs, now);
  const candidates: string[] = [];
  for await (const { name, storedAt } of store.list()) if (storedAt < now - maxAgeMs) candidates.push(name);
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
