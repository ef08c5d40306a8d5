import { ASSET_TYPES, EXTERNAL_PLATFORMS, LIMITS } from '../constants';
import { checkExternalUrl } from '../domain/external-link';
import { assetsMessages } from '../messages/assets';
import { unitsMessages } from '../messages/units';
import { validationMessages } from '../messages/validation';
import { multilineText, safeText } from './input';
import { checkValidityRange, PublicationStateSchema, publicationFields } from './publication';
import { TagNamesSchema } from './taxonomy';
import { textField } from './user';
import { z } from './z';

const m = assetsMessages.assets;

export const AssetTypeSchema = z.enum(ASSET_TYPES, { error: m.typeInvalid });

const RefSchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });

export const AssetSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: AssetTypeSchema,
  mime: z.string().nullable(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  originalName: z.string().nullable(),
  isExternal: z.boolean(),
  externalUrl: z.string().nullable(),
  platform: z.enum(EXTERNAL_PLATFORMS).nullable(),
  /** Grid-size thumbnail (ours, or the platform's for external links); null means "show a type icon". */
  thumbnailUrl: z.string().nullable(),
  /** Preview-size image, null when there is none. */
  previewUrl: z.string().nullable(),
  /** Thumbhash (base64) to paint while the thumbnail loads. */
  placeholder: z.string().nullable(),
  /** Where Download goes: our download route, or the external source (direct form when possible). */
  downloadUrl: z.string().nullable(),
  /** Player URL for the two video services (autoplay off, muted). */
  embedUrl: z.string().nullable(),
  categories: z.array(RefSchema.extend({ parentId: z.string().nullable() })),
  tags: z.array(RefSchema),
  uploader: z.object({ id: z.string(), name: z.string() }).nullable(),
  unit: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Who cards and the asset page credit it to (`assetAuthor`): 'Franqueadora' for the network's own. */
  author: z.string(),
  uploadedAt: z.string(),
  updatedAt: z.string(),
  viewCount: z.number(),
  downloadCount: z.number(),
  /** Where crops of this image centre (0..1 from the left and top); null is the middle. */
  focalPoint: z.object({ x: z.number(), y: z.number() }).nullable(),
  /** "Válido de" / "válido até" (`YYYY-MM-DD`, inclusive, São Paulo days); null is no bound. */
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  /** Shows an identifiable patient: published only while a consent (TCLE) is valid. */
  containsPatient: z.boolean(),
  /**
   * Admins only (absent for other roles, who never see an unpublished asset): whether users and
   * franqueados see it today, or why not.
   */
  publication: PublicationStateSchema.optional(),
  /**
   * Admins only (absent for other roles): the forbidden expressions (settings) found in the title or
   * description, in the list's order. A warning; saving is never refused for it.
   */
  contentWarnings: z.array(z.string()).optional(),
  /**
   * Search results found only through the words inside the file (issue 39): where, with the found
   * words in `<mark>…</mark>` and everything else HTML-escaped. Absent otherwise.
   */
  matches: z.array(z.object({ page: z.number(), snippet: z.string() })).optional(),
});
export type Asset = z.infer<typeof AssetSchema>;

const focalCoordinate = z
  .number({ error: unitsMessages.unitFields.focalInvalid })
  .min(0, unitsMessages.unitFields.focalInvalid)
  .max(1, unitsMessages.unitFields.focalInvalid);

/** A focal point an admin sets on an image; null puts it back in the middle. */
export const FocalPointSchema = z
  .strictObject({ x: focalCoordinate, y: focalCoordinate }, { error: unitsMessages.unitFields.focalInvalid })
  .nullable();
export type FocalPoint = z.infer<typeof FocalPointSchema>;

/** POST /api/assets/:id/views: the asset's view count after this one. */
export const ViewCountSchema = z.object({ viewCount: z.number() });
export type ViewCount = z.infer<typeof ViewCountSchema>;

