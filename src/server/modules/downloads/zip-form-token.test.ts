import { describe, expect, it } from 'vitest';
import { issueZipFormToken, isValidZipFormToken, ZIP_FORM_TOKEN_TTL_MS } from './zip-form-token';

const session = 'a'.repeat(64);
const now = 1_800_000_000_000;

describe('ZIP form token', () => {
  it('is valid for its own session until it expires', () => {
    const token = issueZipFormToken(session, now);
    expect(isValidZipFormToken(token, session, now + 1000)).toBe(true);
    expect(isValidZipFormToken(token, session, now + ZIP_FORM_TOKEN_TTL_MS + 1)).toBe(false);
    expect(isValidZipFormToken(token, 'b'.repeat(64), now)).toBe(false);
  });

  it.each(['', '.', 'x.y', `${now + 1000}.`, `${now + 1000}.abc`, `${now * 10}.abc`])(
    'refuses a forged token %j',
    (token) => expect(isValidZipFormToken(token, session, now)).toBe(false),
  );

  it('refuses a token whose expiry was pushed forward', () => {
    const [, signature] = issueZipFormToken(session, now).split('.');
    expect(isValidZipFormToken(`${now + ZIP_FORM_TOKEN_TTL_MS + 5000}.${signature}`, session, now)).toBe(
      false,
    );
  });
});
