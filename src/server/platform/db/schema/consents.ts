import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { assets } from './assets';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * A patient's written consent (TCLE) for an asset that shows them (issue 16). The patient is named
 * by a reference only (initials or record number); the signed file is private (admins only). An
 * asset keeps its history: a new consent may follow a revoked one; the active one is the newest not
 * revoked.
 */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    patientRef: text('patient_ref').notNull(),
    signedOn: date('signed_on').notNull(),
    expiresOn: date('expires_on'),
    /** The signed TCLE in the storage driver (`consents/{uuid}.{ext}`), never served but to admins. */
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileMime: text('file_mime').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revokeReason: text('revoke_reason'),
    /**
     * Set when the downloaders were told that the consent ended (revoked, or expired: found by the
     * periodic sweep), so that each is told once whichever process finds it.
     */
    endNotifiedAt: timestamp('end_notified_at', { withTimezone: true }),
  },
  (t) => [
    check('consents_dates_check', sql`${t.expiresOn} is null or ${t.signedOn} <= ${t.expiresOn}`),
    index('consents_asset_idx').on(t.assetId),
    index('consents_expires_idx').on(t.expiresOn),
  ],
);
