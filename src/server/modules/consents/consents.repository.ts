import { and, desc, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ConsentState } from '../../../shared/constants';
import { presentFields, recordAudit } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/db/client';
import { assetEvents, assets, consents, users } from '../../platform/db/schema/index';
import { refreshConsentState } from '../asset-read';

export type ConsentRow = typeof consents.$inferSelect;
export type NewConsentRow = typeof consents.$inferInsert;

/** A consent with the names around it, as the admin's screens show it. */
export interface ConsentRecord extends ConsentRow {
  createdByName: string | null;
  revokedByName: string | null;
  /** The asset's active consent: the newest not revoked. */
  active: boolean;
  asset: { title: string; gridThumbKey: string | null; updatedAt: Date; containsPatient: boolean };
}

const creator = alias(users, 'creator');
const revoker = alias(users, 'revoker');

/** The newest consent of its asset that is not revoked (the one publication follows, consent-state.ts). */
const isActive = sql<boolean>`(${consents.revokedAt} is null and not exists (
  select 1 from consents newer where newer.asset_id = ${consents.assetId} and newer.revoked_at is null
    and (newer.created_at, newer.id) > (${consents.createdAt}, ${consents.id})))`;

/** A consent that still stands for a patient shown in the asset (what "valid" and "expired" are about). */
const standing = sql`(${isActive} and ${assets.containsPatient})`;

/**
 * The condition of a list filter, on `today` (`YYYY-MM-DD`) and `horizon` (today plus
 * CONSENT_EXPIRING_DAYS): revoked ones, and the active consents of assets that show a patient by
 * their expiry. Each state excludes the others, as ConsentSchema's `state` does.
 */
function stateCondition(state: ConsentState, today: string, horizon: string): SQL {
  switch (state) {
    case 'revoked':
      return sql`${consents.revokedAt} is not null`;
    case 'expired':
      return sql`${standing} and ${consents.expiresOn} < ${today}::date`;
    case 'expiring':
      return sql`${standing} and ${consents.expiresOn} between ${today}::date and ${horizon}::date`;
    case 'valid':
      return sql`${standing} and (${consents.expiresOn} is null or ${consents.expiresOn} > ${horizon}::date)`;
  }
}

const ORDER: Record<ConsentState | 'all', SQL[]> = {
  revoked: [sql`${consents.revokedAt} desc`],
  expired: [sql`${consents.expiresOn} desc`],
  expiring: [sql`${consents.expiresOn} asc`],
  valid: [sql`${consents.createdAt} desc`],
  all: [sql`${consents.createdAt} desc`],
};

