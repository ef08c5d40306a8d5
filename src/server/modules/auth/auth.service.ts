import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '../../../shared/constants';
import type {
  ChangePasswordInput,
  LoginInput,
  PreferencesInput,
  RegisterInput,
  SessionUser,
  UpdateProfileInput,
} from '../../../shared/schemas/user';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import type { SettingsService } from '../settings/settings.service';
import { toSessionUser } from '../users/user-mapper';
import type { UsersRepository } from '../users/users.repository';
import type { LoginLimiter } from './login-limiter';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import type { SessionsRepository } from './sessions.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session is extended at most once an hour, so reads do not all turn into writes. */
const RENEW_AFTER_MS = 60 * 60 * 1000;

export interface IssuedSession {
  user: SessionUser;
  token: string;
  expiresAt: Date;
}

export type Authentication =
  | { kind: 'ok'; user: SessionUser; tokenHash: string; renewedUntil?: Date }
  | { kind: 'expired' };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

interface Deps {
  users: UsersRepository;
  sessions: SessionsRepository;
  settings: SettingsService;
  limiter: LoginLimiter;
  sessionDays: number;
  now?: () => Date;
}

export function createAuthService({
  users,
  sessions,
  settings,
  limiter,
  sessionDays,
  now = () => new Date(),
}: Deps) {
  const lifetimeMs = sessionDays * DAY_MS;

  async function issueSession(
    userId: string,
    userAgent?: string,
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now().getTime() + lifetimeMs);
    await sessions.create({
      tokenHash: hashToken(token),
      userId,
      expiresAt,
      userAgent: userAgent?.slice(0, 300),
    });
    return { token, expiresAt };
  }

  return {
    async register(input: RegisterInput & { email: string }, userAgent?: string): Promise<IssuedSession> {
      const signupOpen = await settings.isPublicSignupOpen();
      const passwordHash = await hashPassword(input.password);
      let row: Awaited<ReturnType<UsersRepository['insertSerialized']>>;
      try {
        row = await users.insertSerialized(
          { email: input.email, name: input.name, passwordHash },
          (existingUsers): Role => {
            // Bootstrap: the very first account administers the instance (DESIGN.md section 6).
            if (existingUsers === 0) return 'admin';
            if (!signupOpen) throw new AppError('SIGNUP_CLOSED');
            return input.role ?? 'user';
          },
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
        throw error;
      }
      const session = await issueSession(row.id, userAgent);
      return { user: toSessionUser(row), ...session };
    },

    async login(
      input: LoginInput & { email: string },
      ip: string,
      userAgent?: string,
    ): Promise<IssuedSession> {
      const limiterKey = `${input.email}|${ip}`;
      if (limiter.isBlocked(limiterKey)) throw new AppError('RATE_LIMITED');
      const row = await users.findByEmail(input.email);
      const valid = row
        ? await verifyPassword(row.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!row || !valid) {
        limiter.recordFailure(limiterKey);
        throw new AppError('INVALID_CREDENTIALS');
      }
      limiter.reset(limiterKey);
      const session = await issueSession(row.id, userAgent);
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
      if (!found || found.session.expiresAt <= at) {
        if (found) await sessions.delete(tokenHash);
        return { kind: 'expired' };
      }
      const user = toSessionUser(found.user);
      if (at.getTime() - found.session.lastUsedAt.getTime() < RENEW_AFTER_MS) {
        return { kind: 'ok', user, tokenHash };
      }
      const renewedUntil = new Date(at.getTime() + lifetimeMs);
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
      if (!(await verifyPassword(row.passwordHash, input.currentPassword)))
        throw new AppError('WRONG_PASSWORD');
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

    purgeExpiredSessions(): Promise<void> {
      return sessions.deleteExpired(now());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
