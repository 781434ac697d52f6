/** Random tokens, their stored hashes, and comparisons that do not leak timing. */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Compares digests, so inputs of different lengths take the same time too. */
export function safeEqual(a: string, b: string): boolean {
  const da = createHash('sha256').update(a).digest();
  const db = createHash('sha256').update(b).digest();
  return timingSafeEqual(da, db) && a.length === b.length;
}

const sign = (secret: string, value: string): string =>
  createHmac('sha256', secret).update(value).digest('base64url');

/** Which login form a guest token is for: one form's token does not pass the other's check. */
export type GuestTokenPurpose = 'member' | 'operator';

/** `random.signature`: the server can tell its own values from forged ones without storing them. */
export function signedToken(secret: string, purpose: GuestTokenPurpose): string {
  const value = randomToken(24);
  return `${value}.${sign(secret, `${purpose}:${value}`)}`;
}

export function isSignedToken(secret: string, purpose: GuestTokenPurpose, token: string): boolean {
  const dot = token.indexOf('.');
  if (dot <= 0) return false;
  return safeEqual(token.slice(dot + 1), sign(secret, `${purpose}:${token.slice(0, dot)}`));
}
