import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { MediaSettings } from '../config.js';
import {
  commonParts,
  MediaMissingError,
  MediaStoreUnavailableError,
  type ByteRange,
  type MediaStore,
  type StoredFile,
} from './media-store.js';

/** SPOTTER_MEDIA_URL=s3://bucket/prefix, with the SDK's own endpoint and region settings (config.ts says each). */
export type S3MediaSettings = Extract<MediaSettings, { kind: 's3' }>;

/** Parts of at most this size are in memory while a file uploads (times the parts sent at once). */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

const CONNECT_TIMEOUT_MS = 5000;
const MAX_CONNECTIONS = 256;

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/**
 * The bucket's own failures (its server not answering, refusing, overloaded: every error the SDK gives carries
 * `$metadata`) become a MediaStoreUnavailableError; anything else (this machine's file, our bug) stays as it is.
 */
async function fromBucket<T>(action: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof Error && '$metadata' in err) throw new MediaStoreUnavailableError(action, { cause: err });
    throw err;
  }
}

export function s3Client(settings: S3MediaSettings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    forcePathStyle: settings.pathStyle,
    ...(settings.credentials && { credentials: settings.credentials }),
    // Checksums only where S3 requires them: several S3-compatible servers reject the newer default trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not take the connection is down (readiness and reads say so) rather than waited on. No
    // idle timeout on a request: a paused video player stops reading, and its stream from the bucket waits with it.
    // Each video being watched holds a connection for as long as it streams: room for many (the SDK's default is 50).
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      httpAgent: { keepAlive: true, maxSockets: MAX_CONNECTIONS },
      httpsAgent: { keepAlive: true, maxSockets: MAX_CONNECTIONS },
    },
  });
}

/**
 * Media in an S3-compatible bucket under `prefix`, for several instances and workers sharing one store. Files
 * arrive on this machine's scratch folder first (the upload is checked by its bytes there, and the analysis needs a
 * path), then stream to the bucket in parts.
 */
export async function openS3MediaStore(
  settings: S3MediaSettings,
  incomingDir: string,
  secret: string,
): Promise<MediaStore> {
  const client = s3Client(settings);
  const { bucket, prefix } = settings;
  const where = `s3://${bucket}/${prefix}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (err) {
    client.destroy();
    const status = (err as S3ServiceException).$metadata?.httpStatusCode;
    const why =
      status === 404
        ? 'it does not exist'
        : status === 403
          ? 'access was refused (check the keys)'
          : (err as Error).message || (err as Error).name;
    throw new Error(`The media bucket ${where} cannot be used: ${why}`, { cause: err });
  }
  const common = await commonParts(incomingDir, secret);
  const keyOf = (name: string) => {
    if (!common.isValidName(name)) throw new Error(`Not a media name: ${name}`);
    return `${prefix}${name}`;
  };
  // A file that is not there is an answer (null), not a fault of the store.
  const orMissing =
    <T>(call: () => Promise<T>) =>
    async () => {
      try {
        return await call();
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    };
  const stat = (name: string): Promise<StoredFile | null> =>
    fromBucket(
      `look up ${name}`,
      orMissing(async () => {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
        return { size: head.ContentLength ?? 0, etag: head.ETag ?? '""', modifiedAt: head.LastModified ?? new Date(0) };
      }),
    );
  const read = (name: string, range?: ByteRange): Promise<Readable | null> =>
    fromBucket(
      `read ${name}`,
      orMissing(async () => {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: keyOf(name),
            ...(range && { Range: `bytes=${range.start}-${range.end}` }),
          }),
        );
        return object.Body as Readable;
      }),
    );
  const { stopSweeping, ...shared } = common;

  return {
    ...shared,
    kind: 's3',
    location: where,
    async put(localPath, name, contentType) {
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: keyOf(name), Body: createReadStream(localPath), ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: PARTS_AT_ONCE,
      });
      await fromBucket(`store ${name}`, () => upload.done());
      await rm(localPath, { force: true });
    },
    async localCopy(name) {
      const body = await read(name);
      if (!body) throw new MediaMissingError(name);
      const path = `${common.incomingPath()}-${name}`;
      try {
        await pipeline(body, createWriteStream(path));
      } catch (err) {
        await rm(path, { force: true });
        throw err;
      }
      return { path, release: () => rm(path, { force: true }) };
    },
    size: async (name) => (await stat(name))?.size ?? null,
    stat,
    read,
    async remove(...names) {
      // One call per file: DeleteObjects needs a checksum header that some S3-compatible servers reject.
      await Promise.all(
        names
          .filter((n): n is string => !!n && common.isValidName(n))
          .map((n) =>
            fromBucket(`remove ${n}`, () => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(n) }))),
          ),
      );
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await fromBucket('list its files', () =>
          client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token })),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length) ?? '';
          if (common.isValidName(name)) yield { name, storedAt: object.LastModified?.getTime() ?? 0 };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async check() {
      await fromBucket('be reached', () => client.send(new HeadBucketCommand({ Bucket: bucket })));
    },
    close() {
      stopSweeping();
      client.destroy();
    },
  };
}
