import { SHARE_LINK_DAYS } from '../constants';
import { shareLinksMessages } from '../messages/share-links';
import { AssetTypeSchema } from './asset';
import { queryInteger, safeText } from './input';
import { textField } from './user';
import { z } from './z';

const m = shareLinksMessages.shareLinks;

/**
 * Limits of a partner link's password (a word to pass on by phone, not an account's password): 8+
 * characters and a zxcvbn score of 2 or more (the account rule asks 3), checked by the server.
 */
export const SHARE_LINK_PASSWORD = { minLength: 8, maxLength: 128, minScore: 2 } as const;

export const ShareLinkDaysSchema = z.literal(SHARE_LINK_DAYS, { error: m.daysInvalid });

export const ShareLinkPasswordSchema = textField(m.passwordTooShort)
  .min(SHARE_LINK_PASSWORD.minLength, m.passwordTooShort)
  .max(SHARE_LINK_PASSWORD.maxLength, m.passwordTooLong);

/** The choices of the "Link para parceiros" dialog; an empty password is a link without one. */
export const ShareLinkFormSchema = z.strictObject({
  expiresInDays: ShareLinkDaysSchema,
  password: z.union([z.literal(''), ShareLinkPasswordSchema]),
  allowDownload: z.boolean({ error: m.allowDownloadRequired }),
});
export type ShareLinkForm = z.infer<typeof ShareLinkFormSchema>;

/** `POST /api/share-links`: one asset or one album (exactly one of the two ids). */
export const CreateShareLinkInputSchema = z
  .strictObject({
    assetId: z.uuid(m.idInvalid).optional(),
    albumId: z.uuid(m.idInvalid).optional(),
    expiresInDays: ShareLinkDaysSchema,
    password: ShareLinkPasswordSchema.optional(),
    allowDownload: z.boolean({ error: m.allowDownloadRequired }),
  })
  .refine((input) => (input.assetId === undefined) !== (input.albumId === undefined), {
    message: m.targetRequired,
    path: ['assetId'],
  });
export type CreateShareLinkInput = z.input<typeof CreateShareLinkInputSchema>;

/** The answer to a new link: its address, shown this once (only the token's hash is kept). */
export const ShareLinkCreatedSchema = z.object({
  id: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});
export type ShareLinkCreated = z.infer<typeof ShareLinkCreatedSchema>;

export const SHARE_LINK_STATES = ['ativo', 'expirado', 'revogado'] as const;
export type ShareLinkState = (typeof SHARE_LINK_STATES)[number];

export const SHARE_LINK_KINDS = ['asset', 'album'] as const;
export type ShareLinkKind = (typeof SHARE_LINK_KINDS)[number];

const PersonRefSchema = z.object({ id: z.string(), name: z.string() });

/** A link as its creator (or an admin) sees it in "Meus links". */
export const ShareLinkSchema = z.object({
  id: z.string(),
  kind: z.enum(SHARE_LINK_KINDS),
  /**
   * The asset or album the link shows, for the creator's own screens (never in the public JSON);
   * null once it was deleted (the link then answers 410 for good).
   */
  targetId: z.string().nullable(),
  /** Its title, or the one it had when it was deleted. */
  targetTitle: z.string(),
  /** False when the asset is no longer published today (the link answers 410 until it is again) or deleted. */
  targetAvailable: z.boolean(),
  expiresAt: z.string(),
  state: z.enum(SHARE_LINK_STATES),
  hasPassword: z.boolean(),
  allowDownload: z.boolean(),
  opens: z.number(),
  downloads: z.number(),
  lastOpenedAt: z.string().nullable(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  creator: PersonRefSchema,
  /** The creator's unit when the link was made: its opens and downloads count for it. */
  unit: PersonRefSchema.nullable(),
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;

export const ShareLinkListSchema = z.object({ items: z.array(ShareLinkSchema), total: z.number() });
export type ShareLinkList = z.infer<typeof ShareLinkListSchema>;

export const ShareLinkParamsSchema = z.object({ id: z.uuid(m.notFound) });

/** A link's token in a public address; any other text is simply a link that does not exist (404). */
export const ShareTokenParamsSchema = z.object({ token: safeText().max(200) });

/** Album items are addressed by their position (1, 2 …), never by an asset id. */
const itemNumber = queryInteger(1, 100_000, m.itemInvalid);

export const SharedItemQuerySchema = z.strictObject({ item: itemNumber.optional() });

export const SharedThumbnailQuerySchema = z.strictObject({
  item: itemNumber.optional(),
  size: z.enum(['grid', 'preview'], { error: m.itemInvalid }).default('preview'),
});

export const UnlockShareLinkInputSchema = z.strictObject({
  password: textField(m.passwordRequired).min(1, m.passwordRequired).max(200, m.wrongPassword),
});
export type UnlockShareLinkInput = z.input<typeof UnlockShareLinkInputSchema>;

/** One file of the material, as the partner's page shows it; its URLs go through the link. */
export const SharedItemSchema = z.object({
  position: z.number(),
  title: z.string(),
  description: z.string(),
  type: AssetTypeSchema,
  mime: z.string().nullable(),
  size: z.number(),
  /** The name the download is saved under. */
  fileName: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  thumbnailUrl: z.string().nullable(),
  previewUrl: z.string().nullable(),
  /** Null when the link is view only. */
  downloadUrl: z.string().nullable(),
});
export type SharedItem = z.infer<typeof SharedItemSchema>;

/**
 * `GET /api/s/:token`, the partner's page: the network's brand and, once the password (if any) was
 * given, the material: one asset, or an album's published files in order. No asset or album id.
 */
export const PublicShareSchema = z.object({
  brandName: z.string(),
  kind: z.enum(SHARE_LINK_KINDS),
  expiresAt: z.string(),
  allowDownload: z.boolean(),
  passwordRequired: z.boolean(),
  material: z
    .object({
      title: z.string(),
      description: z.string(),
      /** The asset's type; null for an album. */
      type: AssetTypeSchema.nullable(),
      items: z.array(SharedItemSchema),
    })
    .nullable(),
});
export type PublicShare = z.infer<typeof PublicShareSchema>;
