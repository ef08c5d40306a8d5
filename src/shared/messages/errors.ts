import { albumsMessages } from './albums';
import { assetsMessages } from './assets';
import { authMessages } from './auth';
import { campaignsMessages } from './campaigns';
import { commonMessages } from './common';
import { consentsMessages } from './consents';
import { downloadsMessages } from './downloads';
import { galleryMessages } from './gallery';
import { invitationsMessages } from './invitations';
import { notificationsMessages } from './notifications';
import { publicationMessages } from './publication';
import { requestsMessages } from './requests';
import { settingsMessages } from './settings';
import { shareLinksMessages } from './share-links';
import { taxonomyMessages } from './taxonomy';
import { unitsMessages } from './units';

const assets = assetsMessages.assets;
const media = assetsMessages.media;
const accounts = authMessages.accounts;
const taxonomy = taxonomyMessages.taxonomy;
const albums = albumsMessages.albums;
const units = unitsMessages.units;
const formats = downloadsMessages.downloadFormats;
const shareLinks = shareLinksMessages.shareLinks;
const invitations = invitationsMessages.invitations;

/**
 * Every error the API answers with: its code, HTTP status and pt-BR message. A message may name
 * parameters (`{megapixels}`); the server fills them from the `params` it throws with and sends them
 * beside the message, so the web can show the same text and branch on the code, never on the text.
 * Codes are as specific as a screen would want to react to.
 */
