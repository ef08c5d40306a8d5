import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AssetType, DownloadFormat, ExternalPlatform } from '../../../../shared/constants';
import type { PieceFormat } from '../../../../shared/templates/formats';
import { createdAt, id, tsvector, updatedAt } from './columns';
import { categories, tags } from './taxonomy';
import { units } from './units';
import { users } from './users';

export const assets = pgTable(
  'assets',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').$type<AssetType>().notNull(),
    /** `{type}/{uuid}.{ext}` in the storage driver; null for external links. */
    storageKey: text('storage_key').unique(),
    gridThumbKey: text('grid_thumb_key'),
    previewThumbKey: text('preview_thumb_key'),
    originalName: text('original_name'),
    mime: text('mime'),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    width: integer('width'),
    height: integer('height'),
    sha256: text('sha256'),
    /** 64-bit perceptual hash (dHash) for similar-image search; compared by Hamming distance. */
    phash: bigint('phash', { mode: 'bigint' }),
    /** Tiny base64 thumbhash shown while the real thumbnail loads. */
    placeholder: text('placeholder'),
    isExternal: boolean('is_external').notNull().default(false),
    externalUrl: text('external_url'),
    platform: text('platform').$type<ExternalPlatform>(),
    externalThumbnailUrl: text('external_thumbnail_url'),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'set null' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
    /** Where crops keep their centre, 0..1 from the left and the top; null is the picture's centre. */
    focalX: real('focal_x'),
    focalY: real('focal_y'),
    /**
     * Publication (issue 16), all compared with today's date in America/Sao_Paulo at query time
     * (publication.ts), so nothing waits on a timer: the asset's own window ("válido de", "válido até")
     * and, when it shows an identifiable patient, the consent's state, kept in step by the consent
     * service in the same transaction as the consent: `consentBlocked` while no unrevoked consent
     * exists, `consentUntil` the active consent's expiry.
     */
    validFrom: date('valid_from'),
    validUntil: date('valid_until'),
    containsPatient: boolean('contains_patient').notNull().default(false),
    consentBlocked: boolean('consent_blocked').notNull().default(false),
    consentUntil: date('consent_until'),
    viewCount: integer('view_count').notNull().default(0),
    downloadCount: integer('download_count').notNull().default(0),
    /**
     * The asset's category and tag ids, kept in step with the link tables by refreshTaxonomyText, so
     * that a filter is an indexed condition on the row itself: PostgreSQL can intersect it with the
     * words and the type (bitmap AND) instead of visiting every match of the broadest one.
     */
    categoryIds: uuid('category_ids').array().notNull().default(sql`'{}'`),
    tagIds: uuid('tag_ids').array().notNull().default(sql`'{}'`),
    /** Category and tag names, kept in step by the service, so that search can weigh them. */
    taxonomyText: text('taxonomy_text').notNull().default(''),
    /**
     * Relevance tiers (DESIGN.md section 4: title > categories and tags > description): a match in the
     * title, then in title plus taxonomy, then anywhere. Each tier has its own column and index so that
     * the planner knows how many rows each holds and walks the upload-time index only for dense ones.
     */
    titleVector: tsvector('title_vector').generatedAlwaysAs(
      sql`to_tsvector('portuguese', f_unaccent(coalesce(title, '')))`,
    ),
    labelVector: tsvector('label_vector').generatedAlwaysAs(
      sql`to_tsvector('portuguese', f_unaccent(coalesce(title, '') || ' ' || coalesce(taxonomy_text, '')))`,
    ),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('portuguese', f_unaccent(coalesce(title, ''))), 'A') || setweight(to_tsvector('portuguese', f_unaccent(coalesce(taxonomy_text, ''))), 'B') || setweight(to_tsvector('portuguese', f_unaccent(coalesce(description, ''))), 'C')`,
    ),
    /**
     * The words read from the file (issue 39) as search sees them: lexemes only, written by the text
     * service from `asset_text` (where the text itself lives). Moving it moves the library's version.
     */
    textVector: tsvector('text_vector'),
    /** The fourth relevance tier: everything, the file's words weighted below the description. */
    fullVector: tsvector('full_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('portuguese', f_unaccent(coalesce(title, ''))), 'A') || setweight(to_tsvector('portuguese', f_unaccent(coalesce(taxonomy_text, ''))), 'B') || setweight(to_tsvector('portuguese', f_unaccent(coalesce(description, ''))), 'C') || setweight(coalesce(text_vector, ''::tsvector), 'D')`,
    ),
  },
  // Search never returns videos (SPEC.md section 1), so its indexes leave them out.
  (t) => [
    check('assets_type_check', sql`${t.type} in ('image', 'video', 'document', 'pdf', 'psd', 'other')`),
    index('assets_uploaded_at_idx').on(t.uploadedAt),
    index('assets_type_idx').on(t.type),
    index('assets_sha256_idx').on(t.sha256),
    index('assets_search_idx').using('gin', t.searchVector).where(sql`${t.type} <> 'video'`),
    index('assets_title_vector_idx').using('gin', t.titleVector).where(sql`${t.type} <> 'video'`),
    index('assets_label_vector_idx').using('gin', t.labelVector).where(sql`${t.type} <> 'video'`),
    index('assets_full_vector_idx').using('gin', t.fullVector).where(sql`${t.type} <> 'video'`),
    index('assets_category_ids_idx').using('gin', t.categoryIds).where(sql`${t.type} <> 'video'`),
    index('assets_tag_ids_idx').using('gin', t.tagIds).where(sql`${t.type} <> 'video'`),
    index('assets_views_idx').on(t.viewCount, t.id),
    index('assets_downloads_idx').on(t.downloadCount, t.id),
    index('assets_uploaded_id_idx').on(t.uploadedAt, t.id),
    check(
      'assets_validity_check',
      sql`${t.validFrom} is null or ${t.validUntil} is null or ${t.validFrom} <= ${t.validUntil}`,
    ),
  ],
);

export const assetCategories = pgTable(
  'asset_categories',
  {
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.assetId, t.categoryId] }),
    index('asset_categories_category_idx').on(t.categoryId),
  ],
);

export const assetTags = pgTable(
  'asset_tags',
  {
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.assetId, t.tagId] }), index('asset_tags_tag_idx').on(t.tagId)],
);

/** One row per view or download, for statistics over time; the counters on assets move with it. */
export const assetEvents = pgTable(
  'asset_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The user's unit when the event happened (a later move to another unit does not rewrite it). */
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'view' | 'download'>().notNull(),
    /** Downloads only: the format asked for (`original`, `instagram-feed` ...) and whether it was stamped. */
    format: text('format').$type<DownloadFormat | PieceFormat>(),
    stamped: boolean('stamped'),
    at: createdAt(),
  },
  (t) => [
    check('asset_events_kind_check', sql`${t.kind} in ('view', 'download')`),
    index('asset_events_at_idx').on(t.at),
    index('asset_events_asset_idx').on(t.assetId),
    index('asset_events_unit_at_idx').on(t.unitId, t.at),
  ],
);

export const searchLogs = pgTable(
  'search_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    query: text('query').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    resultCount: integer('result_count').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: createdAt(),
  },
  (t) => [index('search_logs_at_idx').on(t.at)],
);

/**
 * Every word (unaccented, lower case, 3+ letters) that titles and taxonomy have used, filled by a
 * trigger: the dictionary that corrects a mistyped search ('clareamnto' -> 'clareamento') before the
 * full-text query runs, cheaply, whatever the size of the library.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);
