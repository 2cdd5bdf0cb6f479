import { z } from 'zod';
import { UserWithTokenSchema, type User } from '../schemas/index.js';

/**
 * What a client keeps of the signed-in user (the web's localStorage, the CLI's and TUI's config): the user record
 * the server returned, this device's bearer token, and whether the account has a password when this device knows.
 * The sign-in key is never kept: it is shown once and is the way back in.
 */
export const StoredUserSchema = UserWithTokenSchema.extend({ has_password: z.boolean().optional() });
export type StoredUser = z.infer<typeof StoredUserSchema>;

/** The record to keep for a user and this device's token; a sign-in key or an older token on `user` is dropped. */
export function storedUserFrom(
  user: User & { token?: string; sign_in_key?: string },
  token: string,
  known: { has_password?: boolean } = {},
): StoredUser {
  const { sign_in_key: _key, token: _token, ...fields } = user;
  return { ...fields, token, ...known };
}
