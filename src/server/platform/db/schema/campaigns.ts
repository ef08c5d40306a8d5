import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { assets } from './assets';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

/**
 * A dated campaign (issue 16): its status (agendada, em andamento, encerrada) comes from its dates
 * against today in America/Sao_Paulo; both dates are inclusive.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    coverAssetId: uuid('cover_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set once the "campaign starting" notifications went out, so that every process sends them once. */
    startNotifiedAt: timestamp('start_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('campaigns_dates_check', sql`${t.startsOn} <= ${t.endsOn}`),
    index('campaigns_dates_idx').on(t.startsOn, t.endsOn),
  ],
);

/** A campaign's pieces in the order the admin set. */
export const campaignAssets = pgTable(
  'campaign_assets',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.assetId] }),
    index('campaign_assets_asset_idx').on(t.assetId),
  ],
);
