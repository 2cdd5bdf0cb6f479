import type { StoredUser } from '@spotter/node-client/config';
import { NotSignedInError } from '../errors.js';

export interface HostSignIn {
  origin: string;
  user: StoredUser;
}

/** "http://127.0.0.1:8787  Ada <ada@example.com>": one line per server signed in to, the one in use marked. */
export function hostLines(signIns: readonly HostSignIn[], inUse: string): string[] {
  return signIns.map(
    ({ origin, user }) => `${origin === inUse ? '*' : ' '} ${origin}  ${user.first_name} <${user.email}>`,
  );
}

/**
 * Not signed in to the server in use. When this machine is signed in elsewhere, say where: the sign-in there is
 * kept for that server alone (its token is never sent to another), so this one needs its own `spotter login`.
 */
export function notSignedInHere(apiUrl: string, signIns: readonly HostSignIn[]): NotSignedInError {
  const origin = new URL(apiUrl).origin;
  if (!signIns.length) return new NotSignedInError();
  const elsewhere = signIns.map((signIn) => signIn.origin).join(', ');
  return new NotSignedInError(
    `You are not signed in to ${origin} (signed in to ${elsewhere})`,
    `run \`spotter login --api-url ${origin}\` to sign in there, or drop --api-url / SPOTTER_API_URL to use the server you are signed in to`,
  );
}
