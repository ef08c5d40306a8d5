import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SHARE_LINK_KINDS } from '../../../../shared/schemas/share-link';
import { albums } from './albums';
import { assets } from './assets';
import { createdAt, id } from './columns';
import { units } from './units';
import { users } from './users';

/**
 * "Link para parceiros" (issue 17): a public link to one asset or one album. Only the sha256 of its
 * random token is kept, so the URL is shown once, when made. `unitId` is the creator's unit when the
 * link was made: opens and downloads through the link are counted here, and so to that unit. A link
 * outlives its material (migration 0018): once the asset or album is deleted its target is null,
 * `endedTitle` holds the title it had (noted by a trigger before the delete), and it answers 410.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: SHARE_LINK_KINDS }).notNull(),
    assetId: uuid('asset_id').references(() => assets.id, { onDelete: 'set null' }),
    albumId: uuid('album_id').references(() => albums.id, { onDelete: 'set null' }),
    /** The deleted material's title (asset) or name (album); null while it exists. */
    endedTitle: text('ended_title'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** scrypt hash (the users' password format), or null for a link without password. */
    passwordHash: text('password_hash'),
    allowDownload: boolean('allow_download').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    opens: integer('opens').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'share_links_target_of_kind_check',
      sql`(${t.kind} = 'asset' and ${t.albumId} is null) or (${t.kind} = 'album' and ${t.assetId} is null)`,
    ),
    index('share_links_creator_idx').on(t.creatorId, t.createdAt),
    index('share_links_asset_idx').on(t.assetId),
    index('share_links_album_idx').on(t.albumId),
  ],
);

/**
 * A browser that gave a link's password: the sha256 of the random value in its cookie (scoped to
 * the link's API path), valid until `expiresAt` and never past the link itself.
 */
export const shareLinkUnlocks = pgTable(
  'share_link_unlocks',
  {
    keyHash: text('key_hash').primaryKey(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('share_link_unlocks_link_idx').on(t.linkId)],
);
