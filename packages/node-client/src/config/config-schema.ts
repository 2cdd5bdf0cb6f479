import { z } from 'zod';
import { StoredUserSchema, type StoredUser } from '@spotter/core/flows';
import { checkApiUrl } from './api-url.js';

/** http(s) origin of a Spotter server, e.g. http://127.0.0.1:8787 (a trailing /api is accepted). */
export const ApiUrlSchema = z.string().transform((value, ctx) => {
  const checked = checkApiUrl(value);
  if (checked.ok) return checked.value;
  ctx.addIssue({ code: 'custom', message: checked.message });
  return z.NEVER;
});

/**
 * What `conf` keeps on disk; read through this schema every time. Sign-ins are kept per server origin (as gh's
 * hosts file): `hosts['http://127.0.0.1:8787']` is the user signed in there and the token that server issued.
 * `currentUser` is the single sign-in of older versions, moved into `hosts` when the store opens.
 */
export const StoredConfigSchema = z.object({
  apiUrl: ApiUrlSchema.optional(),
  hosts: z.record(z.string(), StoredUserSchema).optional(),
  /** By origin: the user who signed up here and has not seen a dashboard yet (it says Welcome, not Welcome back). */
  welcome: z.record(z.string(), z.string()).optional(),
  currentUser: StoredUserSchema.optional(),
});
export type StoredConfig = z.infer<typeof StoredConfigSchema>;
export { StoredUserSchema };
export type { StoredUser };