export const errorCatalog = {
  // Requests the server cannot read
  VALIDATION: { status: 400, message: 'Dados inválidos. Verifique os campos e tente novamente.' },
  /** One field refused by its shared schema: `motivo` is the schema's own pt-BR text for it. */
  FIELD_INVALID: { status: 400, message: '{motivo}' },
  BAD_REQUEST: { status: 400, message: 'Requisição inválida.' },
  /** The shared text rule (schemas/input.ts): `campo` names the field in pt-BR, `motivo` says why. */
  INVALID_TEXT: { status: 400, message: 'Texto inválido em “{campo}”: {motivo}' },
  BODY_TOO_LARGE: { status: 413, message: 'O conteúdo enviado é grande demais (máximo 1 MB).' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Tipo de arquivo não suportado.' },
  MALFORMED_MULTIPART: {
    status: 400,
    message: 'O envio do arquivo chegou incompleto ou mal formado. Tente enviar novamente.',
  },
  MULTIPART_PART_UNNAMED: { status: 400, message: media.multipartPartWithoutName },
  /** A file the route's multipart contract does not take: an unknown field, or a second one. */
  UNEXPECTED_FILE: { status: 400, message: media.multipartUnexpectedFile },
  /** A text field the route's multipart contract does not take, or one sent twice. */
  UNEXPECTED_FIELD: { status: 400, message: media.multipartUnexpectedField },
  /** More parts than the parser was allowed (a flood), whatever they are. */
  TOO_MANY_PARTS: { status: 413, message: media.multipartTooManyParts },
  CURSOR_INVALID: { status: 400, message: 'Página inválida. Recarregue a lista.' },
  RANGE_NOT_SATISFIABLE: { status: 416, message: 'Intervalo de bytes inválido.' },
  ROUTE_NOT_FOUND: { status: 404, message: 'Endereço da API não encontrado.' },
  NOT_FOUND: { status: 404, message: 'Registro não encontrado.' },
  CONFLICT: { status: 409, message: 'Este registro já existe.' },

  // Who may do what
  UNAUTHENTICATED: { status: 401, message: 'Você precisa estar logado para continuar.' },
  SESSION_EXPIRED: { status: 401, message: accounts.sessionExpired },
  INVALID_CREDENTIALS: { status: 401, message: 'E-mail ou senha incorretos.' },
  FORBIDDEN: { status: 403, message: 'Você não tem permissão para realizar esta ação.' },
  CROSS_SITE_REQUEST: {
    status: 403,
    message:
      'Requisição recusada: ela não partiu de uma página do Banco de Imagens. Recarregue a página e tente novamente.',
  },
  RATE_LIMITED: { status: 429, message: commonMessages.rateLimit.tryAgainIn },

  // Accounts
  EMAIL_TAKEN: { status: 409, message: 'Já existe uma conta com este e-mail.' },
  SIGNUP_CLOSED: {
    status: 403,
    message: 'O cadastro público está desativado. Peça a um administrador para criar sua conta.',
  },
  /** A pending account (public sign-up, not yet approved) asked for anything but its own account. */
  ACCOUNT_PENDING: { status: 403, message: accounts.pending },
  /** The right password for an account an admin refused (a public sign-up not approved). */
  ACCOUNT_DISABLED: { status: 403, message: accounts.disabled },
  /** An admin approved or refused an account that is not waiting any more. */
  ACCOUNT_NOT_PENDING: { status: 409, message: accounts.notPending },
  /** A sign-up or approval naming the franchisor's own unit: a franqueado belongs to a clinic. */
  UNIT_NOT_CLINIC: { status: 400, message: accounts.unitNotClinic },
  LAST_ADMIN: { status: 409, message: 'Não é possível remover ou rebaixar o último administrador.' },
  WRONG_PASSWORD: { status: 400, message: 'A senha atual está incorreta.' },
  /** `motivo` is one of messages.passwordStrength.reasons ("Senha muito comum."). */
  WEAK_PASSWORD: { status: 400, message: '{motivo}' },
  RESET_TOKEN_INVALID: {
    status: 400,
    message: 'Este link de redefinição é inválido ou expirou. Peça um novo.',
  },
  MAIL_DISABLED: { status: 409, message: 'O envio de e-mails não está configurado.' },

  // Invitations (issue 36): a link that is no longer usable is gone (410), each with its own page.
  INVITATION_USED: { status: 410, message: invitations.used },
  INVITATION_REVOKED: { status: 410, message: invitations.revoked },
  INVITATION_EXPIRED: { status: 410, message: invitations.expired },
  /** A token that matches no invitation (mistyped, cut, or replaced by a resend). */
  INVITATION_INVALID: { status: 404, message: invitations.invalid },
  INVITATION_NOT_FOUND: { status: 404, message: invitations.notFound },
  INVITATION_CLOSED: { status: 409, message: invitations.closed },
  INVITATION_PENDING: { status: 409, message: invitations.pendingForEmail },
  INVITATIONS_CSV_INVALID: { status: 400, message: invitations.csvInvalid },
  INVITATIONS_CSV_TOO_LARGE: { status: 413, message: invitations.csvTooLarge },
  INVITATIONS_CSV_TOO_MANY_ROWS: { status: 400, message: invitations.csvTooManyRows },
  INVITATIONS_CSV_UNKNOWN_COLUMN: { status: 400, message: invitations.csvUnknownColumn },
  USER_NOT_FOUND: { status: 404, message: accounts.userNotFound },
  AVATAR_NOT_FOUND: { status: 404, message: accounts.avatarNotFound },
  AVATAR_MISSING: { status: 400, message: accounts.avatarMissing },
  AVATAR_TOO_LARGE: { status: 413, message: accounts.avatarTooLarge },
  AVATAR_INVALID: { status: 415, message: accounts.avatarInvalid },

  // Files and uploads
  ASSET_NOT_FOUND: { status: 404, message: assets.notFound },
  ASSET_VALIDITY_RANGE: { status: 400, message: publicationMessages.publication.rangeInvalid },
  THUMBNAIL_NOT_FOUND: { status: 404, message: assets.thumbnailNotFound },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Arquivo muito grande. Máximo permitido: 50MB' },
  FILE_TOO_LARGE: { status: 413, message: assets.fileTooLarge },
  FILE_EMPTY: { status: 400, message: assets.emptyFile },
  FILE_MISSING: { status: 400, message: assets.noFileSelected },
  FILE_TYPE_NOT_ALLOWED: { status: 415, message: assets.videoRefused },
  DUPLICATE_FILE: { status: 409, message: assets.duplicate },
  IMAGE_TOO_LARGE: { status: 422, message: media.imageTooLarge },
  IMAGE_UNREADABLE: { status: 415, message: assets.imageUnreadable },
  PDF_UNREADABLE: { status: 415, message: assets.pdfUnreadable },
  PSD_UNREADABLE: { status: 415, message: assets.psdUnreadable },
  FILE_NAME_CONTROL_CHARACTERS: { status: 400, message: media.fileNameControlCharacters },
  FILE_NAME_TOO_LONG: { status: 400, message: media.fileNameTooLong },
  UPLOAD_NOT_MULTIPART: { status: 415, message: assets.noFiles },
  UPLOAD_NO_FILES: { status: 400, message: assets.noFiles },
  UPLOAD_TOO_MANY_FILES: { status: 413, message: assets.tooManyFiles },
  UPLOAD_META_INVALID: { status: 400, message: assets.metaInvalid },
  UPLOAD_META_NOT_TEXT: { status: 400, message: media.multipartMetaNotJson },
  UPLOAD_META_FIRST: { status: 400, message: assets.metaFirst },
  UPLOAD_FAILED: { status: 400, message: assets.uploadFailed },
  /** Every file of a batch failed, for different reasons: `itens` lists "name — reason; …". */
  UPLOAD_BATCH_FAILED: { status: 400, message: `${assets.uploadFailed}: {itens}` },
  EXTERNAL_HAS_NO_FILE: { status: 400, message: assets.externalNotAllowedForFile },
  LINK_INVALID: { status: 400, message: assets.urlInvalid },
  STORAGE_UNAVAILABLE: {
    status: 503,
    message: 'O armazenamento de arquivos está indisponível no momento. Tente novamente em instantes.',
  },

  // Finding and getting
  SIMILAR_IMAGE_MISSING: { status: 400, message: galleryMessages.search.notAnImage },
  SIMILAR_IMAGE_INVALID: { status: 415, message: galleryMessages.search.notAnImage },
  SIMILAR_IMAGE_TOO_LARGE: { status: 413, message: galleryMessages.search.probeTooLarge },
  ZIP_NOTHING_TO_DOWNLOAD: { status: 400, message: galleryMessages.search.zipNothing },
  DOWNLOAD_FORM_EXPIRED: {
    status: 403,
    message: 'O pedido de download expirou. Clique em Baixar novamente.',
  },

  DOWNLOAD_FORMAT_IMAGES_ONLY: { status: 400, message: formats.imagesOnly },
  /** An image whose GPS, serial and owner fields could not be removed: it does not leave as it is. */
  DOWNLOAD_NOT_CLEANABLE: { status: 422, message: formats.notCleanable },
  /** A stamped download for a user whose account has no unit. */
  UNIT_NOT_ASSIGNED: { status: 422, message: units.notAssigned },
  /** A stamped download for a unit without its registration, RT name, RT CRO number or RT UF. */
  UNIT_CRO_INCOMPLETE: { status: 422, message: units.croIncomplete },

  // Units
  UNIT_NOT_FOUND: { status: 404, message: units.notFound },
  UNIT_NAME_TAKEN: { status: 409, message: units.nameTaken },
  UNIT_INACTIVE: { status: 400, message: units.inactive },
  UNIT_REQUIRED: { status: 400, message: commonMessages.validation.unitRequired },
  UNITS_CSV_INVALID: { status: 400, message: units.csvInvalid },
  UNITS_CSV_UNKNOWN_COLUMN: { status: 400, message: units.csvUnknownColumn },
  UNITS_CSV_TOO_LARGE: { status: 413, message: units.csvTooLarge },
  UNITS_CSV_TOO_MANY_ROWS: { status: 413, message: units.csvTooManyRows },
  UNIT_LOGO_MISSING: { status: 400, message: units.logoMissing },
  UNIT_LOGO_TOO_LARGE: { status: 413, message: units.logoTooLarge },
  UNIT_LOGO_INVALID: { status: 415, message: units.logoInvalid },
  UNIT_LOGO_NOT_FOUND: { status: 404, message: units.logoNotFound },
  UNIT_FRANCHISOR_ACTIVE: { status: 400, message: units.franchisorStaysActive },

  // Patient consents (TCLE)
  CONSENT_NOT_FOUND: { status: 404, message: consentsMessages.consents.notFound },
  CONSENT_FILE_MISSING: { status: 400, message: consentsMessages.consents.fileMissing },
  CONSENT_FILE_INVALID: { status: 415, message: consentsMessages.consents.fileInvalid },
  CONSENT_FILE_TOO_LARGE: { status: 413, message: consentsMessages.consents.fileTooLarge },
  CONSENT_NOT_NEEDED: { status: 409, message: consentsMessages.consents.notNeeded },
  CONSENT_ALREADY_REVOKED: { status: 409, message: consentsMessages.consents.alreadyRevoked },

  // Material requests ("Pedir material")
  REQUEST_NOT_FOUND: { status: 404, message: requestsMessages.requests.notFound },
  REQUEST_REFERENCE_NOT_FOUND: { status: 404, message: requestsMessages.requests.referenceNotFound },
  REQUEST_REFERENCE_INVALID: { status: 415, message: requestsMessages.requests.referenceInvalid },
  REQUEST_REFERENCE_TOO_LARGE: { status: 413, message: requestsMessages.requests.referenceTooLarge },
  REQUEST_NEEDED_BY_PAST: { status: 400, message: requestsMessages.requests.neededByPast },
  REQUEST_ASSIGNEE_NOT_ADMIN: { status: 400, message: requestsMessages.requests.assigneeNotAdmin },
  /** Some ids of a deliver name no asset: `n` of them; nothing was changed. */
  REQUEST_ASSETS_MISSING: { status: 400, message: requestsMessages.requests.assetsMissing },

  // Partner links ("Link para parceiros")
  SHARE_LINK_NOT_FOUND: { status: 404, message: shareLinks.notFound },
  SHARE_LINK_EXPIRED: { status: 410, message: shareLinks.expired },
  SHARE_LINK_REVOKED: { status: 410, message: shareLinks.revoked },
  /** The link's asset is no longer published (validity, consent): no link reaches it. */
  SHARE_LINK_UNAVAILABLE: { status: 410, message: shareLinks.unavailable },
  SHARE_LINK_LOCKED: { status: 401, message: shareLinks.locked },
  SHARE_LINK_PASSWORD_WRONG: { status: 401, message: shareLinks.wrongPassword },
  SHARE_LINK_DOWNLOAD_DISABLED: { status: 403, message: shareLinks.downloadDisabled },
  SHARE_LINK_ITEM_NOT_FOUND: { status: 404, message: shareLinks.itemNotFound },
  SHARE_LINK_NOT_PUBLISHED: { status: 409, message: shareLinks.notPublished },
  SHARE_LINK_EXTERNAL_ASSET: { status: 409, message: shareLinks.externalAsset },
  SHARE_LINK_ALBUM_EMPTY: { status: 409, message: shareLinks.albumEmpty },

  // Albums
  ALBUM_NOT_FOUND: { status: 404, message: albums.notFound },
  ASSET_NOT_IN_ALBUM: { status: 404, message: albums.assetNotInAlbum },
  ALBUM_EMPTY: { status: 400, message: albums.empty },

  // Campaigns
  CAMPAIGN_NOT_FOUND: { status: 404, message: campaignsMessages.campaigns.notFound },
  CAMPAIGN_ENDS_BEFORE_START: { status: 400, message: campaignsMessages.campaigns.endsBeforeStart },
  CAMPAIGN_COVER_NOT_FOUND: { status: 400, message: campaignsMessages.campaigns.coverNotFound },
  CAMPAIGN_COVER_NOT_A_PIECE: { status: 400, message: campaignsMessages.campaigns.coverNotAPiece },
  /** Some ids of a PUT /api/campaigns/:id/assets name no asset: `n` of them; nothing was changed. */
  CAMPAIGN_ASSETS_MISSING: { status: 400, message: campaignsMessages.campaigns.assetsMissing },
  CAMPAIGN_EMPTY: { status: 400, message: campaignsMessages.campaigns.empty },

  // Categories and tags
  NAME_NEEDS_LETTER: { status: 400, message: taxonomy.slugEmpty },
  CATEGORY_NOT_FOUND: { status: 404, message: taxonomy.categoryNotFound },
  CATEGORY_UNKNOWN: { status: 400, message: taxonomy.categoryNotFound },
  CATEGORY_REQUIRED: { status: 400, message: taxonomy.categoryRequired },
  CATEGORY_NAME_TAKEN: { status: 409, message: taxonomy.categoryNameTaken },
  CATEGORY_PARENT_NOT_FOUND: { status: 400, message: taxonomy.parentNotFound },
  CATEGORY_PARENT_NOT_GROUP: { status: 400, message: taxonomy.parentMustBeGroup },
  CATEGORY_HAS_CHILDREN: { status: 400, message: taxonomy.groupHasChildren },
  CATEGORY_SELF_PARENT: { status: 400, message: taxonomy.selfParent },
  TAG_NOT_FOUND: { status: 404, message: taxonomy.tagNotFound },
  TAG_NAME_TAKEN: { status: 409, message: taxonomy.tagNameTaken },

  // Settings
  BANNER_MISSING: { status: 400, message: settingsMessages.banner.imageRequired },
  BANNER_TOO_LARGE: { status: 413, message: settingsMessages.banner.tooLarge },
  BANNER_INVALID: { status: 415, message: settingsMessages.banner.notAnImage },
  BANNER_NOT_FOUND: { status: 404, message: settingsMessages.banner.notFound },

  // Notification centre
  NOTIFICATION_NOT_FOUND: { status: 404, message: notificationsMessages.notifications.notFound },

  // The server itself
  INTERNAL: { status: 500, message: 'Ocorreu um erro inesperado. Tente novamente em instantes.' },
  STARTING: { status: 503, message: 'O Banco de Imagens está sendo atualizado e volta em instantes.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalog;

/** The `{name}` placeholders of a message, as a union of names (never when it has none). */
type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The parameters an error's message needs: `{ megapixels: 25 }` for IMAGE_TOO_LARGE. */
export type ErrorParams<C extends ErrorCode> = Record<
  Placeholders<(typeof errorCatalog)[C]['message']>,
  string | number
>;

/** True when `code` is one of the catalog's (the web gets codes as plain strings). */
export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errorCatalog, code);
}
