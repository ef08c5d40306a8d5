/** Business limits from SPEC.md section 9, shared by the server (enforcement) and the web app (hints). */
export const LIMITS = {
  uploadMaxFiles: 30,
  uploadMaxFileBytes: 50 * 1024 * 1024,
  bannerMaxBytes: 10 * 1024 * 1024,
  avatarMaxBytes: 5 * 1024 * 1024,
  topListSize: 5,
  homeLatestCount: 5,
  relatedMax: 6,
  pageSizeDefault: 40,
  pageSizeMax: 100,
  filterTagCount: 20,
  popularTagButtons: 10,
  tagSuggestions: 8,
  titleMinLength: 3,
  titleMaxLength: 200,
  descriptionMaxLength: 5000,
  nameMaxLength: 120,
  emailMaxLength: 254,
  passwordMinLength: 8,
  passwordMaxLength: 128,
  galleryCacheMinutes: 30,
  suggestionCloseMs: 200,
} as const;

export const ROLES = ['admin', 'franqueado', 'user'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Where an account stands (issue 36): 'active' reads the library; 'pending' signed up while public
 * sign-up was open and waits for an admin (it reads nothing); 'disabled' was refused and cannot sign in.
 */
export const ACCOUNT_STATUSES = ['active', 'pending', 'disabled'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** An invitation's state, read from its dates (issue 36). */
export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** The 27 federative units (states and the Federal District), as a unit's UF and a CRO's UF. */
export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export type Uf = (typeof UFS)[number];

/**
 * Each preset's output: an exact `width`×`height` crop, or (`longSide`) the whole picture scaled so
 * its longer side is that many pixels, never enlarged; `maxBytes` caps the JPEG.
 */
export const DOWNLOAD_PRESETS = {
  'instagram-feed': { width: 1080, height: 1350 },
  'instagram-stories': { width: 1080, height: 1920 },
  square: { width: 1080, height: 1080 },
  whatsapp: { longSide: 1600, maxBytes: 500 * 1024 },
} as const satisfies Record<
  string,
  { width: number; height: number } | { longSide: number; maxBytes: number }
>;

/**
 * What "Baixar" offers: the original file, or an image cut to a social-media size (crops keep the
 * asset's focal point), one per entry of `DOWNLOAD_PRESETS` in its order; PDFs and documents have
 * the original only.
 */
export const DOWNLOAD_FORMATS = [
  'original',
  ...(Object.keys(DOWNLOAD_PRESETS) as Array<keyof typeof DOWNLOAD_PRESETS>),
] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/**
 * Issue 16. What admins see of an asset's publication: published, before its "válido de"
 * (scheduled), after its "válido até" or its consent's expiry (expired), or showing a patient
 * without a valid consent (blocked-consent). Only `published` assets reach other roles.
 */
export const PUBLICATION_STATES = ['published', 'scheduled', 'expired', 'blocked-consent'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

/** A campaign's status from its dates (inclusive) against today in America/Sao_Paulo. */
export const CAMPAIGN_STATUSES = ['agendada', 'em_andamento', 'encerrada'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The filters of the admin list "Consentimentos". */
export const CONSENT_STATES = ['valid', 'expiring', 'expired', 'revoked'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];
/** "Expiring" means within this many days. */
export const CONSENT_EXPIRING_DAYS = 30;

/** A material request's status (issue 17): open, in progress, answered (with assets) or declined. */
export const REQUEST_STATUSES = ['aberto', 'em_andamento', 'atendido', 'recusado'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Where a requested piece will be used ("formato ou canal"). */
export const REQUEST_CHANNELS = [
  'instagram',
  'facebook',
  'whatsapp',
  'impresso',
  'site',
  'video',
  'outro',
] as const;
export type RequestChannel = (typeof REQUEST_CHANNELS)[number];

/** How long a partner link lives (issue 17): 1, 7 or 30 days. */
export const SHARE_LINK_DAYS = [1, 7, 30] as const;
export type ShareLinkDays = (typeof SHARE_LINK_DAYS)[number];

/** Each target's actions as `target.action` kinds, target by target in the order given. */
function targetActions<const T extends Record<string, readonly string[]>>(actions: T) {
  type Kind = { [K in keyof T & string]: `${K}.${T[K][number]}` }[keyof T & string];
  return Object.entries(actions).flatMap(([target, names]) =>
    names.map((name) => `${target}.${name}`),
  ) as readonly Kind[];
}

/**
 * What the audit log records (issue 17): every admin action, and admins' sign-ins, as
 * `targetType.action` (`asset.upload`), listed by target.
 */
export const AUDIT_KINDS = targetActions({
  asset: [
    'upload',
    'edit',
    'file-replace',
    'text-edit',
    'delete',
    'template-save',
    'template-delete',
    'piece',
    'pieces-batch',
  ],
  category: ['create', 'edit', 'delete'],
  tag: ['create', 'edit', 'delete'],
  user: ['create', 'edit', 'role', 'delete', 'approve', 'reject', 'sessions-end', 'password-reset'],
  invitation: ['create', 'resend', 'revoke', 'accept'],
  unit: ['create', 'edit', 'delete'],
  campaign: ['create', 'edit', 'delete'],
  consent: ['register', 'revoke'],
  settings: ['edit'],
  banner: ['edit'],
  request: ['edit', 'deliver'],
  'share-link': ['revoke'],
  auth: ['sign-in', 'login-failed'],
});
export type AuditKind = (typeof AUDIT_KINDS)[number];

/**
 * What the notification centre tells (issue 16), and the material requests' events (issue 17):
 * a new request (to the admins), a status change, a comment (to the other side) and an answer.
 */
export const NOTIFICATION_KINDS = [
  'consent-revoked',
  'consent-expired',
  'campaign-started',
  'request-created',
  'request-status',
  'request-comment',
  'request-answered',
  'account-pending',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The time zone of every date-only rule (validity, consents, campaigns). */
export const NETWORK_TIME_ZONE = 'America/Sao_Paulo';

export const ASSET_TYPES = ['image', 'video', 'document', 'pdf', 'psd', 'other'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

/** Where a page of an asset's text came from (issue 39); `edited` is an admin's correction. */
export const TEXT_SOURCES = ['ocr', 'pdf', 'docx', 'pptx', 'odt', 'odp', 'txt', 'csv', 'edited'] as const;
export type TextSource = (typeof TEXT_SOURCES)[number];

/** Where reading an asset's file stands: queued, text found, failed, or nothing legible (or nothing to read). */
export const TEXT_STATUSES = ['pending', 'done', 'failed', 'none'] as const;
export type TextStatus = (typeof TEXT_STATUSES)[number];

/** Reading the words inside files (issue 39). */
export const TEXT_LIMITS = {
  /** OCR of one picture stops here; the job then fails with the reason. */
  ocrTimeoutMs: 20_000,
  /** Words OCR is less sure of than this (0..100) are left out. */
  ocrMinConfidence: 60,
  /** Pictures are scaled to at most this many pixels before OCR. */
  ocrMaxPixels: 25_000_000,
  /** Pages of a PDF without a text layer that are OCRed (the first ones). */
  pdfOcrPages: 20,
  /** A file's text is cut here (UTF-8 bytes, all pages together). */
  maxTextBytes: 2 * 1024 * 1024,
  /** An admin's correction: pages and characters per page. */
  editPages: 500,
  editPageChars: 100_000,
  /** Snippets per search hit, and their length in words. */
  matchesPerItem: 3,
} as const;

export const SORTS = ['newest', 'oldest', 'popular', 'downloads'] as const;
export type Sort = (typeof SORTS)[number];

export const EXTERNAL_PLATFORMS = ['youtube', 'vimeo', 'google-drive', 'dropbox', 'other'] as const;
export type ExternalPlatform = (typeof EXTERNAL_PLATFORMS)[number];

export const SETTING_KEYS = {
  banner: 'homepage_banner',
  publicSignup: 'public_signup',
  /** sha256 of the one-time first-admin setup tokens printed at start (never the tokens). */
  setupTokens: 'setup_token_hashes',
  /** The content check's list (admins edit it in /settings); absent means the councils' usual ones. */
  forbiddenExpressions: 'forbidden_expressions',
  /** true once an admin dismissed the home's first-run checklist ("Configure a rede"). */
  setupChecklistDismissed: 'setup_checklist_dismissed',
} as const;

/** Name of the origin unit every asset comes from for now (DESIGN.md section 3). */
export const FRANCHISOR_UNIT_NAME = 'Franqueadora';

/** Pages of GET /api/notifications. */
export const NOTIFICATION_LIMITS = {
  pageSizeDefault: 20,
  pageSizeMax: 50,
  /** What the bell's popover shows. */
  latestCount: 5,
} as const;
