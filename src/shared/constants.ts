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

export const ASSET_TYPES = ['image', 'video', 'document', 'pdf', 'psd', 'other'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

export const SORTS = ['newest', 'oldest', 'popular', 'downloads'] as const;
export type Sort = (typeof SORTS)[number];

export const EXTERNAL_PLATFORMS = ['youtube', 'vimeo', 'google-drive', 'dropbox', 'other'] as const;
export type ExternalPlatform = (typeof EXTERNAL_PLATFORMS)[number];

export const SETTING_KEYS = {
  banner: 'homepage_banner',
  publicSignup: 'public_signup',
  /** sha256 of the one-time first-admin setup tokens printed at start (never the tokens). */
  setupTokens: 'setup_token_hashes',
} as const;

/** Name of the origin unit every asset comes from for now (DESIGN.md section 3). */
export const FRANCHISOR_UNIT_NAME = 'Franqueadora';
