const MINUTE = 60 * 1000;

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** `limit` attempts per window of `minutes` minutes. */
const perMinutes = (limit: number, minutes: number): RateLimitRule => ({ limit, windowMs: minutes * MINUTE });

/**
 * How many attempts each counter allows per window (README "Segurança"). Generous enough for a
 * clinic's staff sharing one address, tight enough that guessing a password is hopeless.
 */
export const RATE_LIMITS = {
  /**
   * Failed sign-ins for one e-mail from one address (guessing one account's password). Counted per
   * pair, never per e-mail alone: a stranger's guesses must not lock the owner out (issue 36).
   */
  loginPerAddressAndEmail: perMinutes(10, 15),
  /** Failed sign-ins from one address, for any e-mail (trying a leaked password list). */
  loginPerAddress: perMinutes(30, 15),
  /** Wrong current passwords on password change, per signed-in user (a stolen session). */
  passwordChangePerUser: perMinutes(5, 15),
  /** Password-reset e-mails asked for one e-mail, from any address (flooding someone's inbox). */
  passwordResetPerEmail: perMinutes(5, 60),
  /** Password-reset e-mails asked from one client address, for any e-mail. */
  passwordResetPerAddress: perMinutes(20, 60),
  /** Sign-up attempts from one address. */
  registerPerAddress: perMinutes(10, 60),
  /** Invitation links opened or accepted from one address (each acceptance hashes a password). */
  invitationLinkPerAddress: perMinutes(30, 15),
  /** Invitations an admin sends (each may be an e-mail): one at a time or by sheet. */
  invitationSendPerUser: perMinutes(60, 10),
  /** Sheets of invitations an admin imports. */
  invitationImportPerUser: perMinutes(10, 10),
  /** Similar-image searches per user (each decodes an image and scans every hash). */
  similarSearchPerUser: perMinutes(20, 1),
  /** Profile photo uploads per user. */
  avatarUploadPerUser: perMinutes(10, 10),
  /** Homepage banner uploads per admin. */
  bannerUploadPerUser: perMinutes(10, 10),
  /** Unit logo uploads per admin (each decodes an image). */
  unitLogoUploadPerUser: perMinutes(30, 10),
  /** CSV imports of units per admin (each reads up to 2,000 rows in one transaction). */
  unitImportPerUser: perMinutes(20, 10),
  /** Signed consents (TCLE) registered per admin (each file read into memory, up to 20 MB). */
  consentUploadPerUser: perMinutes(30, 10),
  /** Audit log CSV exports per admin (each may read a year of entries). */
  auditExportPerUser: perMinutes(20, 10),
  /** "Baixar meus dados" per person (each reads every table that names them). */
  myDataExportPerUser: perMinutes(10, 60),
  /** Material requests asked per person (each may carry an image to decode; every admin is told). */
  requestCreatePerUser: perMinutes(20, 10),
  /** Comments on material requests per person (each tells the other side, by e-mail too). */
  requestCommentPerUser: perMinutes(60, 10),
  /** Correcting a file's text recomputes its search words: an admin's pace, not a script's. */
  textEditPerUser: perMinutes(60, 10),
  /** Personalized pieces per person (issue 40): each new text or format is a render. */
  piecePerUser: perMinutes(120, 10),
  /** Template versions saved per admin. */
  templateSavePerUser: perMinutes(60, 10),
  /** "Gerar para todas as unidades": each renders a piece per unit and format. */
  piecesBatchPerUser: perMinutes(10, 10),
  /** Partner links made per user (each may hash a password). */
  shareLinkCreatePerUser: perMinutes(60, 10),
  /** Partner links (public): page loads and their JSON from one client address. */
  sharePagePerAddress: perMinutes(120, 1),
  /** Partner links: thumbnails and previews from one client address (an album shows many). */
  shareImagePerAddress: perMinutes(600, 1),
  /** Partner links: downloads from one client address. */
  shareDownloadPerAddress: perMinutes(60, 1),
  /** Partner links: password attempts from one client address, for any link. */
  shareUnlockPerAddress: perMinutes(30, 15),
  /** Partner links: wrong passwords for one link from one address (never the link for everyone). */
  shareUnlockPerLinkAndAddress: perMinutes(10, 15),
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
