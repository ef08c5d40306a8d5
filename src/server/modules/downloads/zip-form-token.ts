import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a page may wait between asking for a token and posting the ZIP form. */
export const ZIP_FORM_TOKEN_TTL_MS = 10 * 60 * 1000;

function sign(sessionTokenHash: string, expiresAt: number): string {
  return createHmac('sha256', sessionTokenHash).update(`zip-form:${expiresAt}`).digest('base64url');
}

/**
 * A short-lived token for the ZIP form post, bound to the caller's session: the key is the
 * session's stored hash, which no other site can know, so a forged form from elsewhere cannot carry
 * a valid one even where the browser omits `Origin`.
 */
export function issueZipFormToken(sessionTokenHash: string, now = Date.now()): string {
  const expiresAt = now + ZIP_FORM_TOKEN_TTL_MS;
  return `${expiresAt}.${sign(sessionTokenHash, expiresAt)}`;
}

export function isValidZipFormToken(token: string, sessionTokenHash: string, now = Date.now()): boolean {
  const [expires, signature] = token.split('.');
  const expiresAt = Number(expires);
  if (!signature || !Number.isSafeInteger(expiresAt) || expiresAt < now) return false;
  if (expiresAt > now + ZIP_FORM_TOKEN_TTL_MS) return false;
  const expected = Buffer.from(sign(sessionTokenHash, expiresAt));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
