import { parseArgs } from 'node:util';
import { resolveServerConfig, type ServerConfig } from '../config.js';
import { commandFlags } from '../command-flags.js';
import { createVideoCoach } from '../coach/video-coach.js';
import { openDatabase } from '../db/database.js';
import { openMediaStore } from '../media/open.js';
import { mediaSecret } from '../store/settings.js';
import { describeSetup, openJobRuntime } from './runtime.js';
import { startScratchSweep } from '../temp-sweep.js';

export const WORKER_HELP = `Usage: spotter worker [options]

Analyse uploaded videos: take analysis jobs from the PostgreSQL queue, with no HTTP.
Run as many as the analysis needs, beside \`spotter serve --no-worker\` API instances.

Options:
  -c, --concurrency <n>  videos analysed at once (env SPOTTER_ANALYSIS_WORKERS, default 1)
      --data-dir <dir>   scratch space and the local media folder (env SPOTTER_DATA_DIR)
  -h, --help             show this help

Needs DATABASE_URL=postgres://… and SPOTTER_QUEUE=postgres, the same media store as the
API instances (SPOTTER_MEDIA_URL=s3://… or one shared folder), and ffmpeg.
On SIGTERM or SIGINT it takes no more jobs and finishes the running ones (within
SPOTTER_WORKER_GRACE_SECONDS, default 60; then they go back to the queue).

Examples:
  DATABASE_URL=postgres://db/spotter SPOTTER_QUEUE=postgres spotter worker --concurrency 2
`;

export interface RunningWorker {
  /** The start-up line. */
  readonly description: string;
  close(graceMs?: number): Promise<void>;
}

/** Opens the database, the media store and the queue, and takes jobs until closed. */
export async function startWorker(
  config: ServerConfig,
  concurrency: number,
  log: (line: string) => void,
): Promise<RunningWorker> {
  if (config.queue !== 'postgres') {
    throw new Error(
      'spotter worker takes analysis jobs from the PostgreSQL queue: set SPOTTER_QUEUE=postgres and DATABASE_URL=postgres://…',
    );
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgSchema: config.pgSchema,
    timeouts: config.databaseTimeouts,
  });
  const video = createVideoCoach({ workers: concurrency, queue: concurrency });
  try {
    const media = await openMediaStore(config, await mediaSecret(database.db));
    const runtime = await openJobRuntime(config, {
      db: database.db,
      media,
      video,
      workers: concurrency,
      log: (message, err) => log(`${message}${err ? `: ${err.message}` : ''}`),
    });
    // Renders a killed worker left in the OS temp dir, as `spotter serve` sweeps them.
    const scratch = startScratchSweep((message, err) =>
      log(`${message}${err instanceof Error ? `: ${err.message}` : ''}`),
    );
    return {
      description: describeSetup(config, media, `${concurrency} at a time`),
      async close(graceMs) {
        scratch.stop();
        await runtime.close(graceMs);
        media.close();
        await video.close();
        await database.close();
      },
    };
  } catch (err) {
    await video.close();
    await database.close();
    throw err;
  }
}

/** `spotter worker`: runs until SIGTERM/SIGINT. Returns the exit code on failure, null while it runs. */
export async function runWorkerCommand(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number | null> {
  const values = commandFlags('worker', WORKER_HELP, () =>
    parseArgs({
      args: argv,
      options: {
        concurrency: { type: 'string', short: 'c' },
        'data-dir': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }),
  );
  if (typeof values === 'number') return values;
  const line = (text: string) => process.stdout.write(`${new Date().toISOString()} spotter worker: ${text}\n`);
  try {
    const config = resolveServerConfig({
      ...env,
      ...(values.concurrency !== undefined ? { SPOTTER_ANALYSIS_WORKERS: values.concurrency } : {}),
      ...(values['data-dir'] !== undefined ? { SPOTTER_DATA_DIR: values['data-dir'] } : {}),
    });
    const worker = await startWorker(config, config.analysisWorkers, line);
    line(`taking analysis jobs, ${worker.description}`);
    let stopping = false;
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) {
        line(`${signal} again: leaving now (running jobs go back to the queue when their time is up)`);
        process.exit(1);
      }
      stopping = true;
      line(`${signal} received: taking no more jobs, finishing the running ones`);
      worker.close(config.workerGraceMs).then(
        () => {
          line('stopped');
          process.exit(0);
        },
        (err: unknown) => {
          line(`stopping failed: ${(err as Error).message}`);
          process.exit(1);
        },
      );
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
    return null;
  } catch (err) {
    process.stderr.write(`spotter worker: ${(err as Error).message}\n`);
    return 1;
  }
}
