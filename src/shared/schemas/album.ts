import { albumsMessages } from '../messages/albums';
import { assetsMessages } from '../messages/assets';
import { commonMessages } from '../messages/common';
import { format } from '../messages/format';
import { validationMessages } from '../messages/validation';
import { AssetSchema } from './asset';
import { multilineText, nameFilter } from './input';
import { textField } from './user';
import { z } from './z';

const m = albumsMessages.albums;

export const AlbumSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  assetCount: z.number(),
  /** Grid thumbnail of the album's first image asset, null when it has none. */
  thumbnailUrl: z.string().nullable(),
  placeholder: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Album = z.infer<typeof AlbumSchema>;

export const AlbumListSchema = z.object({ items: z.array(AlbumSchema), total: z.number() });
export type AlbumList = z.infer<typeof AlbumListSchema>;

export const AlbumDetailSchema = AlbumSchema.extend({ assets: z.array(AssetSchema) });
export type AlbumDetail = z.infer<typeof AlbumDetailSchema>;

const NameSchema = textField(m.nameRequired).trim().min(1, m.nameRequired).max(120, m.nameTooLong);
const DescriptionSchema = multilineText({ error: validationMessages.invalidType })
  .trim()
  .max(1000, m.descriptionTooLong);

export const CreateAlbumInputSchema = z.strictObject({
  name: NameSchema,
  description: DescriptionSchema.default(''),
});
export type CreateAlbumInput = z.input<typeof CreateAlbumInputSchema>;

export const UpdateAlbumInputSchema = z
  .strictObject({ name: NameSchema.optional(), description: DescriptionSchema.optional() })
  .refine(
    (v) => v.name !== undefined || v.description !== undefined,
    commonMessages.validation.nothingToUpdate,
  );
export type UpdateAlbumInput = z.input<typeof UpdateAlbumInputSchema>;

export const AddAlbumAssetsInputSchema = z.strictObject({
  assetIds: z
    .array(z.uuid(commonMessages.validation.idInvalid), { error: m.assetsRequired })
    .min(1, m.assetsRequired)
    .max(500, m.tooManyAssets)
    .transform((ids) => [...new Set(ids)]),
});
export type AddAlbumAssetsInput = z.input<typeof AddAlbumAssetsInputSchema>;

export const AddAlbumAssetsResultSchema = z.object({
  /** Newly added. */
  added: z.number(),
  /** Already in the album: ignored. */
  alreadyThere: z.number(),
  /** Ids that name no asset. */
  missing: z.array(z.string()),
});
export type AddAlbumAssetsResult = z.infer<typeof AddAlbumAssetsResultSchema>;

export const AlbumListQuerySchema = z.object({
  q: nameFilter(120, format(validationMessages.tooLong, { max: 120 })),
});
export const AlbumParamsSchema = z.object({ id: z.uuid(m.notFound) });
export const AlbumAssetParamsSchema = z.object({
  id: z.uuid(m.notFound),
  assetId: z.uuid(assetsMessages.assets.notFound),
});
