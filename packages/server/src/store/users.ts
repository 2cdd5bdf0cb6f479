import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { UserCreate } from '@spotter/core/schemas';
import type { Database, UserRow } from '../db/tables.js';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a user and its bearer token; only the token's hash is stored. */
export async function insertUser(db: Kysely<Database>, input: UserCreate): Promise<{ user: UserRow; token: string }> {
  const token = `spt_${randomBytes(32).toString('base64url')}`;
  const user = await db
    .insertInto('users')
    .values({
      id: randomUUID(),
      ...input,
      equipment_list: JSON.stringify(input.equipment_list),
      avatar_greeting_url: null,
      token_hash: hashToken(token),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { user, token };
}

export const findUser = (db: Kysely<Database>, id: string) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserByToken = (db: Kysely<Database>, token: string) =>
  db.selectFrom('users').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