// SPEC 5: an empty upload title reads 'at least 3 characters' too, on the screen and from the API.
const TitleSchema = textField(m.titleRequired)
  .trim()
  .min(LIMITS.titleMinLength, m.titleTooShort)
  .max(LIMITS.titleMaxLength, m.titleTooLong);

const DescriptionSchema = multilineText({ error: validationMessages.invalidType })
  .trim()
  .max(LIMITS.descriptionMaxLength, m.descriptionTooLong);

const CategoryIdsSchema = z
  .array(z.uuid(m.categoryInvalid), { error: m.categoryRequired })
  .min(1, m.categoryRequired)
  .max(50, m.tooManyCategories)
  .transform((ids) => [...new Set(ids)]);

/** The `meta` part of a multipart upload; `items` are per-file title/description in file order. */
export const UploadMetaSchema = z.strictObject({
  title: TitleSchema,
  description: DescriptionSchema.default(''),
  categoryIds: CategoryIdsSchema,
  tags: TagNamesSchema.default([]),
  items: z
    .array(
      z
        .strictObject({
          title: safeText({ error: validationMessages.invalidType })
            .trim()
            .max(LIMITS.titleMaxLength, m.titleTooLong)
            .optional(),
          description: DescriptionSchema.optional(),
          ...publicationFields,
        })
        .superRefine(checkValidityRange),
    )
    .max(LIMITS.uploadMaxFiles, m.tooManyFiles)
    .default([]),
});
export type UploadMeta = z.input<typeof UploadMetaSchema>;

export const UploadItemResultSchema = z.object({
  index: z.number(),
  fileName: z.string(),
  status: z.enum(['created', 'duplicate', 'failed']),
  asset: AssetSchema.optional(),
  /** For 'duplicate': the asset that already has these exact bytes. */
  existing: z.object({ id: z.string(), title: z.string() }).optional(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
export type UploadItemResult = z.infer<typeof UploadItemResultSchema>;

export const UploadResultSchema = z.object({
  items: z.array(UploadItemResultSchema),
  created: z.number(),
  failed: z.number(),
});
export type UploadResult = z.infer<typeof UploadResultSchema>;

/** The pt-BR reason an external link is refused (checkExternalUrl), or undefined when it is fine. */
export function externalLinkProblemMessage(raw: string): string | undefined {
  const checked = checkExternalUrl(raw);
  if ('url' in checked) return undefined;
  if (checked.problem === 'not-https') return m.urlNotHttps;
  if (checked.problem === 'private-host') return m.urlPrivateHost;
  return m.urlInvalid;
}

export const ExternalAssetInputSchema = z.strictObject({
  url: textField(m.urlRequired)
    .trim()
    .min(1, m.urlRequired)
    .max(2000, m.urlInvalid)
    .superRefine((raw, ctx) => {
      const problem = externalLinkProblemMessage(raw);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  title: TitleSchema,
  description: DescriptionSchema.default(''),
  categoryIds: CategoryIdsSchema,
  tags: TagNamesSchema.default([]),
});
export type ExternalAssetInput = z.input<typeof ExternalAssetInputSchema>;

export const UpdateAssetInputSchema = z
  .strictObject({
    title: textField(m.titleRequired)
      .trim()
      .min(1, m.titleRequired)
      .max(LIMITS.titleMaxLength, m.titleTooLong)
      .optional(),
    description: DescriptionSchema.optional(),
    categoryIds: CategoryIdsSchema.optional(),
    tags: TagNamesSchema.optional(),
    type: AssetTypeSchema.optional(),
    focalPoint: FocalPointSchema.optional(),
    ...publicationFields,
  })
  .superRefine(checkValidityRange)
  .refine((v) => Object.values(v).some((x) => x !== undefined), validationMessages.invalid);
export type UpdateAssetInput = z.input<typeof UpdateAssetInputSchema>;

export const AssetIdParamsSchema = z.object({ id: z.uuid(m.notFound) });
