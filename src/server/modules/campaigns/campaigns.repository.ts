import { and, asc, count, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { presentFields, recordAudit, recordAuditEdit } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/db/client';
import { assets, campaignAssets, campaigns } from '../../platform/db/schema/index';
import { type Audience, visibleTo } from '../asset-read';

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaignRow = Pick<
  typeof campaigns.$inferInsert,
  'name' | 'description' | 'startsOn' | 'endsOn' | 'coverAssetId' | 'createdBy'
>;
export type CampaignChanges = Partial<
  Pick<CampaignRow, 'name' | 'description' | 'startsOn' | 'endsOn' | 'coverAssetId'>
>;

/** What a campaign card shows of its pieces, as one audience sees them. */
export interface PieceSummary {
  count: number;
  /** Whether the chosen cover is a piece this audience sees. */
  coverVisible: boolean;
  /** The first piece (in order) with a thumbnail this audience sees: the card's picture without a cover. */
  firstWithThumbnail: string | null;
}

type Executor = Pick<Database, 'select'>;

/** Asset titles by id, in the order of `ids` (the audit log names pieces, ids mean nothing to a reader). */
async function assetTitles(ex: Executor, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await ex
    .select({ id: assets.id, title: assets.title })
    .from(assets)
    .where(inArray(assets.id, ids));
  const titles = new Map(rows.map((row) => [row.id, row.title]));
  return ids.map((id) => titles.get(id) ?? id);
}

/** A campaign as the audit log records it: its cover by title. */
async function audited(ex: Executor, row: CampaignRow) {
  const [cover] = row.coverAssetId ? await assetTitles(ex, [row.coverAssetId]) : [];
  return {
    name: row.name,
    description: row.description,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    cover: cover ?? null,
  };
}

/** A piece this audience sees, joined to its asset row. */
const piecesSeenBy = (audience: Audience | undefined, ...conditions: Array<SQL | undefined>) =>
  and(...conditions, visibleTo(audience));

export function createCampaignsRepository(db: Database) {
  return {
    /** Campaigns with a day in `from`..`to` (both included), the earliest first. */
    listOverlapping(from: string, to: string): Promise<CampaignRow[]> {
      return db
        .select()
        .from(campaigns)
        .where(and(lte(campaigns.startsOn, to), gte(campaigns.endsOn, from)))
        .orderBy(asc(campaigns.startsOn), asc(campaigns.endsOn), asc(campaigns.name), asc(campaigns.id));
    },

    async find(id: string): Promise<CampaignRow | undefined> {
      const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
      return row;
    },

    /** The campaign's pieces in their order; with an audience, only those it may see. */
    async pieceIds(campaignId: string, audience?: Audience): Promise<string[]> {
      const rows = await db
        .select({ id: campaignAssets.assetId })
        .from(campaignAssets)
        .innerJoin(assets, eq(assets.id, campaignAssets.assetId))
        .where(piecesSeenBy(audience, eq(campaignAssets.campaignId, campaignId)))
        .orderBy(asc(campaignAssets.position));
      return rows.map((row) => row.id);
    },

    /** Count, cover visibility and first thumbnail of each campaign's pieces, in three queries. */
    async summarize(rows: CampaignRow[], audience: Audience): Promise<Map<string, PieceSummary>> {
      const summaries = new Map<string, PieceSummary>(
        rows.map((row) => [row.id, { count: 0, coverVisible: false, firstWithThumbnail: null }]),
      );
      if (rows.length === 0) return summaries;
      const ids = rows.map((row) => row.id);
      const counts = await db
        .select({ campaignId: campaignAssets.campaignId, n: count() })
        .from(campaignAssets)
        .innerJoin(assets, eq(assets.id, campaignAssets.assetId))
        .where(piecesSeenBy(audience, inArray(campaignAssets.campaignId, ids)))
        .groupBy(campaignAssets.campaignId);
      for (const row of counts) summaries.get(row.campaignId)!.count = row.n;

      const coverIds = rows.flatMap((row) => (row.coverAssetId ? [row.coverAssetId] : []));
      if (coverIds.length > 0) {
        const visible = await db
          .select({ id: assets.id })
          .from(assets)
          .where(piecesSeenBy(audience, inArray(assets.id, coverIds)));
        const seen = new Set(visible.map((row) => row.id));
        for (const row of rows)
          if (row.coverAssetId && seen.has(row.coverAssetId)) summaries.get(row.id)!.coverVisible = true;
      }

      const firsts = await db
        .selectDistinctOn([campaignAssets.campaignId], {
          campaignId: campaignAssets.campaignId,
          assetId: campaignAssets.assetId,
        })
        .from(campaignAssets)
        .innerJoin(assets, eq(assets.id, campaignAssets.assetId))
        .where(
          piecesSeenBy(
            audience,
            inArray(campaignAssets.campaignId, ids),
            or(sql`${assets.gridThumbKey} is not null`, sql`${assets.externalThumbnailUrl} is not null`),
          ),
        )
        .orderBy(campaignAssets.campaignId, asc(campaignAssets.position));
      for (const row of firsts) summaries.get(row.campaignId)!.firstWithThumbnail = row.assetId;
      return summaries;
    },

    /** The campaign, and its first piece when given (a campaign created with its cover); audited. */
    async create(values: NewCampaignRow): Promise<CampaignRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(campaigns).values(values).returning();
        if (values.coverAssetId)
          await tx
            .insert(campaignAssets)
            .values({ campaignId: row!.id, assetId: values.coverAssetId, position: 0 });
        await recordAudit(tx, {
          kind: 'campaign.create',
          targetId: row!.id,
          after: presentFields(await audited(tx, row!)),
        });
        return row!;
      });
    },

    /**
     * Applies `changes` only when the result keeps start <= end and the cover among the pieces, in
     * one statement (two admins editing at once cannot get past the rule between a read and a
     * write), with the audit entry of what changed. Undefined when nothing was updated; the caller
     * finds out why.
     */
    async update(id: string, changes: CampaignChanges, now: Date): Promise<CampaignRow | undefined> {
      const startsOn = changes.startsOn ?? null;
      const endsOn = changes.endsOn ?? null;
      const cover = changes.coverAssetId;
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
        if (!before) return undefined;
        const [row] = await tx
          .update(campaigns)
          .set({ ...changes, updatedAt: now })
          .where(
            and(
              eq(campaigns.id, id),
              sql`coalesce(${startsOn}::date, ${campaigns.startsOn}) <= coalesce(${endsOn}::date, ${campaigns.endsOn})`,
              cover
                ? sql`exists (select 1 from ${campaignAssets} where ${campaignAssets.campaignId} = ${id}
                  and ${campaignAssets.assetId} = ${cover})`
                : undefined,
            ),
          )
          .returning();
        if (row)
          await recordAuditEdit(tx, {
            kind: 'campaign.edit',
            targetId: id,
            before: await audited(tx, before),
            after: await audited(tx, row),
            keys: ['name', 'description', 'startsOn', 'endsOn', 'cover'],
          });
        return row;
      });
    },

    async delete(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [deleted] = await tx.delete(campaigns).where(eq(campaigns.id, id)).returning();
        if (!deleted) return false;
        await recordAudit(tx, {
          kind: 'campaign.delete',
          targetId: id,
          before: { name: deleted.name, startsOn: deleted.startsOn, endsOn: deleted.endsOn },
        });
        return true;
      });
    },

    /**
     * Replaces the pieces with `assetIds` in that order, in one transaction; a cover no longer among
     * them is cleared. Ids that name no asset change nothing and come back as `missing`; `found`
     * is false when the campaign does not exist.
     */
    async replacePieces(
      id: string,
      assetIds: string[],
      now: Date,
    ): Promise<{ found: boolean; missing: string[] }> {
      return db.transaction(async (tx) => {
        const [campaign] = await tx
          .select({ id: campaigns.id })
          .from(campaigns)
          .where(eq(campaigns.id, id))
          .for('update');
        if (!campaign) return { found: false, missing: [] };
        const existing = assetIds.length
          ? await tx.select({ id: assets.id }).from(assets).where(inArray(assets.id, assetIds))
          : [];
        const existingIds = new Set(existing.map((row) => row.id));
        const missing = assetIds.filter((assetId) => !existingIds.has(assetId));
        if (missing.length > 0) return { found: true, missing };
        const previous = await tx
          .select({ id: campaignAssets.assetId })
          .from(campaignAssets)
          .where(eq(campaignAssets.campaignId, id))
          .orderBy(asc(campaignAssets.position));
        await recordAuditEdit(tx, {
          kind: 'campaign.edit',
          targetId: id,
          before: {
            pieces: await assetTitles(
              tx,
              previous.map((row) => row.id),
            ),
          },
          after: { pieces: await assetTitles(tx, assetIds) },
          keys: ['pieces'],
        });
        await tx.delete(campaignAssets).where(eq(campaignAssets.campaignId, id));
        if (assetIds.length > 0)
          await tx
            .insert(campaignAssets)
            .values(assetIds.map((assetId, position) => ({ campaignId: id, assetId, position })));
        await tx
          .update(campaigns)
          .set({
            updatedAt: now,
            coverAssetId: assetIds.length
              ? sql`case when ${inArray(campaigns.coverAssetId, assetIds)} then ${campaigns.coverAssetId} end`
              : null,
          })
          .where(eq(campaigns.id, id));
        return { found: true, missing: [] };
      });
    },

    /**
     * Marks the campaigns under way on `today` whose start was not announced yet, and returns them.
     * One UPDATE ... WHERE start_notified_at IS NULL: of two processes running it at once, the second
     * waits on the row lock, sees the mark and skips the row, so each campaign is claimed once.
     */
    claimStarted(today: string, now: Date): Promise<Array<Pick<CampaignRow, 'id' | 'name'>>> {
      return db
        .update(campaigns)
        .set({ startNotifiedAt: now })
        .where(
          and(
            isNull(campaigns.startNotifiedAt),
            lte(campaigns.startsOn, today),
            gte(campaigns.endsOn, today),
          ),
        )
        .returning({ id: campaigns.id, name: campaigns.name });
    },

    /** Gives a claim back (its notifications failed), so the next run tries again. */
    async releaseClaim(id: string): Promise<void> {
      await db.update(campaigns).set({ startNotifiedAt: null }).where(eq(campaigns.id, id));
    },
  };
}

export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;
