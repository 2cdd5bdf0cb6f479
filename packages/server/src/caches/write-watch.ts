import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { LRUCache } from 'lru-cache';
import type { LibraryCache } from './library-cache.js';
import type { ProfileCache } from './profiles.js';
import type { SessionCache } from './session-cache.js';
import type { UserReads } from './user-reads.js';

/** A write of rows: its table, and the values its statement names for a column (null: any row may be touched). */
export interface Write {
  kind: 'insert' | 'update' | 'delete';
  table: string;
  valuesOf(column: string): unknown[] | null;
}

type Node = OperationNode & Record<string, unknown>;

const nameOfTable = (node: unknown): string | null => {
  const table = node as Node | undefined;
  if (table?.kind === 'AliasNode') return nameOfTable(table.node);
  if (table?.kind !== 'TableNode') return null;
  return ((table.table as Node).identifier as { name: string }).name;
};

const columnName = (node: Node): string | null =>
  node.kind === 'ReferenceNode' && (node.column as Node).kind === 'ColumnNode'
    ? ((node.column as Node).column as { name: string }).name
    : node.kind === 'ColumnNode'
      ? (node.column as { name: string }).name
      : null;

/** The values a where clause pins `column` to (`column = v`, `column in (…)` in a chain of ands), or null. */
function pinned(where: Node | undefined, column: string): unknown[] | null {
  if (!where) return null;
  if (where.kind === 'WhereNode') return pinned(where.where as Node, column);
  if (where.kind === 'ParensNode') return pinned(where.node as Node, column);
  if (where.kind === 'AndNode') return pinned(where.left as Node, column) ?? pinned(where.right as Node, column);
  if (where.kind !== 'BinaryOperationNode' || columnName(where.leftOperand as Node) !== column) return null;
  const operator = (where.operator as { operator?: string }).operator;
  const right = where.rightOperand as Node;
  if (operator === '=' && right.kind === 'ValueNode') return [right.value];
  if (operator === 'in' && right.kind === 'PrimitiveValueListNode') return [...(right.values as unknown[])];
  if (operator === 'in' && right.kind === 'ValueListNode') {
    const values = (right.values as Node[]).map((value) => (value.kind === 'ValueNode' ? value.value : undefined));
    return values.includes(undefined) ? null : values;
  }
  return null;
}

/** The values an insert gives `column`, row by row, or null when a row's value is not a plain value. */
function inserted(node: Node, column: string): unknown[] | null {
  const index = ((node.columns as Node[] | undefined) ?? []).findIndex((c) => columnName(c) === column);
  const values = node.values as Node | undefined;
  if (index < 0 || values?.kind !== 'ValuesNode') return null;
  const found: unknown[] = [];
  for (const row of values.values as Node[]) {
    if (row.kind === 'PrimitiveValueListNode') found.push((row.values as unknown[])[index]);
    else {
      const value = row.kind === 'ValueListNode' ? (row.values as Array<Node | undefined>)[index] : undefined;
      if (value?.kind !== 'ValueNode') return null;
      found.push(value.value);
    }
  }
  return found;
}

/** The write a statement makes, or null for a read (a statement written as raw SQL is not seen: the store has none that write). */
export function writeOf(root: RootOperationNode): Write | null {
  const node = root as unknown as Node;
  if (node.kind === 'InsertQueryNode') {
    const table = nameOfTable(node.into);
    return table ? { kind: 'insert', table, valuesOf: (column) => inserted(node, column) } : null;
  }
  if (node.kind === 'UpdateQueryNode') {
    const table = nameOfTable(node.table);
    return table
      ? { kind: 'update', table, valuesOf: (column) => pinned(node.where as Node | undefined, column) }
      : null;
  }
  if (node.kind === 'DeleteQueryNode') {
    const froms = ((node.from as Node | undefined)?.froms as Node[] | undefined) ?? [];
    const table = froms.length === 1 ? nameOfTable(froms[0]) : null;
    return table
      ? { kind: 'delete', table, valuesOf: (column) => pinned(node.where as Node | undefined, column) }
      : null;
  }
  return null;
}

export interface WatchedCaches {
  userReads: UserReads;
  sessions: SessionCache;
  profiles: ProfileCache;
  library: LibraryCache;
}

/** The column naming the user whose held reads (caches/user-reads.ts) a write to the table changes. */
const USER_READS_OWNER: Record<string, string> = {
  plans: 'user_id',
  media: 'user_id',
  personal_bests: 'user_id',
  exercises: 'contributor_id',
  users: 'id',
};

/** What one write makes stale, forgotten at once. */
function forget(caches: WatchedCaches, write: Write): void {
  const owner = USER_READS_OWNER[write.table];
  if (owner) {
    // An approval or a rejection (by the exercise's id) changes its contributor's list: every user's reads go.
    const users = write.table === 'exercises' && write.kind !== 'insert' ? null : write.valuesOf(owner);
    if (users) for (const id of users) caches.userReads.changed(String(id));
    else caches.userReads.changedAll();
  }
  if (write.table === 'exercises') caches.library.invalidate();
  // A token's identity is its user's row and its session: a change to the row, or a session gone.
  // A profile is made from that row, so it goes with it.
  if (write.table === 'users' && write.kind !== 'insert') {
    const ids = write.valuesOf('id');
    if (ids)
      for (const id of ids) {
        caches.sessions.forgetUser(String(id));
        caches.profiles.forgetUser(String(id));
      }
    else {
      caches.sessions.forgetAll();
      caches.profiles.forgetAll();
    }
  }
  if (write.table === 'sessions' && write.kind === 'delete') {
    const ids = write.valuesOf('id');
    const users = write.valuesOf('user_id');
    if (ids) for (const id of ids) caches.sessions.forgetSession(String(id));
    else if (users) for (const id of users) caches.sessions.forgetUser(String(id));
    else caches.sessions.forgetAll();
  }
}

/**
 * The caches' side of every write: a Kysely plugin on the app's database handle (and so on each transaction of it)
 * that reads each insert, update and delete and forgets what it makes stale in the caches the app context owns,
 * before the statement runs and again once it has. No write path (a route, a job, an import, an MCP tool) can
 * forget to, since none writes around the handle. Writes that name their user (`where user_id = …`, an insert's
 * `user_id`) forget that user's entries; others forget every user's.
 */
export function watchWrites(caches: WatchedCaches): KyselyPlugin {
  // Statements on their way, by query id, to forget again once they have run (a failed one's entry ages out).
  const running = new LRUCache<string, Write>({ max: 10_000 });
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      const write = writeOf(node);
      if (write) {
        forget(caches, write);
        running.set(queryId.queryId, write);
      }
      return node;
    },
    transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      const write = running.get(queryId.queryId);
      if (write) {
        running.delete(queryId.queryId);
        forget(caches, write);
      }
      return Promise.resolve(result);
    },
  };
}
