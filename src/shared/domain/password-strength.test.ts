import { describe, expect, it } from 'vitest';
import { loadPasswordChecker, MIN_PASSWORD_SCORE } from './password-strength';

describe('password strength (zxcvbn with pt-br and common dictionaries)', () => {
  it('accepts the passwords the tests and the team use', async () => {
    const check = await loadPasswordChecker();
    for (const password of ['senha-segura-123', 'Senha-forte-123', 'sorriso-admin-2025', 'nova-senha-456']) {
      const result = check(password);
      expect(result.score, password).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
      expect(result).toMatchObject({ strong: true, reason: null });
    }
  });

  it.each([
    ['12345678', 'common'],
    ['password1', 'common'],
    ['aaaaaaaaaa', 'repeat'],
    ['abcdefgh1', 'sequence'],
    ['mariana1990', 'names'],
    ['curto', 'tooShort'],
  ] as const)('refuses %s and says why (%s)', async (password, reason) => {
    const check = await loadPasswordChecker();
    const result = check(password);
    expect(result.strong).toBe(false);
    expect(result.reason).toBe(reason);
  });

  it("refuses a password made of the person's own name or e-mail", async () => {
    const check = await loadPasswordChecker();
    const result = check('rosangela.prates', ['Rosângela Prates', 'rosangela.prates@rede.com.br']);
    expect(result).toMatchObject({ strong: false, reason: 'personal' });
  });

  it('loads the dictionaries once', async () => {
    expect(await loadPasswordChecker()).toBe(await loadPasswordChecker());
  });
});
