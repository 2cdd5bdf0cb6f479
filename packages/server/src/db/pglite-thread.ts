import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Worker } from 'node:worker_threads';
import type { PGliteOptions } from '@electric-sql/pglite';
import { startWorker, workerModule } from '@spotter/coach/workers';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { DatabaseUnavailableError } from './faults.js';

/**
 * The embedded database (PGlite) in a thread of its own, behind a Kysely dialect. PGlite is PostgreSQL compiled to
 * WebAssembly: each statement is a millisecond or two of synchronous work, which on the server's own thread held
 * every other request waiting (under load about half of the event loop's time). Here the loop only posts the
 * statement and reads back its rows.
 *
 * PGlite is one session, as if the whole server had a single connection. Statements are pipelined to the thread,
 * which runs them in the order sent; while a transaction is open, only its own statements are sent and every other
 * waits for its commit or rollback, so nothing runs inside a transaction that is not its own.
 */

export type ToDatabase = { type: 'query'; id: number; sql: string; parameters: readonly unknown[] } | { type: 'close' };
export type FromDatabase =
  | { type: 'ready' }
  | { type: 'closed' }
  | { type: 'result'; id: number; rows: Record<string, unknown>[]; affectedRows?: number }
  | {
      type: 'failed';
      id: number;
      error: { name: string; message: string; [field: string]: string | number | undefined };
    };

/** An error from the thread, with PostgreSQL's fields (code, constraint, detail…) on it as pg's own errors have them. */
function revive(error: Extract<FromDatabase, { type: 'failed' }>['error']): Error {
  return Object.assign(new Error(error.message), error);
}

/**
 * PostgreSQL's shared buffers are PGlite's largest allocation: the default (128 MB) is a server's, sized for many
 * sessions over a big database. Spotter's embedded database is one session over a few megabytes whose hot reads are
 * held in the server's own caches, and its files sit in the operating system's page cache anyway: 16 MB keeps the
 * database thread near 175 MB resident instead of 285 MB.
 */
export const pgliteStartParams = (defaults: readonly string[]): string[] => [...defaults, '-c', 'shared_buffers=16MB'];

/**
 * Makes a new data dir in a child process. initdb's memory (about 500 MB) stays with the thread or process that ran
 * it, and even a thread that exits leaves most of it in the allocator, so the server's own process never runs it.
 * First start only: an existing data dir opens directly.
 */
