import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { createLlmCoach } from '@spotter/coach/chat';
import { createPooledObjectDetector } from '@spotter/coach/equipment';
import { createVoicePool } from '@spotter/coach/voice';
import { buildApp } from './app.js';
import type { ServerConfig } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase } from './db/database.js';
import { sweepOrphans } from './media/media-store.js';
import { openMediaStore } from './media/open.js';
import { seedOfficialExercises } from './seed/official-exercises.js';
import { createProfileCache } from './caches/profiles.js';
import { createSessionCache } from './caches/session-cache.js';
import { createUserReads } from './caches/user-reads.js';
import { createLibraryCache } from './caches/library-cache.js';
import { watchWrites } from './caches/write-watch.js';
import { recordedMediaNames } from './store/media-names.js';
import { mediaSecret } from './store/settings.js';
import { createVideoCoach } from './coach/video-coach.js';
import { openJobRuntime, type JobRuntime } from './jobs/runtime.js';

export const serverVersion = (): string =>
  (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

export interface SpotterServer {
  app: FastifyInstance;
  context: AppContext;
  /** Stops taking requests, then closes the database. */
  close(): Promise<void>;
  /**
   * Fault injection for tests: ends the embedded database's thread as a crash of its WebAssembly would; false with
   * PostgreSQL (no thread) or when none runs. Only this server's database is touched.
   */
  terminateDatabaseThread(): Promise<boolean>;
}

/** Opens storage (migrated and seeded) and builds the app, without listening. */
export async function createServer(
  config: ServerConfig,
  options: {
    logger?: boolean;
    /** With SPOTTER_QUEUE=postgres: false serves HTTP only (`serve --no-worker`), leaving the jobs to `spotter worker`. */
    worker?: boolean;
  } = {},
): Promise<SpotterServer> {
  // Log lines are written asynchronously, gathered into writes of 4 kB at least or once a second (a write per line
  // was an eighth of a read's time), and flushed when the server closes, after an error too (serve.ts closes it then).
  const logStream = options.logger ? pino.destination({ dest: 1, sync: false, minLength: 4096 }) : null;
  const logFlush = logStream ? setInterval(() => logStream.flush(), 1000).unref() : null;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgSchema: config.pgSchema,
    timeouts: config.databaseTimeouts,
  });
  let runtime: JobRuntime | null = null;
  try {
    await seedOfficialExercises(database.db);
    const media = await openMediaStore(config, await mediaSecret(database.db));
    // A kill -9 can leave files moved in whose rows never committed, and half-received uploads. A bucket may be
    // shared even by embedded-database instances, so only a local folder next to PGlite counts as this process's alone.
    const exclusive = database.kind === 'pglite' && media.kind === 'local';
    const sweep = () => sweepOrphans(media, (names) => recordedMediaNames(database.db, names), { exclusive });
    // Alone on its folder, the sweep ends before the first request (it takes every file without a row). On a shared
    // store it takes only files an hour old, so it runs beside the first requests: listing a big bucket must not
    // hold up the start of every instance.
    if (exclusive) await sweep();
    const library = createLibraryCache(database.db);
    const sessions = createSessionCache();
    const profiles = createProfileCache();
    // PGlite's data dir is this process's alone, so every write to it passes through here; PostgreSQL may be shared.
    const userReads = createUserReads({ enabled: database.kind === 'pglite' });
    const context: AppContext = {
      // Every write through the handle forgets what it makes stale in the caches below (caches/write-watch.ts).
      db: database.db.withPlugin(watchWrites({ library, sessions, profiles, userReads })),
      dbKind: database.kind,
      media,
      config,
      library,
      sessions,
      profiles,
      userReads,
      coach: {
        video: createVideoCoach({ workers: config.analysisWorkers, queue: config.analysisQueue }),
        voice: createVoicePool({ threads: config.voice.threads, deadlineMs: config.voice.deadlineMs }),
        // The offline detector loads in its thread on the first scan, so a server that never sees one pays nothing.
        detector: createPooledObjectDetector({ threads: 1, queue: 4 }),
        llm: config.llm
          ? createLlmCoach({ url: config.llm.url, model: config.llm.model, apiKey: config.llm.apiKey ?? undefined })
          : null,
      },
      version: serverVersion(),
    };
    const app = await buildApp(context, { logger: logStream ? { level: config.logLevel, stream: logStream } : false });
    if (!exclusive)
      void sweep().catch((err: unknown) =>
        app.log.warn({ err }, 'the start-up sweep of the media store did not finish'),
      );
    if (config.queue === 'postgres') {
      runtime = await openJobRuntime(config, {
        db: context.db,
        media,
        video: context.coach.video,
        workers: options.worker === false ? 0 : config.analysisWorkers,
        log: (message, err) => app.log.error({ err }, message),
      });
      context.jobs = runtime.jobs;
    }
    const jobs = runtime;
    return {
      app,
      context,
      terminateDatabaseThread: () => database.terminateThread?.() ?? Promise.resolve(false),
      async close() {
        await app.close();
        await jobs?.close();
        context.media.close();
        await context.coach.video.close();
        await context.coach.voice.close();
        await context.coach.detector.close();
        await database.close();
        if (logFlush) clearInterval(logFlush);
        logStream?.flushSync();
      },
    };
  } catch (err) {
    await runtime?.close(0);
    await database.close();
    throw err;
  }
}
