import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/** Statements one connection keeps prepared at most; past this a new one runs unnamed, as before. */
const MOST_PER_CONNECTION = 200;
/** Only reads and writes of rows are kept: DDL and transaction control are rare or too cheap to be worth a name. */
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

const statementName = (text: string) => `spotter_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

/**
 * A pool whose clients keep Spotter's statements prepared: Kysely's PostgreSQL driver calls `query(sql, parameters)`,
 * and here each row statement gets a name from its text, so PostgreSQL parses and plans it once per connection and
 * afterwards only binds and runs it (pg sends the Parse only the first time a connection sees the name).
 *
 * A rolling upgrade can change a table under a running instance; PostgreSQL then refuses a prepared `select *` of it
 * ("cached plan must not change result type"). That statement is retired on the connection and, outside a
 * transaction, run again unnamed; inside one the transaction has failed already, so the error is the caller's.
 */
export function withPreparedStatements(pool: pg.Pool): PostgresPool {
  const statements = new WeakMap<pg.PoolClient, ConnectionStatements>();
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let state = statements.get(client);
      if (!state) statements.set(client, (state = { named: new Set(), retired: new Set(), inTransaction: false }));
      const own = state;
      const query = async (text: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<unknown>> => {
        const values = [...parameters];
        const control = /^\s*(begin|start transaction|commit|rollback|end)\b/i.exec(text)?.[1]?.toLowerCase();
        if (control) own.inTransaction = control === 'begin' || control === 'start transaction';
        const name = PREPARABLE.test(text) ? statementName(text) : null;
        const keep = name !== null && !own.retired.has(name) && (own.named.has(name) || own.named.size < MOST_PER_CONNECTION);
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
          typeof first === 'string' ? query(first, parameters ?? []) : client.query(first as pg.Submittable)) as PostgresPoolClient['query'],
        release: () => {
          own.inTransaction = false;
          client.release();
        },
      };
    },
    end: () => pool.end(),
  };
}
