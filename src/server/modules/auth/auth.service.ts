import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import type {
  ChangePasswordInput,
  LoginInput,
  PreferencesInput,
  RegisterInput,
  SessionUser,
  UpdateProfileInput,
  UserSessionList,
} from '../../../shared/schemas/user';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import { describeDevice } from '../../platform/http/device';
import { addressKey, type LimiterService, throwIfBlocked } from '../../platform/limiter/limiter.service';
import { LOGIN_SLOWDOWN, loginDelayMs, RATE_LIMITS } from '../../platform/limiter/limits';
import {
  assertStrongPassword,
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
} from '../../platform/security/password';
import type { Authentication } from '../../plugins/auth';
import type { SettingsService } from '../settings';
import type { UnitsService } from '../units';
import type { UserRow, UsersRepository } from '../users';
import { toSessionUser } from '../users';
import { type FirstAdminSetup, registrationRole } from './first-admin';
import type { SessionsRepository } from './sessions.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session is extended at most once an hour, so reads do not all turn into writes. */
const RENEW_AFTER_MS = 60 * 60 * 1000;
/** DESIGN.md section 6: on top of the sliding expiry, no session lives past 90 days from its start. */
export const SESSION_MAX_AGE_MS = 90 * DAY_MS;

export interface IssuedSession {
  user: SessionUser;
  token: string;
  expiresAt: Date;
}

