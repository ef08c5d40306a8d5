import { commonMessages } from '../messages/common';
import { taxonomyMessages } from '../messages/taxonomy';
import { validationMessages } from '../messages/validation';
import { multilineText, nameFilter, queryInteger } from './input';
import { textField } from './user';
import { z } from './z';

const m = taxonomyMessages.taxonomy;

export const CategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  parentId: z.string().nullable(),
  position: z.number(),
  /** Assets linked to this category (for a group: to any of its subcategories, counted once). */
  assetCount: z.number(),
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoryGroupSchema = CategorySchema.extend({ children: z.array(CategorySchema) });
export type CategoryGroup = z.infer<typeof CategoryGroupSchema>;

export const CategoryTreeSchema = z.object({ items: z.array(CategoryGroupSchema), total: z.number() });
export type CategoryTree = z.infer<typeof CategoryTreeSchema>;

const TaxonomyNameSchema = textField(m.nameRequired)
  .trim()
  .min(1, m.nameRequired)
  .max(80, m.nameTooLong)
  .refine((name) => /[\p{L}\p{N}]/u.test(name), m.nameRequired)
  .refine((name) => !/[<>]/.test(name), m.nameCharacters);

const DescriptionSchema = multilineText({ error: validationMessages.invalidType })
  .trim()
  .max(500, m.descriptionTooLong);

export const CreateCategoryInputSchema = z.strictObject({
  name: TaxonomyNameSchema,
  description: DescriptionSchema.optional(),
  /** Absent or null: a new group. Otherwise the group this subcategory belongs to. */
  parentId: z.uuid(commonMessages.validation.idInvalid).nullable().optional(),
});
export type CreateCategoryInput = z.input<typeof CreateCategoryInputSchema>;

export const UpdateCategoryInputSchema = z
  .strictObject({
    name: TaxonomyNameSchema.optional(),
    description: DescriptionSchema.optional(),
    parentId: z.uuid(commonMessages.validation.idInvalid).nullable().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), commonMessages.validation.nothingToUpdate);
export type UpdateCategoryInput = z.input<typeof UpdateCategoryInputSchema>;

export const TagSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** Position in the popular list (1 = first), null when not in it. */
  popularRank: z.number().nullable(),
  assetCount: z.number(),
});
export type Tag = z.infer<typeof TagSchema>;

export const TagListSchema = z.object({ items: z.array(TagSchema), total: z.number() });
export type TagList = z.infer<typeof TagListSchema>;

export const TagInputSchema = z.strictObject({ name: TaxonomyNameSchema });
export type TagInput = z.input<typeof TagInputSchema>;

/** `GET /api/tags?q=&limit=`: the upload form's suggestions (accent- and case-insensitive match on name). */
export const TagListQuerySchema = z.object({
  q: nameFilter(80, m.searchTooLong),
  limit: queryInteger(1, 100, m.limitInvalid).optional(),
});
export type TagListQuery = z.output<typeof TagListQuerySchema>;

/** Tag names as given on assets: trimmed, non-empty, at most 30 of them, duplicates (any case) ignored. */
export const TagNamesSchema = z
  .array(TaxonomyNameSchema, { error: validationMessages.invalidType })
  .max(30, m.tooManyTags)
  .transform((names) => {
    const seen = new Set<string>();
    return names.filter((name) => {
      const key = name.toLocaleLowerCase('pt-BR');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });
