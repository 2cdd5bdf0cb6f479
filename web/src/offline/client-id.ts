/**
 * A fresh client_id for a queued write: a UUID where the browser makes one, else 128 random bits as hex.
 * crypto.randomUUID exists only in secure contexts (https, localhost), and a phone may reach a home server over
 * plain http on the local network; getRandomValues works everywhere.
 */
export function newClientId(cryptoSource: Crypto = window.crypto): string {
  if (typeof cryptoSource.randomUUID === 'function') return cryptoSource.randomUUID();
  return [...cryptoSource.getRandomValues(new Uint8Array(16))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}
