import type { Kysely, Transaction } from 'kysely';
import type { UploadExercise } from '@spotter/core/constants';
import { FormFaultSchema, SetRepTimeSchema, type TrainingSet } from '@spotter/core/schemas';
import type { Database, MediaRow } from '../db/tables.js';
import type { MediaStore } from '../media/media-store.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The training history is the user's counted uploads (media rows with `reps`, see migration 0004): a clip the coach
 * could not count (nobody seen, no complete rep, another lift) is feedback, not a set, and would put zeros in the
 * progress chart. Pages go by `seq`, newest first, so a set uploaded while paging never shifts a page.
 */
export async function listSets(db: Db, userId: string, query: { exercise?: UploadExercise; limit: number; before: string | null }) {
  let select = db.selectFrom('media').selectAll().where('user_id', '=', userId).where('reps', 'is not', null);
  if (query.exercise) select = select.where('exercise_name', '=', query.exercise);
  if (query.before !== null) select = select.where('seq', '<', query.before as unknown as number);
  const rows = await select.orderBy('seq', 'desc').limit(query.limit + 1).execute();
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return { rows: page, nextBefore: rows.length > query.limit && last ? String(last.seq) : null };
}

/** The cursor a client passes back: opaque to it, the last `seq` of the page to us. */
export const encodeSetCursor = (seq: string) => Buffer.from(JSON.stringify({ seq }), 'utf8').toString('base64url');

/** The `seq` a cursor holds, or null when it is not one this list gave out. */
export function decodeSetCursor(cursor: string): string | null {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const seq = (decoded as { seq?: unknown } | null)?.seq;
    return typeof seq === 'string' && /^[1-9]\d{0,18}$/.test(seq) ? seq : null;
  } catch {
    return null;
  }
}

const list = <T>(value: unknown, parse: (item: unknown) => { success: boolean; data?: T }): T[] =>
  Array.isArray(value) ? value.flatMap((item) => { const parsed = parse(item); return parsed.success ? [parsed.data as T] : []; }) : [];

/** A set as clients see it; faults and rep times come from the stored analysis (those that do not parse are left out). */
export function toTrainingSet(row: MediaRow, media: MediaStore): TrainingSet {
  const analysis = (row.analysis ?? {}) as { faults?: unknown; rep_details?: unknown };
  return {
    id: row.id,
    exercise_name: row.exercise_name ?? '',
    reps: row.reps ?? 0,
    load_kg: row.load_kg === null ? null : Number(row.load_kg),
    performed_at: (row.created_at instanceof Date ? row.created_at : new Date(row.created_at)).toISOString(),
    media_id: row.id,
    faults: list(analysis.faults, (item) => FormFaultSchema.safeParse(item)),
    processed_url: row.processed_file ? media.signedUrl(row.processed_file) : null,
    rep_times: list(analysis.rep_details, (item) => SetRepTimeSchema.safeParse(item)),
  };
}
