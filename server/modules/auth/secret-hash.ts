import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Keyed hash of a login secret. With the server's AUTH_SECRET as key, a copy of the database
 * alone cannot be used to test guesses of a 6-digit code or a link token.
 */
export function secretHash(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Six digits from a secure random source; every code from 000000 to 999999 is equally likely. */
export function newLoginCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A link token of 256 random bits. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}