export function createConsentsRepository(db: Database) {
  const selectRecords = () =>
    db
      .select({
        consent: getTableColumns(consents),
        createdByName: creator.name,
        revokedByName: revoker.name,
        active: isActive,
        asset: {
          title: assets.title,
          gridThumbKey: assets.gridThumbKey,
          updatedAt: assets.updatedAt,
          containsPatient: assets.containsPatient,
        },
      })
      .from(consents)
      .innerJoin(assets, eq(assets.id, consents.assetId))
      .leftJoin(creator, eq(creator.id, consents.createdBy))
      .leftJoin(revoker, eq(revoker.id, consents.revokedBy));

  type Selected = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];
  const toRecord = ({ consent, ...rest }: Selected): ConsentRecord => ({ ...consent, ...rest });

  return {
    async find(id: string): Promise<ConsentRecord | undefined> {
      const [row] = await selectRecords().where(eq(consents.id, id));
      return row ? toRecord(row) : undefined;
    },

    /** Whether the asset exists and shows a patient. */
    async assetOf(assetId: string): Promise<{ containsPatient: boolean } | undefined> {
      const [row] = await db
        .select({ containsPatient: assets.containsPatient })
        .from(assets)
        .where(eq(assets.id, assetId));
      return row;
    },

    /** The asset's consents, newest first. */
    async forAsset(assetId: string): Promise<ConsentRecord[]> {
      const rows = await selectRecords()
        .where(eq(consents.assetId, assetId))
        .orderBy(desc(consents.createdAt), desc(consents.id));
      return rows.map(toRecord);
    },

    /** Consents in a state on `today` (all of them without one), at most `limit`, and how many match. */
    async list(
      state: ConsentState | undefined,
      today: string,
      horizon: string,
      limit: number,
    ): Promise<{ rows: ConsentRecord[]; total: number }> {
      const where = state ? stateCondition(state, today, horizon) : undefined;
      const rows = await selectRecords()
        .where(where)
        .orderBy(...ORDER[state ?? 'all'], desc(consents.id))
        .limit(limit);
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(consents)
        .innerJoin(assets, eq(assets.id, consents.assetId))
        .where(where);
      return { rows: rows.map(toRecord), total: counted?.n ?? 0 };
    },

    /**
     * Records a consent and puts the asset's publication in step, in one transaction with its audit
     * entry. Undefined when the asset is gone; 'no-patient' when it is not marked as showing one
     * (read under a row lock, so an edit unmarking it at the same time waits).
     */
    async insert(values: NewConsentRow): Promise<ConsentRow | 'no-patient' | undefined> {
      return db.transaction(async (tx) => {
        const [asset] = await tx
          .select({ containsPatient: assets.containsPatient, title: assets.title })
          .from(assets)
          .where(eq(assets.id, values.assetId))
          .for('update');
        if (!asset) return undefined;
        if (!asset.containsPatient) return 'no-patient';
        const [row] = await tx.insert(consents).values(values).returning();
        await refreshConsentState(tx, values.assetId);
        await recordAudit(tx, {
          kind: 'consent.register',
          targetId: row!.id,
          after: presentFields({
            asset: asset.title,
            patientRef: row!.patientRef,
            signedOn: row!.signedOn,
            expiresOn: row!.expiresOn,
            fileName: row!.fileName,
          }),
        });
        return row!;
      });
    },

    /**
     * Revokes a standing consent and unpublishes its asset at once (same transaction, with the audit
     * entry). Undefined when there is no such consent, 'already' when it was revoked before.
     */
    async revoke(
      id: string,
      values: { revokedAt: Date; revokedBy: string; revokeReason: string },
    ): Promise<ConsentRow | 'already' | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(consents)
          .set(values)
          .where(and(eq(consents.id, id), isNull(consents.revokedAt)))
          .returning();
        if (!row) {
          const [exists] = await tx.select({ id: consents.id }).from(consents).where(eq(consents.id, id));
          return exists ? 'already' : undefined;
        }
        await refreshConsentState(tx, row.assetId);
        await recordAudit(tx, {
          kind: 'consent.revoke',
          targetId: id,
          after: { revokeReason: row.revokeReason },
        });
        return row;
      });
    },

    /**
     * The consents whose end the people who downloaded their asset were not told of yet: revoked
     * ones, and active consents of assets that show a patient whose expiry is before `today`.
     */
    async endedUntold(today: string): Promise<ConsentRecord[]> {
      const rows = await selectRecords().where(
        and(
          isNull(consents.endNotifiedAt),
          sql`(${consents.revokedAt} is not null or (${standing} and ${consents.expiresOn} < ${today}::date))`,
        ),
      );
      return rows.map(toRecord);
    },

    /**
     * Marks a consent's end as told: only the first process to do it gets the row back (the others,
     * having found the same consent, told nobody new: notifications are unique per person).
     */
    async markEndNotified(id: string, at: Date): Promise<boolean> {
      const claimed = await db
        .update(consents)
        .set({ endNotifiedAt: at })
        .where(and(eq(consents.id, id), isNull(consents.endNotifiedAt)))
        .returning({ id: consents.id });
      return claimed.length > 0;
    },

    /** Everyone (still with an account) who downloaded the asset at or after `since`, once each. */
    async downloadersSince(assetId: string, since: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: assetEvents.userId })
        .from(assetEvents)
        .where(
          and(
            eq(assetEvents.assetId, assetId),
            eq(assetEvents.kind, 'download'),
            sql`${assetEvents.at} >= ${since.toISOString()}::timestamptz`,
            sql`${assetEvents.userId} is not null`,
          ),
        );
      return rows.flatMap((row) => (row.userId ? [row.userId] : []));
    },
  };
}

export type ConsentsRepository = ReturnType<typeof createConsentsRepository>;
