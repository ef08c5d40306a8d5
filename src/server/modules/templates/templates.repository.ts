import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TemplateInput } from '../../../shared/schemas/template';
import type { PieceFormat } from '../../../shared/templates/formats';
import { type AuditChange, recordAudit, recordAudits } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/db/client';
import { assetEvents, assets, assetTemplates } from '../../platform/db/schema/index';
import { type PrintedUnit, printedClinics, printedUnit, printedUnitOf } from '../units';

/** A unit as a piece reads it: what its fields print, its logo, and its data's version. */
export type PieceUnit = PrintedUnit;

export interface StoredTemplate {
  version: number;
  definition: TemplateInput;
  createdAt: Date;
}

/** One piece made: for whom (the person, or none for a batch) and which unit's data it carries. */
export interface PieceEvent {
  userId: string | null;
  unitId: string;
  format: PieceFormat;
}

export function createTemplatesRepository(db: Database) {
  return {
    /** The asset's template: its latest version, unless the template was deleted. */
    async current(assetId: string): Promise<StoredTemplate | null> {
      const [row] = await db
        .select({
          version: assetTemplates.version,
          definition: assetTemplates.definition,
          createdAt: assetTemplates.createdAt,
          deletedAt: assetTemplates.deletedAt,
        })
        .from(assetTemplates)
        .where(eq(assetTemplates.assetId, assetId))
        .orderBy(desc(assetTemplates.version))
        .limit(1);
      return row && !row.deletedAt ? row : null;
    },

    /** One version as it was saved (a batch renders the version the admin saw), unless deleted since. */
    async version(assetId: string, version: number): Promise<StoredTemplate | null> {
      const [row] = await db
        .select({
          version: assetTemplates.version,
          definition: assetTemplates.definition,
          createdAt: assetTemplates.createdAt,
        })
        .from(assetTemplates)
        .where(
          and(
            eq(assetTemplates.assetId, assetId),
            eq(assetTemplates.version, version),
            isNull(assetTemplates.deletedAt),
          ),
        );
      return row ?? null;
    },

    /** A new version (one past the highest, deleted ones included), audited with it. */
    async save(assetId: string, definition: TemplateInput, audit: Omit<AuditChange, 'after'>) {
      return db.transaction(async (tx) => {
        // One save at a time per asset: the row lock makes two saves two versions, never one.
        await tx.execute(sql`select 1 from ${assets} where ${assets.id} = ${assetId} for update`);
        const [top] = await tx
          .select({ version: sql<number>`coalesce(max(${assetTemplates.version}), 0)::int` })
          .from(assetTemplates)
          .where(eq(assetTemplates.assetId, assetId));
        const version = Number(top?.version ?? 0) + 1;
        const [row] = await tx
          .insert(assetTemplates)
          .values({ assetId, version, definition })
          .returning({ createdAt: assetTemplates.createdAt });
        await recordAudit(tx, { ...audit, after: { version, fields: definition.fields.length } });
        return { version, definition, createdAt: row!.createdAt };
      });
    },

    /** Marks every version deleted; false when there was no template. */
    async remove(assetId: string, audit: AuditChange): Promise<boolean> {
      return db.transaction(async (tx) => {
        const marked = await tx
          .update(assetTemplates)
          .set({ deletedAt: new Date() })
          .where(and(eq(assetTemplates.assetId, assetId), isNull(assetTemplates.deletedAt)))
          .returning({ version: assetTemplates.version });
        if (marked.length === 0) return false;
        await recordAudit(tx, audit);
        return true;
      });
    },

    unit: (unitId: string): Promise<PieceUnit | null> => printedUnit(db, unitId),

    unitOfUser: (userId: string): Promise<PieceUnit | null> => printedUnitOf(db, userId),

    /** The active clinics (the franchisor's own unit aside), or those of `ids`, by name. */
    activeUnits: (ids?: string[]): Promise<PieceUnit[]> => printedClinics(db, ids),

    /**
     * Pieces made count as downloads of the asset, each an event of its unit (so the unit's
     * statistics show it), with the audit entries naming the texts used, in one transaction.
     */
    async recordPieces(assetId: string, pieces: PieceEvent[], audits: AuditChange[]): Promise<void> {
      if (pieces.length === 0) return;
      await db.transaction(async (tx) => {
        await tx
          .update(assets)
          .set({ downloadCount: sql`${assets.downloadCount} + ${pieces.length}` })
          .where(eq(assets.id, assetId));
        await tx.insert(assetEvents).values(
          pieces.map((piece) => ({
            assetId,
            userId: piece.userId,
            unitId: piece.unitId,
            kind: 'download' as const,
            format: piece.format,
            stamped: true,
          })),
        );
        await recordAudits(tx, audits);
      });
    },
  };
}

export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>;
