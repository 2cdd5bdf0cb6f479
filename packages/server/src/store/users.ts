import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { UserCreate, UserUpdate } from '@spotter/core/schemas';
import type { Database, SessionRow, UserRow } from '../db/tables.js';
import { newSignInKey, newToken, sha256, signInKeyHash } from './secrets.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Label of a session whose client did not name its device. */
export const UNNAMED_DEVICE = 'Unnamed device';

/** PostgreSQL's unique_violation, from pg and PGlite alike. */
export const isUniqueViolation = (err: unknown, constraint?: string) =>
  (err as { code?: string }).code === '23505' &&
  (!constraint || (err as { constraint?: string }).constraint === constraint);

export const EMAIL_UNIQUE = 'users_email';

/** Opens a session for a device: a new token, of which only the hash is kept. */
export async function createSession(
  db: Db,
  userId: string,
  device: string | undefined,
): Promise<{ token: string; session: SessionRow }> {
  const token = newToken();
  const session = await db
    .insertInto('sessions')
    .values({ id: randomUUID(), user_id: userId, token_hash: sha256(token), device: device ?? UNNAMED_DEVICE })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { token, session };
}

/** Creates a user with a first session and a sign-in key; a taken email fails with a unique violation on users_email. */
export async function insertUser(
  db: Kysely<Database>,
  input: UserCreate,
): Promise<{ user: UserRow; token: string; signInKey: string }> {
  const { device, ...profile } = input;
  const signInKey = newSignInKey();
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        id: randomUUID(),
        ...profile,
        equipment_list: JSON.stringify(profile.equipment_list),
        avatar_greeting_url: null,
        password_hash: null,
        sign_in_key_hash: signInKeyHash(signInKey),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const { token } = await createSession(trx, user.id, device);
    return { user, token, signInKey };
  });
}

export async function updateUser(
  db: Db,
  id: string,
  changes: Omit<UserUpdate, 'current_password' | 'sign_in_key'>,
): Promise<UserRow> {
  const { equipment_list, ...rest } = changes;
  return db
    .updateTable('users')
    .set({ ...rest, ...(equipment_list ? { equipment_list: JSON.stringify(equipment_list) } : {}) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const findUser = (db: Db, id: string) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserByEmail = (db: Db, email: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();

export const findUserBySignInKey = (db: Db, key: string) =>
  db.selectFrom('users').selectAll().where('sign_in_key_hash', '=', signInKeyHash(key)).executeTakeFirst();

/** Replaces the sign-in key: the old one stops working in the same statement. */
export async function replaceSignInKey(db: Db, userId: string): Promise<string> {
  const key = newSignInKey();
  await db
    .updateTable('users')
    .set({ sign_in_key_hash: signInKeyHash(key) })
    .where('id', '=', userId)
    .execute();
  return key;
}

export const setPasswordHash = (db: Db, userId: string, passwordHash: string) =>
  db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();

/** A session is touched at most once a minute, so reads do not turn into writes. */
const TOUCH_AFTER_MS = 60_000;

/** The user and session a bearer token (by its SHA-256) belongs to; a revoked token (deleted session) finds nothing. */
export async function findSessionByTokenHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<{ user: UserRow; sessionId: string } | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.id as session_id', 'sessions.last_used_at as session_last_used_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id: sessionId, session_last_used_at: lastUsed, ...user } = row;
  if (Date.now() - new Date(lastUsed).getTime() > TOUCH_AFTER_MS) {
    await db.updateTable('sessions').set({ last_used_at: new Date() }).where('id', '=', sessionId).execute();
  }
  return { user, sessionId };
}

/** Whether a session is still there (not revoked, its account not deleted), asked of the database past any cache. */
export async function sessionExists(db: Kysely<Database>, sessionId: string): Promise<boolean> {
  return (await db.selectFrom('sessions').select('id').where('id', '=', sessionId).executeTakeFirst()) !== undefined;
}

/** The user and session a bearer token belongs to; a revoked token (deleted session) finds nothing. */
export const findSessionByToken = (db: Kysely<Database>, token: string) => findSessionByTokenHash(db, sha256(token));

export const listSessions = (db: Db, userId: string) =>
  db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();

/** Revokes one of the user's sessions; false when the user has no such session. */
export async function revokeSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Renames one of the user's sessions (the device list's name); undefined when the user has no such session. */
export const renameSession = (db: Db, userId: string, sessionId: string, device: string) =>
  db
    .updateTable('sessions')
    .set({ device })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();

/** Signs out every device of the user but `keepSessionId` (the one asking); answers how many were signed out. */
export async function revokeOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export const revokeAllSessions = (db: Db, userId: string) =>
  db.deleteFrom('sessions').where('user_id', '=', userId).execute();
