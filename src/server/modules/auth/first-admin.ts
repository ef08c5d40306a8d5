import { createHash, randomBytes } from 'node:crypto';
import type { AccountStatus, Role } from '../../../shared/constants';
import { AppError } from '../../platform/errors';
import type { SettingsService } from '../settings';
import type { UsersRepository } from '../users';

/** Links printed by earlier starts (other processes, restarts) stay valid until the first admin. */
const MAX_PENDING_TOKENS = 10;

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * DESIGN.md section 6: on an install with no administrator, the first account becomes admin only
 * when it is registered from the server's own machine or with the one-time setup link printed at
 * start. Anyone else joins only through public sign-up, when an admin opened it (issue 36), and
 * waits for an admin's approval ('pending').
 */
export function registrationRole(
  existing: { users: number; admins: number },
  rule: { bootstrapAdmin: boolean; signupOpen: boolean; requested?: 'user' | 'franqueado' },
): { role: Role; status: AccountStatus } {
  if (existing.admins === 0 && rule.bootstrapAdmin) return { role: 'admin', status: 'active' };
  if (!rule.signupOpen) throw new AppError('SIGNUP_CLOSED');
  return { role: rule.requested ?? 'user', status: 'pending' };
}

export function createFirstAdminSetup({
  users,
  settings,
}: {
  users: Pick<UsersRepository, 'countAdmins'>;
  settings: Pick<SettingsService, 'setupTokenHashes' | 'saveSetupTokenHashes'>;
}) {
  return {
    /**
     * While no admin exists: a new random token (32 bytes, base64url) whose hash joins the stored
     * ones, so any process accepts it. Returns the token to print, or null when an admin exists.
     */
    async issueToken(): Promise<string | null> {
      if ((await users.countAdmins()) > 0) return null;
      const token = randomBytes(32).toString('base64url');
      const hashes = await settings.setupTokenHashes();
      await settings.saveSetupTokenHashes([...hashes, sha256(token)].slice(-MAX_PENDING_TOKENS));
      return token;
    },

    /** Whether this registration may create the first admin (the count itself is checked under lock). */
    async mayBootstrap(origin: { local: boolean }, setupToken: string | undefined): Promise<boolean> {
      if (origin.local) return true;
      if (!setupToken) return false;
      return (await settings.setupTokenHashes()).includes(sha256(setupToken));
    },

    /** The first admin exists: every setup link stops working. */
    consume(): Promise<void> {
      return settings.saveSetupTokenHashes([]);
    },
  };
}

export type FirstAdminSetup = ReturnType<typeof createFirstAdminSetup>;
