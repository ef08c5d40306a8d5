import { uploadMessages } from '@shared/messages/upload';
import { ExternalAssetInputSchema, UpdateAssetInputSchema, UploadMetaSchema } from '@shared/schemas/asset';
import { checkValidityRange } from '@shared/schemas/publication';
import { z } from '@shared/schemas/z';
import type { FieldError, FieldErrors } from 'react-hook-form';

/**
 * The upload and edit forms, as the server's own contracts (src/shared/schemas/asset.ts): the rules
 * and their pt-BR messages are the server's; only what the form adds is written here.
 */

export type UploadMode = 'file' | 'external';

/** What the upload and edit forms have in common, shown by AssetFields. */
export interface AssetFieldValues {
  title: string;
  description: string;
  categoryIds: string[];
  tags: string[];
}

const uploadFields = UploadMetaSchema.pick({ title: true, description: true, categoryIds: true, tags: true });
// SPEC 5: a missing source, file or link, reads 'Selecione arquivos para upload ou insira um link válido.'
const sourceRequired = uploadMessages.upload.sourceRequired;

/**
 * The upload form: the `meta` of a file upload or the body of an external link, by mode. Only the
 * chosen mode's source is checked. `fileCount` mirrors the selected files (kept outside the form).
 */
export const UploadFormSchema = z.discriminatedUnion('mode', [
  uploadFields.extend({
    mode: z.literal('file'),
    fileCount: z.number().min(1, sourceRequired),
    externalUrl: z.string(),
  }),
  uploadFields.extend({
    mode: z.literal('external'),
    fileCount: z.number(),
    externalUrl: z.string().trim().min(1, sourceRequired).pipe(ExternalAssetInputSchema.shape.url),
  }),
]);
export type UploadFormValues = z.input<typeof UploadFormSchema>;
export type UploadFormOutput = z.output<typeof UploadFormSchema>;

export const emptyUploadForm: UploadFormValues = {
  mode: 'file',
  fileCount: 0,
  externalUrl: '',
  title: '',
  description: '',
  categoryIds: [],
  tags: [],
};

// The update contract has every field optional (a PATCH); the edit form sends them all.
const update = UpdateAssetInputSchema.shape;
export const EditAssetFormSchema = z
  .object({
    title: update.title.unwrap(),
    description: update.description.unwrap(),
    categoryIds: update.categoryIds.unwrap(),
    tags: update.tags.unwrap(),
    type: update.type.unwrap(),
    validFrom: update.validFrom,
    validUntil: update.validUntil,
    containsPatient: update.containsPatient,
  })
  .superRefine(checkValidityRange);
export type EditAssetFormValues = z.input<typeof EditAssetFormSchema>;
export type EditAssetFormOutput = z.output<typeof EditAssetFormSchema>;

/** Request field -> form field, for the server's own field errors (see setServerFieldErrors). */
export const assetServerFields = {
  title: 'title',
  description: 'description',
  categoryIds: 'categoryIds',
  tags: 'tags',
} as const;

/** The edit form's own fields besides those it shares with the upload. */
export const editServerFields = {
  ...assetServerFields,
  type: 'type',
  validFrom: 'validFrom',
  validUntil: 'validUntil',
  containsPatient: 'containsPatient',
} as const;

/** The message of a field, or of its first item in error (a tag of the list). */
export function fieldMessage(error: FieldErrors[string] | undefined): string | undefined {
  if (!error) return undefined;
  if (typeof error.message === 'string' && error.message) return error.message;
  if (Array.isArray(error)) {
    const item = (error as Array<FieldError | undefined>).find((e) => e?.message);
    return item?.message;
  }
  return undefined;
}
