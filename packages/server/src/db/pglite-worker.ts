// The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs every statement here, so the
// server's event loop never stops for one. pglite-thread.ts is the other end; see it for the protocol.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgliteStartParams, type FromDatabase, type PgliteAssets, type ToDatabase } from './pglite-thread.js';

const port = parentPort!;
const send = (message: FromDatabase) => port.postMessage(message);

/** The error's own fields (PostgreSQL's code, constraint, detail…), which a thread boundary would otherwise drop. */
function describe(err: unknown): Extract<FromDatabase, { type: 'failed' }>['error'] {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err) };
  const fields: Record<string, string | number | undefined> = {};
  for (const [key, value] of Object.entries(err))
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  return { ...fields, name: err.name, message: err.message };
}

/** Opens the database, then answers the other end's statements until it says close. */
async function serve(): Promise<void> {
  let pglite: PGlite;
  try {
    // The WebAssembly comes compiled from the opening thread (pglite-thread.ts), which compiles it once a process.
    const { dir, ...assets } = workerData as { dir?: string } & PgliteAssets;
    pglite = await PGlite.create(dir, { ...assets, startParams: pgliteStartParams(PGlite.defaultStartParams) });
    send({ type: 'ready' });
  } catch (err) {
    // The other end rejects with this error; closing the port ends the thread.
    send({ type: 'failed', id: 0, error: describe(err) });
    port.close();
    return;
  }

  // PGlite runs its queries one at a time in the order asked (its own FIFO lock), so statements are handed to it as they
  // arrive and the next is ready the moment the last ends; the other end decides what may be sent while a transaction is open.
  port.on('message', (message: ToDatabase) => {
    if (message.type === 'close') {
      void pglite.close().finally(() => {
        send({ type: 'closed' });
        port.close();
      });
      return;
    }
    pglite.query(message.sql, [...message.parameters]).then(
      (result) =>
        send({
          type: 'result',
          id: message.id,
          rows: result.rows as Record<string, unknown>[],
          affectedRows: result.affectedRows,
        }),
      (err: unknown) => send({ type: 'failed', id: message.id, error: describe(err) }),
    );
  });
}

await serve();
