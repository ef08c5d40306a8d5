import { randomBytes } from 'node:crypto';
import type { PasswordResetConfirmInput, PasswordResetRequestInput } from '../../../shared/schemas/user';
import { AppError } from '../../platform/errors';
import { addressKey, type LimiterService, throwIfBlocked } from '../../platform/limiter/limiter.service';
import { RATE_LIMITS } from '../../platform/limiter/limits';
import type { Mailer } from '../../platform/mail/mailer';
import { passwordResetMail } from '../../platform/mail/templates';
import { assertStrongPassword, hashPassword } from '../../platform/security/password';
import type { UserRow, UsersRepository } from '../users';
import { hashToken, loginCounterPrefix } from './auth.service';
import type { PasswordResetRepository } from './password-reset.repository';

export const RESET_TOKEN_MINUTES = 30;
const RESET_TOKEN_MS = RESET_TOKEN_MINUTES * 60 * 1000;
/** Spent and expired links are kept a day (to tell 'used' from 'unknown' in logs), then purged. */
const KEEP_SPENT_MS = 24 * 60 * 60 * 1000;

interface Deps {
  users: Pick<UsersRepository, 'findByEmail' | 'findById'>;
  resets: PasswordResetRepository;
  limiter: LimiterService;
  mailer: Mailer;
  /** Where the link points (config's siteUrl: no trailing slash). */
  baseUrl: string;
  brandName: string;
  now?: () => Date;
}

/** Password reset by e-mail (issue 12): a one-time link valid for 30 minutes. */
export function createPasswordResetService({
  users,
  resets,
  limiter,
  mailer,
  baseUrl,
  brandName,
  now = () => new Date(),
}: Deps) {
  /**
   * Stores the hashed token, then (after the insert committed) queues the message. `byAdmin`: an
   * admin sent it, which the audit log records with the token.
   */
  async function issue(user: UserRow, byAdmin = false): Promise<void> {
    const at = now();
    await resets.deleteExpiredBefore(new Date(at.getTime() - KEEP_SPENT_MS));
    const token = randomBytes(32).toString('base64url');
    await resets.create(
      { tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(at.getTime() + RESET_TOKEN_MS) },
      byAdmin ? { kind: 'user.password-reset', targetId: user.id, after: { email: user.email } } : undefined,
    );
    mailer.send(
      passwordResetMail({
        to: user.email,
        name: user.name,
        brandName,
        link: `${baseUrl}/redefinir-senha?token=${token}`,
        minutes: RESET_TOKEN_MINUTES,
      }),
    );
  }

  return {
    /**
     * Self-service: the same silence whether or not the e-mail has an account, and whether or not
     * e-mail is configured (the caller always answers 202).
     */
    async request(input: PasswordResetRequestInput & { email: string }, ip: string): Promise<void> {
      const { passwordResetPerEmail: perEmail, passwordResetPerAddress: perAddress } = RATE_LIMITS;
      throwIfBlocked([
        await limiter.hit(`reset:email:${input.email}`, perEmail.limit, perEmail.windowMs),
        await limiter.hit(`reset:address:${addressKey(ip)}`, perAddress.limit, perAddress.windowMs),
      ]);
      if (!mailer.enabled) return;
      const user = await users.findByEmail(input.email);
      if (user) await issue(user);
    },

    /** An administrator sends the link to a user; refused when e-mail is off. */
    async sendByAdmin(userId: string): Promise<{ email: string }> {
      if (!mailer.enabled) throw new AppError('MAIL_DISABLED');
      const user = await users.findById(userId);
      if (!user) throw new AppError('NOT_FOUND');
      await issue(user, true);
      return { email: user.email };
    },

    /**
     * Sets the new password and ends every session of the user. A weak password is refused before
     * the token is spent, so the same link can be used again with a better one.
     */
    async confirm(input: PasswordResetConfirmInput): Promise<void> {
      const tokenHash = hashToken(input.token);
      const user = await resets.findUsable(tokenHash, now());
      if (!user) throw new AppError('RESET_TOKEN_INVALID');
      await assertStrongPassword(input.password, [user.name, user.email]);
      const passwordHash = await hashPassword(input.password);
      if (!(await resets.consume(tokenHash, now(), passwordHash))) throw new AppError('RESET_TOKEN_INVALID');
      // Someone limited by their own wrong guesses can sign in with the new password at once, from
      // wherever they guessed, without the slow-down the guesses added.
      const email = user.email.toLowerCase();
      await limiter.resetAll(loginCounterPrefix(email));
      await limiter.reset(`login:email:${email}`);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
