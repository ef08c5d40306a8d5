import { hash, verify } from '@node-rs/argon2';
import { loadPasswordChecker } from '../../../shared/domain/password-strength';
import { messages } from '../../../shared/messages/pt-BR';
import { AppError } from '../errors';

// argon2id with the library defaults (m=19456 KiB, t=2, p=1).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same work as a real check, so a wrong e-mail is not told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash('not-a-real-password-used-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}

/**
 * Refuses a guessable password (WEAK_PASSWORD) with the reason in pt-BR. `userInputs` (name,
 * e-mail) count as guessable too. The same rule drives the meter in the browser.
 */
export async function assertStrongPassword(
  password: string,
  userInputs: readonly string[] = [],
  minScore?: number,
): Promise<void> {
  const check = await loadPasswordChecker();
  const { strong, reason, score } = check(password, userInputs, minScore);
  if (strong || !reason) return;
  throw new AppError('WEAK_PASSWORD', {
    params: { motivo: messages.passwordStrength.reasons[reason] },
    details: { reason, score },
  });
}
