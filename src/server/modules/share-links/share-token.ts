import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe (43 characters): a link's token, or an unlock cookie's key. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a secret: its SHA-256, so a copy of the database opens no link. */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A text that could be one of our tokens; anything else is a link that does not exist. */
export function isTokenShaped(text: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(text);
}
