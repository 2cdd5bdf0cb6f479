import { hash } from 'node:crypto';
import type pg from 'pg';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { DatabaseUnavailableError, connectionLost } from './faults.js';

/** Statements one connection keeps prepared at most; past this a new one runs unnamed, as before. */
const MOST_PER_CONNECTION = 200;
/** Only reads and writes of rows are kept: DDL and transaction control are rare or too cheap to be worth a name. */
/** A read on its own (no transaction): run twice it answers the same, so a lost connection is worth one retry. */
const READ = /^\s*select\b/i;
const PREPARABLE = /^\s*(?:select|insert|update|delete|with)\b/i;
/** PostgreSQL's answer when a table a prepared statement reads changed its columns (another instance migrated). */
const CHANGED_RESULT_TYPE = '0A000';

interface ConnectionStatements {
  /** Names this connection has prepared (its text is fixed by the name). */
  named: Set<string>;
  /** Names that failed after a schema change: their statements run unnamed on this connection from now on. */
  retired: Set<string>;
  inTransaction: boolean;
}

const statementName = (text: string) => `spotter_${hash('sha1', text, 'hex').slice(0, 20)}`;

/**
 * A pool whose clients keep Spotter's statements prepared: Kysely's PostgreSQL driver calls `query(sql, parameters)`,
 * and here each row statement gets a name from its text, so PostgreSQL parses and plans it once per connection and
 * afterwards only binds and runs it (pg sends the Parse only the first time a connection sees the name).
 *
 * A rolling upgrade can change a table under a running instance; PostgreSQL then refuses a prepared `select *` of it
 * ("cached plan must not change result type"). That statement is retired on the connection and, outside a
 * transaction, run again unnamed; inside one the transaction has failed already, so the error is the caller's.
 *
 * A connection the server ends (a failover, `pg_terminate_backend`) fails the statement on it: a read outside a
 * transaction is run once more on another connection (it changes nothing, so twice is safe); anything else fails
 * (the caller answers 503). A pool that cannot open a connection fails with DatabaseUnavailableError.
 */
export function withPreparedStatements(pool: pg.Pool): PostgresPool {
  // What each open connection has prepared: the pool's own, forgotten when the pool closes the connection.
  const statements = new Map<pg.PoolClient, ConnectionStatements>();
  pool.on('remove', (client) => statements.delete(client));
  const connectToPool = () =>
    pool.connect().catch((err: unknown) => {
      throw new DatabaseUnavailableError(`The database cannot be reached: ${(err as Error).message}`, 'unreachable', {
        cause: err,
      });
    });
  /** The read again, unnamed, on a connection of its own (the one it ran on is gone). */
  const readAgain = async (text: string, values: unknown[]) => {
    const fresh = await connectToPool();
    try {
      return (await fresh.query(text, values)) as PostgresQueryResult<unknown>;
    } finally {
      fresh.release();
    }
  };
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await connectToPool();
      let state = statements.get(client);
      if (!state) statements.set(client, (state = { named: new Set(), retired: new Set(), inTransaction: false }));
      const own = state;
      const query = async (text: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<unknown>> => {
        try {
          return await run(text, [...parameters]);
        } catch (err) {
          if (own.inTransaction || !connectionLost(err) || !READ.test(text)) throw err;
          return readAgain(text, [...parameters]);
        }
      };
      const run = async (text: string, values: unknown[]): Promise<PostgresQueryResult<unknown>> => {
        const control = /^\s*(begin|start transaction|commit|rollback|end)\b/i.exec(text)?.[1]?.toLowerCase();
        if (control) own.inTransaction = control === 'begin' || control === 'start transaction';
        const name = PREPARABLE.test(text) ? statementName(text) : null;
        const keep =
          name !== null && !own.retired.has(name) && (own.named.has(name) || own.named.size < MOST_PER_CONNECTION);
        if (!keep) return client.query(text, values) as Promise<PostgresQueryResult<unknown>>;
        own.named.add(name);
        try {
          return (await client.query({ name, text, values })) as PostgresQueryResult<unknown>;
        } catch (err) {
          if ((err as { code?: string }).code !== CHANGED_RESULT_TYPE) throw err;
          own.named.delete(name);
          own.retired.add(name);
          if (own.inTransaction) throw err;
          return client.query(text, values) as Promise<PostgresQueryResult<unknown>>;
        }
      };
      return {
        // Kysely streams through a cursor object; those pass through untouched.
        query: ((first: string | object, parameters?: ReadonlyArray<unknown>) =>
          typeof first === 'string'
            ? query(first, parameters ?? [])
            : client.query(first as pg.Submittable)) as PostgresPoolClient['query'],
        release: () => {
          own.inTransaction = false;
          client.release();
        },
      };
    },
    end: () => pool.end(),
  };
}
