import { hash, randomBytes } from 'node:crypto';

/**
 * Tokens and sign-in keys carry 256 and 150 random bits: a plain SHA-256 is enough to store them. Every call with a
 * token hashes it, so the one-shot `hash` (no Hash object per call, several times cheaper than `createHash`).
 */
export const sha256 = (value: string) => hash('sha256', value, 'hex');

export const newToken = () => `spt_${randomBytes(32).toString('base64url')}`;

// Crockford's base32: no I, L, O or U, so a key read aloud or copied by hand survives.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 6;
const GROUP_LENGTH = 5;

/** A sign-in key such as `SPK-7F3QK-M2X9D-…`: six groups of five, 150 random bits. */
export function newSignInKey(): string {
  const bytes = randomBytes(GROUPS * GROUP_LENGTH);
  const chars = [...bytes].map((byte) => ALPHABET[byte & 31]);
  const groups = Array.from({ length: GROUPS }, (_, i) =>
    chars.slice(i * GROUP_LENGTH, (i + 1) * GROUP_LENGTH).join(''),
  );
  return ['SPK', ...groups].join('-');
}

/** What a typed key means: case, spaces and dashes do not matter, nor the look-alikes O/0 and I/L/1. */
export function normalizeSignInKey(key: string): string {
  const body = key.toUpperCase().replace(/[\s-]/g, '').replace(/^SPK/, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return `SPK${body}`;
}

export const signInKeyHash = (key: string) => sha256(normalizeSignInKey(key));
