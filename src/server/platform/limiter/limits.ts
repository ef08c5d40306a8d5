const MINUTE = 60 * 1000;

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/**
 * How many attempts each counter allows per window (README "Segurança"). Generous enough for a
 * clinic's staff sharing one address, tight enough that guessing a password is hopeless.
 */
export const RATE_LIMITS = {
  /**
   * Failed sign-ins for one e-mail from one address (guessing one account's password). Counted per
   * pair, never per e-mail alone: a stranger's guesses must not lock the owner out (issue 36).
   */
  loginPerAddressAndEmail: { limit: 10, windowMs: 15 * MINUTE },
  /** Failed sign-ins from one address, for any e-mail (trying a leaked password list). */
  loginPerAddress: { limit: 30, windowMs: 15 * MINUTE },
  /** Wrong current passwords on password change, per signed-in user (a stolen session). */
  passwordChangePerUser: { limit: 5, windowMs: 15 * MINUTE },
  /** Password-reset e-mails asked for one e-mail, from any address (flooding someone's inbox). */
  passwordResetPerEmail: { limit: 5, windowMs: 60 * MINUTE },
  /** Password-reset e-mails asked from one client address, for any e-mail. */
  passwordResetPerAddress: { limit: 20, windowMs: 60 * MINUTE },
  /** Sign-up attempts from one address. */
  registerPerAddress: { limit: 10, windowMs: 60 * MINUTE },
  /** Invitation links opened or accepted from one address (each acceptance hashes a password). */
  invitationLinkPerAddress: { limit: 30, windowMs: 15 * MINUTE },
  /** Invitations an admin sends (each may be an e-mail): one at a time or by sheet. */
  invitationSendPerUser: { limit: 60, windowMs: 10 * MINUTE },
  /** Sheets of invitations an admin imports. */
  invitationImportPerUser: { limit: 10, windowMs: 10 * MINUTE },
  /** Similar-image searches per user (each decodes an image and scans every hash). */
  similarSearchPerUser: { limit: 20, windowMs: MINUTE },
  /** Profile photo uploads per user. */
  avatarUploadPerUser: { limit: 10, windowMs: 10 * MINUTE },
  /** Homepage banner uploads per admin. */
  bannerUploadPerUser: { limit: 10, windowMs: 10 * MINUTE },
  /** Unit logo uploads per admin (each decodes an image). */
  unitLogoUploadPerUser: { limit: 30, windowMs: 10 * MINUTE },
  /** CSV imports of units per admin (each reads up to 2,000 rows in one transaction). */
  unitImportPerUser: { limit: 20, windowMs: 10 * MINUTE },
  /** Signed consents (TCLE) registered per admin (each file read into memory, up to 20 MB). */
  consentUploadPerUser: { limit: 30, windowMs: 10 * MINUTE },
  /** Audit log CSV exports per admin (each may read a year of entries). */
  auditExportPerUser: { limit: 20, windowMs: 10 * MINUTE },
  /** "Baixar meus dados" per person (each reads every table that names them). */
  myDataExportPerUser: { limit: 10, windowMs: 60 * MINUTE },
  /** Material requests asked per person (each may carry an image to decode; every admin is told). */
  requestCreatePerUser: { limit: 20, windowMs: 10 * MINUTE },
  /** Comments on material requests per person (each tells the other side, by e-mail too). */
  requestCommentPerUser: { limit: 60, windowMs: 10 * MINUTE },
  /** Partner links made per user (each may hash a password). */
  shareLinkCreatePerUser: { limit: 60, windowMs: 10 * MINUTE },
  /** Partner links (public): page loads and their JSON from one client address. */
  sharePagePerAddress: { limit: 120, windowMs: MINUTE },
  /** Partner links: thumbnails and previews from one client address (an album shows many). */
  shareImagePerAddress: { limit: 600, windowMs: MINUTE },
  /** Partner links: downloads from one client address. */
  shareDownloadPerAddress: { limit: 60, windowMs: MINUTE },
  /** Partner links: password attempts from one client address, for any link. */
  shareUnlockPerAddress: { limit: 30, windowMs: 15 * MINUTE },
  /** Partner links: wrong passwords for one link from one address (never the link for everyone). */
  shareUnlockPerLinkAndAddress: { limit: 10, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Sustained failures for one e-mail from many addresses slow its sign-ins down, never lock it: past
 * `after` failures in the window, every attempt for that e-mail waits `stepMs` more per failure,
 * up to `maxDelayMs` (an attacker with 1,000 addresses gets a few guesses a second, the owner waits
 * a few seconds once).
 */
export const LOGIN_SLOWDOWN = { after: 10, windowMs: 15 * MINUTE, stepMs: 250, maxDelayMs: 4000 } as const;

/** How long a sign-in for an e-mail with `failures` recent failures waits before it is checked. */
export function loginDelayMs(failures: number): number {
  const over = failures - LOGIN_SLOWDOWN.after;
  return over <= 0 ? 0 : Math.min(LOGIN_SLOWDOWN.maxDelayMs, over * LOGIN_SLOWDOWN.stepMs);
}
