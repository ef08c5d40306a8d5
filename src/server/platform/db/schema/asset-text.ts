import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, real, text, uuid } from 'drizzle-orm/pg-core';
import type { TextSource, TextStatus } from '../../../../shared/constants';
import { assets } from './assets';
import { tsvector, updatedAt } from './columns';

/**
 * The text read from a file (issue 39, migration 0021), one row per page (PDF), slide (PPTX) or the
 * whole file (page 1). Stored as text only; search reads it through `assets.text_vector`.
 */
export const assetText = pgTable(
  'asset_text',
  {
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    text: text('text').notNull(),
    source: text('source').$type<TextSource>().notNull(),
    confidence: real('confidence'),
    /** The page's lexemes, no places: `page_vector` of its distinct words, written with the page (migration 0028). */
    vector: tsvector('vector'),
  },
  (t) => [
    primaryKey({ columns: [t.assetId, t.page] }),
    check(
      'asset_text_source_check',
      sql`${t.source} in ('ocr', 'pdf', 'docx', 'pptx', 'odt', 'odp', 'txt', 'csv', 'edited')`,
    ),
  ],
);

/** Where reading an asset's file stands; no row: never queued (links, videos, older libraries). */
export const assetTextStatus = pgTable(
  'asset_text_status',
  {
    assetId: uuid('asset_id')
      .primaryKey()
      .references(() => assets.id, { onDelete: 'cascade' }),
    status: text('status').$type<TextStatus>().notNull(),
    error: text('error'),
    /** False: read, its words not yet written to `assets.text_vector` (the next batch does it, migration 0022). */
    indexed: boolean('indexed').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('asset_text_status_check', sql`${t.status} in ('pending', 'done', 'failed', 'none')`),
    index('asset_text_status_status_idx').on(t.status),
    index('asset_text_status_unindexed_idx').on(t.assetId).where(sql`not ${t.indexed}`),
  ],
);
