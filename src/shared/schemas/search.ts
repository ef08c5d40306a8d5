import { ASSET_TYPES, LIMITS, SORTS } from '../constants';
import { isIsoDate } from '../domain/date-range';
import { assetTextMessages } from '../messages/asset-text';
import { galleryMessages } from '../messages/gallery';
import { AssetSchema } from './asset';
import { DownloadOptionsSchema } from './download';
import { queryInteger, safeText, searchQuery } from './input';
import { z } from './z';

const m = galleryMessages.search;

/** A comma-separated list of `item`s (each checked, repeats dropped), typed as `item` is. */
const csv = <T extends string>(item: z.ZodType<T>, max: number) =>
  safeText()
    .max(4000)
    .optional()
    .transform((raw, ctx) => {
      const list = (raw ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (list.length > max) {
        ctx.addIssue({ code: 'custom', message: m.tooManyFilters });
        return z.NEVER;
      }
      const values: T[] = [];
      for (const value of list) {
        const parsed = item.safeParse(value);
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: m.filterInvalid });
          return z.NEVER;
        }
        values.push(parsed.data);
      }
      return [...new Set(values)];
    });

const Slug = z.string().regex(/^[a-z0-9_-]{1,120}$/);
const DateParam = safeText()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, m.dateInvalid)
  // A real day (`2025-02-30` is not one, though Date.parse rolls it into March), and a real time.
  .refine((v) => isIsoDate(v.slice(0, 10)) && !Number.isNaN(Date.parse(v)), m.dateInvalid)
  .optional();

/** Gallery query (GET /api/assets); categories and tags are comma-separated slugs. */
export const AssetListQuerySchema = z.object({
  q: searchQuery(200, m.queryTooLong),
  categories: csv(Slug, 100),
  tags: csv(Slug, 100),
  types: csv(z.enum(ASSET_TYPES), ASSET_TYPES.length),
  from: DateParam,
  to: DateParam,
  sort: z.enum([...SORTS, 'relevance'], { error: m.sortInvalid }).optional(),
  limit: queryInteger(1, LIMITS.pageSizeMax, m.limitInvalid).default(LIMITS.pageSizeDefault),
  cursor: safeText().max(500).optional(),
  /**
   * Where the words are looked for: everywhere (default), or `labels`: only the title, categories, tags
   * and description, leaving out the words inside the files ("Somente no título e tags", issue 39).
   */
  scope: z.enum(['all', 'labels'], { error: assetTextMessages.assetText.scopeInvalid }).optional(),
  /** Asset ids, for the similar-image results and albums' pickers (comma-separated). */
  ids: csv(z.uuid(), 100),
});
export type AssetListQuery = z.input<typeof AssetListQuerySchema>;

export const TypeCountsSchema = z.record(z.string(), z.number());

export const AssetListSchema = z.object({
  items: z.array(AssetSchema),
  /** Results of the whole search: counted on its first page only (null on the pages after it). */
  total: z.number().nullable(),
  nextCursor: z.string().nullable(),
  /**
   * Results per type for the same filters, ignoring the type filter (live counts for the suggestions);
   * first page only, like `total`.
   */
  typeCounts: TypeCountsSchema.nullable(),
  /** When the words as typed found nothing: the corrected words the results are for. */
  correctedQuery: z.string().nullable(),
});
export type AssetList = z.infer<typeof AssetListSchema>;

export const SimilarResultSchema = z.object({
  items: z.array(AssetSchema.extend({ distance: z.number() })),
});
export type SimilarResult = z.infer<typeof SimilarResultSchema>;

export const RecentSearchesSchema = z.object({ items: z.array(z.string()) });
export type RecentSearches = z.infer<typeof RecentSearchesSchema>;

/** GET /api/assets/:id/related: up to 6 assets, best first. */
export const RelatedAssetsSchema = z.object({ items: z.array(AssetSchema) });
export type RelatedAssets = z.infer<typeof RelatedAssetsSchema>;

export const ZipInputSchema = DownloadOptionsSchema.extend({
  /** Required on the plain form post (GET /api/downloads/zip-token); JSON requests need none. */
  token: z.string().max(200).optional(),
  ids: z
    .union([z.array(z.uuid(m.idInvalid)), safeText().transform((s) => s.split(',').filter(Boolean))])
    .pipe(z.array(z.uuid(m.idInvalid)).min(1, m.zipEmpty).max(200, m.zipTooMany)),
});

export const ZipFormTokenSchema = z.object({ token: z.string() });