/** The start of every per-address sign-in counter of one e-mail (a password reset clears them all). */
export function loginCounterPrefix(email: string): string {
  return `login:pair:${email}|`;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

interface Deps {
  users: UsersRepository;
  sessions: SessionsRepository;
  settings: SettingsService;
  limiter: LimiterService;
  units: Pick<UnitsService, 'checkAccountUnit'>;
  firstAdmin: FirstAdminSetup;
  /** Told after a public sign-up created a pending account (the admins get a notification). */
  onPendingSignUp?: (user: SessionUser) => Promise<void>;
  sessionDays: number;
  now?: () => Date;
}

export function createAuthService({
  users,
  sessions,
  settings,
  limiter,
  units,
  firstAdmin,
  onPendingSignUp,
  sessionDays,
  now = () => new Date(),
}: Deps) {
  const lifetimeMs = sessionDays * DAY_MS;
  let adminExists = false;

  /**
   * Starts a session for `user`. An admin's sign-in is recorded in the audit log in the same
   * transaction, the admin as its actor (the request has no session yet).
   */
  async function issueSession(
    user: UserRow,
    ip: string,
    userAgent?: string,
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now().getTime() + Math.min(lifetimeMs, SESSION_MAX_AGE_MS));
    await sessions.create(
      { tokenHash: hashToken(token), userId: user.id, expiresAt, userAgent: userAgent?.slice(0, 300) },
      user.role === 'admin'
        ? {
            kind: 'auth.sign-in',
            targetId: user.id,
            actor: { id: user.id, name: user.name, ip },
            after: { device: describeDevice(userAgent ?? null) },
          }
        : undefined,
    );
    return { token, expiresAt };
  }

  return {
    async register(
      input: RegisterInput & { email: string },
      ip: string,
      userAgent?: string,
      origin: { local: boolean } = { local: false },
    ): Promise<IssuedSession> {
      const { limit, windowMs } = RATE_LIMITS.registerPerAddress;
      throwIfBlocked([await limiter.hit(`register:address:${addressKey(ip)}`, limit, windowMs)]);
      const signupOpen = await settings.isPublicSignupOpen();
      // The first admin (bootstrap) needs no unit; everyone else is checked as the role they ask for.
      const bootstrapAdmin = await firstAdmin.mayBootstrap(origin, input.setupToken);
      const admins = await users.countAdmins();
      const becomesFirstAdmin = bootstrapAdmin && admins === 0;
      // Checked again under lock by registrationRole; here so a closed sign-up says so first.
      if (!becomesFirstAdmin && !signupOpen) throw new AppError('SIGNUP_CLOSED');
      // The first admin needs no unit; anyone else is checked as the role they ask for, in a clinic.
      if (!becomesFirstAdmin)
        await units.checkAccountUnit(input.role ?? 'user', input.unitId, {
          newlyAssigned: true,
          clinic: true,
        });
      await assertStrongPassword(input.password, [input.name, input.email]);
      const passwordHash = await hashPassword(input.password);
      let row: Awaited<ReturnType<UsersRepository['insertSerialized']>>;
      try {
        row = await users.insertSerialized(
          { email: input.email, name: input.name, passwordHash, unitId: input.unitId ?? null },
          (existing) => registrationRole(existing, { bootstrapAdmin, signupOpen, requested: input.role }),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
        throw error;
      }
      if (row.role === 'admin') await firstAdmin.consume();
      else await onPendingSignUp?.(toSessionUser(row));
      const session = await issueSession(row, ip, userAgent);
      return { user: toSessionUser(row), ...session };
    },

    /** Signs in an account another flow just created (an accepted invitation). */
    async openSession(userId: string, ip: string, userAgent?: string): Promise<IssuedSession> {
      const row = await users.findById(userId);
      if (!row) throw new AppError('USER_NOT_FOUND');
      const session = await issueSession(row, ip, userAgent);
      return { user: toSessionUser(row), ...session };
    },

    async login(
      input: LoginInput & { email: string },
      ip: string,
      userAgent?: string,
    ): Promise<IssuedSession> {
      // Counted before the password is checked, so parallel guesses cannot all slip under the limit;
      // a successful sign-in takes its counts back. Limited per (e-mail, address) and per address,
      // never per e-mail alone (that would let anyone lock the owner out); the e-mail's failures from
      // everywhere only slow its attempts down (LOGIN_SLOWDOWN).
      const address = addressKey(ip);
      const pairKey = `${loginCounterPrefix(input.email)}${address}`;
      const ipKey = `login:address:${address}`;
      const emailKey = `login:email:${input.email}`;
      const { loginPerAddressAndEmail: perPair, loginPerAddress: perAddress } = RATE_LIMITS;
      throwIfBlocked([
        await limiter.hit(pairKey, perPair.limit, perPair.windowMs),
        await limiter.hit(ipKey, perAddress.limit, perAddress.windowMs),
      ]);
      const failures = await limiter.hit(emailKey, Number.MAX_SAFE_INTEGER, LOGIN_SLOWDOWN.windowMs);
      const delay = loginDelayMs(failures.count - 1);
      if (delay > 0) await pause(delay);
      const row = await users.findByEmail(input.email);
      const valid = row
        ? await verifyPassword(row.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!row || !valid) {
        await sessions.recordFailedSignIn({
          kind: 'auth.login-failed',
          targetId: input.email,
          address: ip,
          after: { email: input.email },
        });
        throw new AppError('INVALID_CREDENTIALS');
      }
      await limiter.reset(pairKey);
      await limiter.undo(ipKey);
      await limiter.undo(emailKey);
      // Told only to whoever knows the password: an admin refused this sign-up.
      if (row.status === 'disabled') throw new AppError('ACCOUNT_DISABLED');
      const session = await issueSession(row, ip, userAgent);
      return { user: toSessionUser(row), ...session };
    },

    async logout(tokenHash: string): Promise<void> {
      await sessions.delete(tokenHash);
    },

    /** Resolves a cookie token; a token that matches no live session is 'expired' (revoked or timed out). */
    async authenticate(token: string): Promise<Authentication> {
      const tokenHash = hashToken(token);
      const found = await sessions.findWithUser(tokenHash);
      const at = now();
      const endOfLife = found ? found.session.createdAt.getTime() + SESSION_MAX_AGE_MS : 0;
      if (
        !found ||
        found.user.status === 'disabled' ||
        found.session.expiresAt <= at ||
        endOfLife <= at.getTime()
      ) {
        if (found) await sessions.delete(tokenHash);
        return { kind: 'expired' };
      }
      const user = toSessionUser(found.user);
      if (at.getTime() - found.session.lastUsedAt.getTime() < RENEW_AFTER_MS) {
        return { kind: 'ok', user, tokenHash };
      }
      const renewedUntil = new Date(Math.min(at.getTime() + lifetimeMs, endOfLife));
      await sessions.extend(tokenHash, renewedUntil, at);
      return { kind: 'ok', user, tokenHash, renewedUntil };
    },

    async changePassword(
      userId: string,
      currentTokenHash: string,
      input: ChangePasswordInput,
    ): Promise<void> {
      const row = await users.findById(userId);
      if (!row) throw new AppError('SESSION_EXPIRED');
      const passwordKey = `password:user:${userId}`;
      const { limit, windowMs } = RATE_LIMITS.passwordChangePerUser;
      throwIfBlocked([await limiter.hit(passwordKey, limit, windowMs)]);
      if (!(await verifyPassword(row.passwordHash, input.currentPassword)))
        throw new AppError('WRONG_PASSWORD');
      await assertStrongPassword(input.newPassword, [row.name, row.email]);
      await limiter.reset(passwordKey);
      await users.update(userId, { passwordHash: await hashPassword(input.newPassword) });
      // Whoever knew the old password is signed out everywhere else.
      await sessions.deleteOthersOfUser(userId, currentTokenHash);
    },

    async updateProfile(userId: string, input: UpdateProfileInput & { name: string }): Promise<SessionUser> {
      const row = await users.update(userId, { name: input.name });
      if (!row) throw new AppError('SESSION_EXPIRED');
      return toSessionUser(row);
    },

    async updatePreferences(userId: string, input: PreferencesInput): Promise<SessionUser> {
      const row = await users.update(userId, { emailNotifications: input.emailNotifications });
      if (!row) throw new AppError('SESSION_EXPIRED');
      return toSessionUser(row);
    },

    /** The user's live sessions, newest use first; ids are a hash of the token hash (opaque). */
    async listSessions(userId: string, currentTokenHash: string): Promise<UserSessionList> {
      const at = now();
      const rows = await sessions.listActiveOfUser(userId, at, new Date(at.getTime() - SESSION_MAX_AGE_MS));
      const items = rows.map((row) => ({
        id: createHash('sha256').update(`session-id:${row.tokenHash}`).digest('hex').slice(0, 16),
        device: describeDevice(row.userAgent),
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        current: row.tokenHash === currentTokenHash,
      }));
      return { items, total: items.length };
    },

    /** Signs the user out on every other device. */
    endOtherSessions(userId: string, currentTokenHash: string): Promise<void> {
      return sessions.deleteOthersOfUser(userId, currentTokenHash);
    },

    /**
     * True while no administrator exists (the first-run form). Once one exists it stays so (the last
     * admin cannot be removed), so the answer is kept and the count no longer asked.
     */
    async setupRequired(): Promise<boolean> {
      if (adminExists) return false;
      adminExists = (await users.countAdmins()) > 0;
      return !adminExists;
    },

    /** A first-admin setup token to print at start, or null once an admin exists. */
    issueSetupToken(): Promise<string | null> {
      return firstAdmin.issueToken();
    },

    purgeExpiredSessions(): Promise<void> {
      return sessions.deleteExpired(now());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
