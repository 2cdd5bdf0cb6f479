import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import S3rver from 's3rver';
import type { S3MediaSettings } from '../media/s3-store.js';

/** s3rver's fixed keys: it checks request signatures against these. */
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';

export interface LocalS3 {
  /** http://127.0.0.1:port */
  endpoint: string;
  bucket: string;
  /** The settings for a server in this process (a prefix of its own keeps tests sharing a bucket apart). */
  settings(prefix?: string): S3MediaSettings;
  /** The environment for a `spotter serve` / `spotter worker` process using this bucket under `prefix`. */
  env(prefix?: string): Record<string, string>;
  stop(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver, from npm) on a loopback port with one empty bucket, its files in a
 * temporary folder removed by `stop`. For tests and local trials of SPOTTER_MEDIA_URL=s3://…
 */
export async function startLocalS3(options: { bucket?: string; port?: number } = {}): Promise<LocalS3> {
  const bucket = options.bucket ?? 'spotter-media';
  const directory = await mkdtemp(join(tmpdir(), 'spotter-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    settings: (prefix = '') => ({
      kind: 's3',
      bucket,
      prefix: prefix ? `${prefix.replace(/\/+$/, '')}/` : '',
      endpoint,
      region: 'us-east-1',
      pathStyle: true,
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY },
    }),
    env: (prefix = '') => ({
      SPOTTER_MEDIA_URL: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
      AWS_ENDPOINT_URL_S3: endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: SECRET_KEY,
      SPOTTER_S3_PATH_STYLE: '1',
    }),
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

// `node --conditions=source --import tsx packages/server/src/testing/s3-server.ts [port]`: a bucket for a local trial.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const s3 = await startLocalS3({ port: Number(process.argv[2] ?? 9000) });
  const lines = Object.entries(s3.env()).map(([key, value]) => `export ${key}=${value}`);
  process.stdout.write(
    `Local S3 server at ${s3.endpoint}, bucket ${s3.bucket} (emptied when stopped). For spotter serve:\n${lines.join('\n')}\n`,
  );
  const stop = () => void s3.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
