/**
 * Every Portuguese (pt-BR) text the product shows: error texts here, the rest in one file per feature
 * beside this one, composed into `messages`. Components and the server's error handler read from
 * here; nothing user-facing is written inline elsewhere.
 */

import { albumsMessages } from './albums';
import { assetTextMessages } from './asset-text';
import { assetsMessages } from './assets';
import { auditMessages } from './audit';
import { authMessages } from './auth';
import { campaignsMessages } from './campaigns';
import { commonMessages } from './common';
import { consentsMessages } from './consents';
import { contentCheckMessages } from './content-check';
import { downloadsMessages } from './downloads';
import { type ErrorCode, errorCatalog } from './errors';
import { format } from './format';
import { galleryMessages } from './gallery';
import { homeMessages } from './home';
import { invitationsMessages } from './invitations';
import { notificationsMessages } from './notifications';
import { publicationMessages } from './publication';
import { requestsMessages } from './requests';
import { settingsMessages } from './settings';
import { shareLinksMessages } from './share-links';
import { staticPagesMessages } from './static-pages';
import { statsMessages } from './stats';
import { taxonomyMessages } from './taxonomy';
import { templatesMessages } from './templates';
import { unitsMessages } from './units';
import { uploadMessages } from './upload';
import { usersMessages } from './users';

/** The catalog's text of every error code (templates: see `formatError`). */
export const errorMessages = Object.fromEntries(
  Object.entries(errorCatalog).map(([code, entry]) => [code, entry.message]),
) as { [C in ErrorCode]: (typeof errorCatalog)[C]['message'] };

/** An error's pt-BR text with its parameters filled in. */
export function formatError(code: ErrorCode, params: Record<string, string | number> = {}): string {
  return format(errorCatalog[code].message, params);
}

/** Every feature's texts; a key may live in one feature file only (pt-BR.test.ts checks it). */
export const featureMessages = [
  albumsMessages,
  assetTextMessages,
  assetsMessages,
  auditMessages,
  authMessages,
  campaignsMessages,
  commonMessages,
  consentsMessages,
  contentCheckMessages,
  downloadsMessages,
  galleryMessages,
  homeMessages,
  invitationsMessages,
  notificationsMessages,
  publicationMessages,
  requestsMessages,
  settingsMessages,
  shareLinksMessages,
  staticPagesMessages,
  statsMessages,
  taxonomyMessages,
  templatesMessages,
  unitsMessages,
  uploadMessages,
  usersMessages,
] as const;

export const messages = {
  ...albumsMessages,
  ...assetTextMessages,
  ...assetsMessages,
  ...auditMessages,
  ...authMessages,
  ...campaignsMessages,
  ...commonMessages,
  ...consentsMessages,
  ...contentCheckMessages,
  ...downloadsMessages,
  ...galleryMessages,
  ...homeMessages,
  ...invitationsMessages,
  ...notificationsMessages,
  ...publicationMessages,
  ...requestsMessages,
  ...settingsMessages,
  ...shareLinksMessages,
  ...staticPagesMessages,
  ...statsMessages,
  ...taxonomyMessages,
  ...templatesMessages,
  ...unitsMessages,
  ...uploadMessages,
  ...usersMessages,
} as const;

export { format } from './format';
export { validationMessages } from './validation';