async function initialise(dir: string): Promise<void> {
  if (existsSync(join(dir, 'PG_VERSION'))) return;
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)});
const db = await PGlite.create(process.argv[1], { startParams: JSON.parse(process.argv[2]) });
await db.close();`;
  const { PGlite } = await import('@electric-sql/pglite');
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', script, dir, JSON.stringify(pgliteStartParams(PGlite.defaultStartParams))],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
  const code = await new Promise<number | null>((resolve, reject) =>
    child.once('error', reject).once('close', resolve),
  );
  if (code !== 0)
    throw new Error(`Could not create the embedded database in ${dir} (exit code ${code}): ${stderr.trim()}`);
}

/** What PGlite loads at each start, read and compiled once a process and handed to every database thread it opens. */
export type PgliteAssets = Required<Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>>;
type WasmModule = PgliteAssets['pgliteWasmModule'];

/** Node's WebAssembly global, which the server's typings (Node's, without the DOM's) do not declare. */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } })
  .WebAssembly;

/** Read and compiled on first use, once a process (a failure is tried again by the next opening). */
const pgliteAssets = (() => {
  let loading: Promise<PgliteAssets> | undefined;
  return (): Promise<PgliteAssets> => {
    loading ??= (async () => {
      const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
      const [pglite, initdb, bundle] = await Promise.all(
        ['pglite.wasm', 'initdb.wasm', 'pglite.data'].map((name) => readFile(join(dist, name))),
      );
      const [pgliteWasmModule, initdbWasmModule] = await Promise.all([wasm.compile(pglite!), wasm.compile(initdb!)]);
      return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([bundle!]) };
    })();
    loading.catch(() => (loading = undefined));
    return loading;
  };
})();

interface Waiting {
  resolve: (result: QueryResult<unknown>) => void;
  reject: (err: Error) => void;
}

/** The thread and its statements in flight. */
class DatabaseThread {
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();
  private stopped: Error | null = null;
  private readonly closed: Promise<void>;

  private constructor(private readonly worker: Worker) {
    this.closed = new Promise((resolve) => worker.once('exit', () => resolve()));
    worker.on('message', (message: FromDatabase) => {
      if (message.type !== 'result' && message.type !== 'failed') return;
      const waiting = this.waiting.get(message.id);
      if (!waiting) return;
      this.waiting.delete(message.id);
      if (this.waiting.size === 0) worker.unref();
      if (message.type === 'failed') waiting.reject(revive(message.error));
      else
        waiting.resolve({
          rows: message.rows,
          ...(message.affectedRows ? { numAffectedRows: BigInt(message.affectedRows) } : {}),
        });
    });
    const stop = (err: Error) => {
      this.stopped ??= err;
      for (const waiting of this.waiting.values()) waiting.reject(this.stopped);
      this.waiting.clear();
    };
    // Statements in flight when the thread dies fail as the database being unavailable (503, try again): the driver
    // starts a new thread for the next ones.
    worker.on('error', (err) =>
      stop(
        new DatabaseUnavailableError(`The embedded database's thread failed: ${err.message}`, 'unreachable', {
          cause: err,
        }),
      ),
    );
    worker.once('exit', (code) =>
      stop(
        new DatabaseUnavailableError(`The embedded database's thread has stopped (exit code ${code})`, 'unreachable'),
      ),
    );
  }

  /** True once the thread has failed or ended (a crash, or closed). */
  get down(): boolean {
    return this.stopped !== null;
  }

  /** Starts the thread and opens the database in `dir` (in memory without one); rejects with PGlite's own error. */
  static async start(dir: string | undefined): Promise<DatabaseThread> {
    if (dir !== undefined) await initialise(dir);
    const worker = startWorker(workerModule(import.meta.url, 'pglite-worker'), {
      workerData: { dir, ...(await pgliteAssets()) },
    });
    await new Promise<void>((resolve, reject) => {
      const exit = (code: number) =>
        reject(new Error(`The embedded database's thread stopped while opening (exit code ${code})`));
      worker.once('exit', exit);
      worker.once('error', reject);
      worker.once('message', (message: FromDatabase) => {
        worker.off('exit', exit).off('error', reject);
        if (message.type === 'ready') resolve();
        else if (message.type === 'failed') reject(revive(message.error));
      });
    }).catch(async (err: unknown) => {
      await worker.terminate();
      throw err;
    });
    worker.unref(); // an idle database never keeps the process running; a statement in flight does
    return new DatabaseThread(worker);
  }

  /** Posts the statement now (callers rely on that for ordering) and resolves with its rows. */
  query(sql: string, parameters: readonly unknown[]): Promise<QueryResult<unknown>> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.waiting.size === 0) this.worker.ref();
      this.waiting.set(id, { resolve, reject });
      try {
        this.worker.postMessage({ type: 'query', id, sql, parameters } satisfies ToDatabase);
      } catch (err) {
        // A parameter that cannot cross threads (a function, a symbol): the statement was never sent.
        this.waiting.delete(id);
        if (this.waiting.size === 0) this.worker.unref();
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    });
  }

  /** Ends the thread at once, its files not flushed: what a crash of the WebAssembly does (fault injection). */
  async terminate(): Promise<void> {
    await this.worker.terminate();
  }

  /** Closes the database (its files flushed) and ends the thread. */
  async close(): Promise<void> {
    if (!this.stopped) {
      this.worker.ref();
      this.worker.postMessage({ type: 'close' } satisfies ToDatabase);
    }
    await this.closed;
  }
}

class ThreadConnection implements DatabaseConnection {
  constructor(private readonly driver: ThreadDriver) {}

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.send(this, compiled.sql, compiled.parameters) as Promise<QueryResult<R>>;
  }

  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield await this.executeQuery<R>(compiled);
  }
}

class ThreadDriver implements Driver {
  private thread: DatabaseThread | undefined;
  /** A new thread being started after the last one died; statements wait for it. */
  private restarting: Promise<void> | null = null;
  /** The connection whose transaction is open; statements of any other wait until it ends. */
  private owner: ThreadConnection | null = null;
  private waitingForOwner: Array<() => void> = [];

