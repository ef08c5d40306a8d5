import { integer, jsonb, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TemplateInput } from '../../../../shared/schemas/template';
import { assets } from './assets';
import { createdAt } from './columns';

/**
 * Templates (issue 40, migration 0025): one row per version of an asset's template; the highest
 * version without `deletedAt` is the template. Pieces name the version they were made from.
 */
export const assetTemplates = pgTable(
  'asset_templates',
  {
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<TemplateInput>().notNull(),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.assetId, t.version], name: 'asset_templates_pkey' })],
);
