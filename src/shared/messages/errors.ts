import { albumsMessages } from './albums';
import { assetTextMessages } from './asset-text';
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
import { templatesMessages } from './templates';
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
const templates = templatesMessages.templates;

/**
 * A status's codes as catalog entries: `{ CODE: message }` gives `{ CODE: { status, message } }`,
 * each message's text kept as its literal type (its placeholders type the `params`).
 */
function withStatus<const S extends number, const M extends Record<string, string>>(status: S, messages: M) {
  const entries = Object.entries(messages).map(([code, message]) => [code, { status, message }]);
  return Object.fromEntries(entries) as { [C in keyof M]: { readonly status: S; readonly message: M[C] } };
}

/**
 * Every error the API answers with: its code, HTTP status and pt-BR message, listed under its status.
 * A message may name parameters (`{megapixels}`); the server fills them from the `params` it throws
 * with and sends them beside the message, so the web can show the same text and branch on the code,
 * never on the text. Codes are as specific as a screen would want to react to.
 */
export const errorCatalog = {
  // Refused as sent
  ...withStatus(400, {
    /** Text asked of, or given for, an asset with no file to read (a link, a video). */
    TEXT_NOT_READABLE: assetTextMessages.assetText.notReadableError,
    // Requests the server cannot read
    VALIDATION: 'Dados inválidos. Verifique os campos e tente novamente.',
    /** One field refused by its shared schema: `motivo` is the schema's own pt-BR text for it. */
    FIELD_INVALID: '{motivo}',
    BAD_REQUEST: 'Requisição inválida.',
    /** The shared text rule (schemas/input.ts): `campo` names the field in pt-BR, `motivo` says why. */
    INVALID_TEXT: 'Texto inválido em “{campo}”: {motivo}',
    MALFORMED_MULTIPART: 'O envio do arquivo chegou incompleto ou mal formado. Tente enviar novamente.',
    MULTIPART_PART_UNNAMED: media.multipartPartWithoutName,
    /** A file the route's multipart contract does not take: an unknown field, or a second one. */
    UNEXPECTED_FILE: media.multipartUnexpectedFile,
    /** A text field the route's multipart contract does not take, or one sent twice. */
    UNEXPECTED_FIELD: media.multipartUnexpectedField,
    CURSOR_INVALID: 'Página inválida. Recarregue a lista.',
    // Accounts and invitations
    /** A sign-up or approval naming the franchisor's own unit: a franqueado belongs to a clinic. */
    UNIT_NOT_CLINIC: accounts.unitNotClinic,
    WRONG_PASSWORD: 'A senha atual está incorreta.',
    /** `motivo` is one of messages.passwordStrength.reasons ("Senha muito comum."). */
    WEAK_PASSWORD: '{motivo}',
    RESET_TOKEN_INVALID: 'Este link de redefinição é inválido ou expirou. Peça um novo.',
    INVITATIONS_CSV_INVALID: invitations.csvInvalid,
    INVITATIONS_CSV_TOO_MANY_ROWS: invitations.csvTooManyRows,
    INVITATIONS_CSV_UNKNOWN_COLUMN: invitations.csvUnknownColumn,
    AVATAR_MISSING: accounts.avatarMissing,
    // Files and uploads
    ASSET_VALIDITY_RANGE: publicationMessages.publication.rangeInvalid,
    FILE_EMPTY: assets.emptyFile,
    FILE_MISSING: assets.noFileSelected,
    FILE_NAME_CONTROL_CHARACTERS: media.fileNameControlCharacters,
    FILE_NAME_TOO_LONG: media.fileNameTooLong,
    UPLOAD_NO_FILES: assets.noFiles,
    UPLOAD_META_INVALID: assets.metaInvalid,
    UPLOAD_META_NOT_TEXT: media.multipartMetaNotJson,
    UPLOAD_META_FIRST: assets.metaFirst,
    UPLOAD_FAILED: assets.uploadFailed,
    /** Every file of a batch failed, for different reasons: `itens` lists "name — reason; …". */
    UPLOAD_BATCH_FAILED: `${assets.uploadFailed}: {itens}`,
    EXTERNAL_HAS_NO_FILE: assets.externalNotAllowedForFile,
    LINK_INVALID: assets.urlInvalid,
    // Finding and getting
    SIMILAR_IMAGE_MISSING: galleryMessages.search.notAnImage,
    ZIP_NOTHING_TO_DOWNLOAD: galleryMessages.search.zipNothing,
    DOWNLOAD_FORMAT_IMAGES_ONLY: formats.imagesOnly,
    // Units
    UNIT_INACTIVE: units.inactive,
    UNIT_REQUIRED: commonMessages.validation.unitRequired,
    UNITS_CSV_INVALID: units.csvInvalid,
    UNITS_CSV_UNKNOWN_COLUMN: units.csvUnknownColumn,
    UNIT_LOGO_MISSING: units.logoMissing,
    UNIT_FRANCHISOR_ACTIVE: units.franchisorStaysActive,
    // Consents, material requests, albums and campaigns
    CONSENT_FILE_MISSING: consentsMessages.consents.fileMissing,
    REQUEST_NEEDED_BY_PAST: requestsMessages.requests.neededByPast,
    REQUEST_ASSIGNEE_NOT_ADMIN: requestsMessages.requests.assigneeNotAdmin,
    /** Some ids of a deliver name no asset: `n` of them; nothing was changed. */
    REQUEST_ASSETS_MISSING: requestsMessages.requests.assetsMissing,
    ALBUM_EMPTY: albums.empty,
    CAMPAIGN_ENDS_BEFORE_START: campaignsMessages.campaigns.endsBeforeStart,
    CAMPAIGN_COVER_NOT_FOUND: campaignsMessages.campaigns.coverNotFound,
    CAMPAIGN_COVER_NOT_A_PIECE: campaignsMessages.campaigns.coverNotAPiece,
    /** Some ids of a PUT /api/campaigns/:id/assets name no asset: `n` of them; nothing was changed. */
    CAMPAIGN_ASSETS_MISSING: campaignsMessages.campaigns.assetsMissing,
    CAMPAIGN_EMPTY: campaignsMessages.campaigns.empty,
    // Categories and tags, settings
    NAME_NEEDS_LETTER: taxonomy.slugEmpty,
    CATEGORY_UNKNOWN: taxonomy.categoryNotFound,
    CATEGORY_REQUIRED: taxonomy.categoryRequired,
    CATEGORY_PARENT_NOT_FOUND: taxonomy.parentNotFound,
    CATEGORY_PARENT_NOT_GROUP: taxonomy.parentMustBeGroup,
    CATEGORY_HAS_CHILDREN: taxonomy.groupHasChildren,
    CATEGORY_SELF_PARENT: taxonomy.selfParent,
    BANNER_MISSING: settingsMessages.banner.imageRequired,
  }),

  // Who may do what: not signed in (401), or not allowed (403)
  ...withStatus(401, {
    UNAUTHENTICATED: 'Você precisa estar logado para continuar.',
    SESSION_EXPIRED: accounts.sessionExpired,
    INVALID_CREDENTIALS: 'E-mail ou senha incorretos.',
    SHARE_LINK_LOCKED: shareLinks.locked,
    SHARE_LINK_PASSWORD_WRONG: shareLinks.wrongPassword,
  }),
  ...withStatus(403, {
    FORBIDDEN: 'Você não tem permissão para realizar esta ação.',
    CROSS_SITE_REQUEST:
      'Requisição recusada: ela não partiu de uma página do Banco de Imagens. Recarregue a página e tente novamente.',
    SIGNUP_CLOSED: 'O cadastro público está desativado. Peça a um administrador para criar sua conta.',
    /** A pending account (public sign-up, not yet approved) asked for anything but its own account. */
    ACCOUNT_PENDING: accounts.pending,
    /** The right password for an account an admin refused (a public sign-up not approved). */
    ACCOUNT_DISABLED: accounts.disabled,
    DOWNLOAD_FORM_EXPIRED: 'O pedido de download expirou. Clique em Baixar novamente.',
    SHARE_LINK_DOWNLOAD_DISABLED: shareLinks.downloadDisabled,
  }),

  // What is not there, or no longer
  ...withStatus(404, {
    ROUTE_NOT_FOUND: 'Endereço da API não encontrado.',
    NOT_FOUND: 'Registro não encontrado.',
    /** A token that matches no invitation (mistyped, cut, or replaced by a resend). */
    INVITATION_INVALID: invitations.invalid,
    INVITATION_NOT_FOUND: invitations.notFound,
    USER_NOT_FOUND: accounts.userNotFound,
    AVATAR_NOT_FOUND: accounts.avatarNotFound,
    ASSET_NOT_FOUND: assets.notFound,
    THUMBNAIL_NOT_FOUND: assets.thumbnailNotFound,
    UNIT_NOT_FOUND: units.notFound,
    UNIT_LOGO_NOT_FOUND: units.logoNotFound,
    CONSENT_NOT_FOUND: consentsMessages.consents.notFound,
    REQUEST_NOT_FOUND: requestsMessages.requests.notFound,
    REQUEST_REFERENCE_NOT_FOUND: requestsMessages.requests.referenceNotFound,
    TEMPLATE_NOT_FOUND: templates.notFound,
    JOB_NOT_FOUND: templates.jobNotFound,
    PIECES_FILE_NOT_FOUND: templates.batchFileNotFound,
    SHARE_LINK_NOT_FOUND: shareLinks.notFound,
    SHARE_LINK_ITEM_NOT_FOUND: shareLinks.itemNotFound,
    ALBUM_NOT_FOUND: albums.notFound,
    ASSET_NOT_IN_ALBUM: albums.assetNotInAlbum,
    CAMPAIGN_NOT_FOUND: campaignsMessages.campaigns.notFound,
    CATEGORY_NOT_FOUND: taxonomy.categoryNotFound,
    TAG_NOT_FOUND: taxonomy.tagNotFound,
    BANNER_NOT_FOUND: settingsMessages.banner.notFound,
    NOTIFICATION_NOT_FOUND: notificationsMessages.notifications.notFound,
  }),

  // What clashes with what is already there
  ...withStatus(409, {
    CONFLICT: 'Este registro já existe.',
    EMAIL_TAKEN: 'Já existe uma conta com este e-mail.',
    /** An admin approved or refused an account that is not waiting any more. */
    ACCOUNT_NOT_PENDING: accounts.notPending,
    LAST_ADMIN: 'Não é possível remover ou rebaixar o último administrador.',
    MAIL_DISABLED: 'O envio de e-mails não está configurado.',
    INVITATION_CLOSED: invitations.closed,
    INVITATION_PENDING: invitations.pendingForEmail,
    DUPLICATE_FILE: assets.duplicate,
    UNIT_NAME_TAKEN: units.nameTaken,
    CONSENT_NOT_NEEDED: consentsMessages.consents.notNeeded,
    CONSENT_ALREADY_REVOKED: consentsMessages.consents.alreadyRevoked,
    SHARE_LINK_NOT_PUBLISHED: shareLinks.notPublished,
    SHARE_LINK_EXTERNAL_ASSET: shareLinks.externalAsset,
    SHARE_LINK_ALBUM_EMPTY: shareLinks.albumEmpty,
    CATEGORY_NAME_TAKEN: taxonomy.categoryNameTaken,
    TAG_NAME_TAKEN: taxonomy.tagNameTaken,
  }),

  // A link that is no longer usable is gone, each with its own page (invitations, issue 36; partner links)
  ...withStatus(410, {
    INVITATION_USED: invitations.used,
    INVITATION_REVOKED: invitations.revoked,
    INVITATION_EXPIRED: invitations.expired,
    SHARE_LINK_EXPIRED: shareLinks.expired,
    SHARE_LINK_REVOKED: shareLinks.revoked,
    /** The link's asset is no longer published (validity, consent): no link reaches it. */
    SHARE_LINK_UNAVAILABLE: shareLinks.unavailable,
  }),

  // Bodies and files too large, of a type not taken, or not readable
  ...withStatus(413, {
    BODY_TOO_LARGE: 'O conteúdo enviado é grande demais (máximo 1 MB).',
    /** More parts than the parser was allowed (a flood), whatever they are. */
    TOO_MANY_PARTS: media.multipartTooManyParts,
    INVITATIONS_CSV_TOO_LARGE: invitations.csvTooLarge,
    AVATAR_TOO_LARGE: accounts.avatarTooLarge,
    PAYLOAD_TOO_LARGE: 'Arquivo muito grande. Máximo permitido: 50MB',
    FILE_TOO_LARGE: assets.fileTooLarge,
    UPLOAD_TOO_MANY_FILES: assets.tooManyFiles,
    SIMILAR_IMAGE_TOO_LARGE: galleryMessages.search.probeTooLarge,
    UNITS_CSV_TOO_LARGE: units.csvTooLarge,
    UNITS_CSV_TOO_MANY_ROWS: units.csvTooManyRows,
    UNIT_LOGO_TOO_LARGE: units.logoTooLarge,
    CONSENT_FILE_TOO_LARGE: consentsMessages.consents.fileTooLarge,
    REQUEST_REFERENCE_TOO_LARGE: requestsMessages.requests.referenceTooLarge,
    BANNER_TOO_LARGE: settingsMessages.banner.tooLarge,
  }),
  ...withStatus(415, {
    UNSUPPORTED_MEDIA_TYPE: 'Tipo de arquivo não suportado.',
    AVATAR_INVALID: accounts.avatarInvalid,
    FILE_TYPE_NOT_ALLOWED: assets.videoRefused,
    IMAGE_UNREADABLE: assets.imageUnreadable,
    PDF_UNREADABLE: assets.pdfUnreadable,
    PSD_UNREADABLE: assets.psdUnreadable,
    UPLOAD_NOT_MULTIPART: assets.noFiles,
    SIMILAR_IMAGE_INVALID: galleryMessages.search.notAnImage,
    UNIT_LOGO_INVALID: units.logoInvalid,
    CONSENT_FILE_INVALID: consentsMessages.consents.fileInvalid,
    REQUEST_REFERENCE_INVALID: requestsMessages.requests.referenceInvalid,
    BANNER_INVALID: settingsMessages.banner.notAnImage,
    // Personalized pieces (issue 40)
    TEMPLATE_FORMAT_NOT_OFFERED: templates.formatNotOffered,
    TEMPLATE_TEXT_TOO_LONG: templates.textTooLong,
    TEMPLATE_TEXT_NOT_EDITABLE: templates.textNotEditable,
  }),
  ...withStatus(416, { RANGE_NOT_SATISFIABLE: 'Intervalo de bytes inválido.' }),
  ...withStatus(422, {
    IMAGE_TOO_LARGE: media.imageTooLarge,
    /** An image whose GPS, serial and owner fields could not be removed: it does not leave as it is. */
    DOWNLOAD_NOT_CLEANABLE: formats.notCleanable,
    /** A stamped download for a user whose account has no unit. */
    UNIT_NOT_ASSIGNED: units.notAssigned,
    /** A stamped download for a unit without its registration, RT name, RT CRO number or RT UF. */
    UNIT_CRO_INCOMPLETE: units.croIncomplete,
    /** A template's image must be a raster image sharp reads. */
    TEMPLATE_IMAGES_ONLY: templates.imagesOnly,
    /** A piece needs unit data the unit lacks: `faltando` lists it in pt-BR. */
    UNIT_DATA_INCOMPLETE: templates.unitDataIncomplete,
    /** A piece's free text holds expressions the content check forbids. */
    CONTENT_NOT_ALLOWED: templates.contentNotAllowed,
    PIECES_NO_UNITS: templates.noUnits,
  }),

  // Too many attempts; the server itself
  ...withStatus(429, { RATE_LIMITED: commonMessages.rateLimit.tryAgainIn }),
  ...withStatus(500, { INTERNAL: 'Ocorreu um erro inesperado. Tente novamente em instantes.' }),
  ...withStatus(503, {
    STORAGE_UNAVAILABLE:
      'O armazenamento de arquivos está indisponível no momento. Tente novamente em instantes.',
    STARTING: 'O Banco de Imagens está sendo atualizado e volta em instantes.',
  }),
} satisfies Record<string, { status: number; message: string }>;

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