  constructor(private readonly dir: string | undefined) {}

  async init(): Promise<void> {
    this.thread = await DatabaseThread.start(this.dir);
  }

  acquireConnection(): Promise<DatabaseConnection> {
    return Promise.resolve(new ThreadConnection(this));
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (this.owner === connection) this.endTransaction();
    return Promise.resolve();
  }

  /**
   * Sends one statement of `connection` as soon as no other connection's transaction is open: the check, taking the
   * transaction (`begin`) and the post happen in one synchronous step, so nothing can slip in between.
   */
  async send(
    connection: ThreadConnection,
    sql: string,
    parameters: readonly unknown[],
    begin = false,
  ): Promise<QueryResult<unknown>> {
    while (this.owner && this.owner !== connection)
      await new Promise<void>((resolve) => this.waitingForOwner.push(resolve));
    // A transaction's statements stay on the thread that began it: a new thread has no such transaction open.
    if (this.thread?.down && this.owner !== connection) await this.restart();
    const thread = this.thread;
    if (!thread) throw new Error('The embedded database is closed');
    if (begin) this.owner = connection;
    return thread.query(sql, parameters);
  }

  /**
   * The thread died (PGlite's WebAssembly crashed, or it was ended): a new one opens the same files, as a restarted
   * server would (PostgreSQL's recovery replays what was committed). An in-memory database has nothing to reopen.
   */
  private async restart(): Promise<void> {
    if (!this.dir) return;
    const dead = this.thread;
    this.restarting ??= DatabaseThread.start(this.dir)
      .then(async (fresh) => {
        // Closed meanwhile (the server shutting down): the new thread is not wanted.
        if (this.thread !== dead) return void (await fresh.close());
        this.thread = fresh;
        process.emitWarning("The embedded database's thread stopped and was started again", {
          code: 'SPOTTER_DATABASE_RESTARTED',
        });
      })
      .finally(() => (this.restarting = null));
    try {
      await this.restarting;
    } catch (err) {
      throw new DatabaseUnavailableError(
        `The embedded database could not be opened again: ${(err as Error).message}`,
        'unreachable',
        { cause: err },
      );
    }
  }

  private endTransaction(): void {
    this.owner = null;
    const waiting = this.waitingForOwner;
    this.waitingForOwner = [];
    for (const resume of waiting) resume();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const options = [
      settings.isolationLevel && `isolation level ${settings.isolationLevel}`,
      settings.accessMode,
    ].filter(Boolean);
    const statement = options.length > 0 ? `start transaction ${options.join(' ')}` : 'begin';
    try {
      await this.send(connection as ThreadConnection, statement, [], true);
    } catch (err) {
      if (this.owner === connection) this.endTransaction();
      throw err;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.send(connection as ThreadConnection, 'commit', []);
    } finally {
      this.endTransaction();
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.send(connection as ThreadConnection, 'rollback', []);
    } finally {
      this.endTransaction();
    }
  }

  /** Ends the running thread as a crash would; false when none runs (closed, or already down). */
  async terminateThread(): Promise<boolean> {
    const thread = this.thread;
    if (!thread || thread.down) return false;
    await thread.terminate();
    return true;
  }

  async destroy(): Promise<void> {
    const thread = this.thread;
    this.thread = undefined;
    await thread?.close();
  }
}

export interface PgliteThreadDialect extends Dialect {
  /**
   * Fault injection for tests: ends the database's thread at once, as a crash of the WebAssembly would (the next
   * statement starts a new one); false when no thread runs. The thread belongs to the one database handle made with
   * this dialect, so ending it touches no other server in the process.
   */
  terminateThread(): Promise<boolean>;
}

/** Kysely's PostgreSQL dialect over PGlite in its own thread; `dir` holds its files (in memory without one). */
export function pgliteThreadDialect(dir: string | undefined): PgliteThreadDialect {
  let driver: ThreadDriver | undefined;
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => (driver = new ThreadDriver(dir)),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
    terminateThread: () => driver?.terminateThread() ?? Promise.resolve(false),
  };
}
