import { and, asc, desc, eq, gt, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AuditExecutor } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/db/client';
import {
  albumAssets,
  albums,
  assets,
  shareLinks,
  shareLinkUnlocks,
  units,
  users,
} from '../../platform/db/schema/index';
import { publishedOn } from '../asset-read';

export type ShareLinkRow = typeof shareLinks.$inferSelect;
export type NewShareLinkRow = typeof shareLinks.$inferInsert;

/** What a link shows of an asset: enough to describe it, show its images and send its file. */
const materialColumns = {
  id: assets.id,
  title: assets.title,
  description: assets.description,
  type: assets.type,
  mime: assets.mime,
  size: assets.size,
  width: assets.width,
  height: assets.height,
  storageKey: assets.storageKey,
  isExternal: assets.isExternal,
  gridThumbKey: assets.gridThumbKey,
  previewThumbKey: assets.previewThumbKey,
  sha256: assets.sha256,
  updatedAt: assets.updatedAt,
};
type AssetRow = typeof assets.$inferSelect;
export type MaterialRow = Pick<AssetRow, keyof typeof materialColumns>;

/**
 * What a link may reach on `today`: an uploaded file (external links open at their source, which a
 * partner link does not hand out) that users and franqueados see today (validity, consent).
 */
function reachable(today: string): SQL {
  return sql`(${publishedOn(today)} and not ${assets.isExternal} and ${assets.storageKey} is not null)`;
}

/** A link with what "Meus links" shows around it. */
export interface ShareLinkRecord extends ShareLinkRow {
  creatorName: string;
  unitName: string | null;
  targetTitle: string;
  /** The asset is reachable today (always true for an album that exists: it shows what is). */
  targetAvailable: boolean;
}

/** Links a list answers at most, newest first (the total says how many there are). */
const LIST_LIMIT = 500;

export function createShareLinksRepository(db: Database) {
  return {
    async insert(values: NewShareLinkRow): Promise<ShareLinkRow> {
      const [row] = await db.insert(shareLinks).values(values).returning();
      return row!;
    },

    async findByTokenHash(tokenHash: string): Promise<ShareLinkRow | undefined> {
      const [row] = await db.select().from(shareLinks).where(eq(shareLinks.tokenHash, tokenHash));
      return row;
    },

    async findById(id: string): Promise<ShareLinkRow | undefined> {
      const [row] = await db.select().from(shareLinks).where(eq(shareLinks.id, id));
      return row;
    },

    /**
     * The asset as a link to it is made: whether it is reachable today (published, an uploaded
     * file) and whether it is an external link; undefined when there is no such asset.
     */
    async assetForLink(
      assetId: string,
      today: string,
    ): Promise<{ published: boolean; external: boolean } | undefined> {
      const [row] = await db
        .select({ published: publishedOn(today).mapWith(Boolean), external: assets.isExternal })
        .from(assets)
        .where(eq(assets.id, assetId));
      return row;
    },

    /** The album when `ownerId` owns it (albums are their owner's alone), with how many files it can show. */
    async ownedAlbum(
      albumId: string,
      ownerId: string,
      today: string,
    ): Promise<{ id: string; reachable: number } | undefined> {
      const [album] = await db
        .select({ id: albums.id })
        .from(albums)
        .where(and(eq(albums.id, albumId), eq(albums.ownerId, ownerId)));
      if (!album) return undefined;
      const [count] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(albumAssets)
        .innerJoin(assets, eq(assets.id, albumAssets.assetId))
        .where(and(eq(albumAssets.albumId, albumId), reachable(today)));
      return { id: album.id, reachable: count?.n ?? 0 };
    },

    /** The linked asset when it is reachable today. */
    async reachableAsset(assetId: string, today: string): Promise<MaterialRow | undefined> {
      const [row] = await db
        .select(materialColumns)
        .from(assets)
        .where(and(eq(assets.id, assetId), reachable(today)));
      return row;
    },

    /** The album's name and description, and its files reachable today in the order they were added. */
    async albumMaterial(
      albumId: string,
      today: string,
    ): Promise<{ name: string; description: string; items: MaterialRow[] } | undefined> {
      const [album] = await db
        .select({ name: albums.name, description: albums.description })
        .from(albums)
        .where(eq(albums.id, albumId));
      if (!album) return undefined;
      const items = await db
        .select(materialColumns)
        .from(albumAssets)
        .innerJoin(assets, eq(assets.id, albumAssets.assetId))
        .where(and(eq(albumAssets.albumId, albumId), reachable(today)))
        .orderBy(asc(albumAssets.addedAt), asc(albumAssets.assetId));
      return { ...album, items };
    },

    /** Links newest first: `creatorId`'s, or everyone's when it is undefined (admins). */
    async list(
      creatorId: string | undefined,
      today: string,
    ): Promise<{ items: ShareLinkRecord[]; total: number }> {
      const where = creatorId ? eq(shareLinks.creatorId, creatorId) : undefined;
      const rows = await db
        .select({
          link: shareLinks,
          creatorName: users.name,
          unitName: units.name,
          targetTitle: sql<string>`coalesce(${assets.title}, ${albums.name}, ${shareLinks.endedTitle}, '')`,
          targetAvailable:
            sql<boolean>`(${shareLinks.albumId} is not null or coalesce(${reachable(today)}, false))`.mapWith(
              Boolean,
            ),
        })
        .from(shareLinks)
        .innerJoin(users, eq(users.id, shareLinks.creatorId))
        .leftJoin(units, eq(units.id, shareLinks.unitId))
        .leftJoin(assets, eq(assets.id, shareLinks.assetId))
        .leftJoin(albums, eq(albums.id, shareLinks.albumId))
        .where(where)
        .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id))
        .limit(LIST_LIMIT);
      const [count] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(shareLinks)
        .where(where);
      return {
        items: rows.map(({ link, ...rest }) => ({ ...link, ...rest })),
        total: count?.n ?? 0,
      };
    },

    /**
     * Revokes a link not revoked yet; `audit` runs in the same transaction with the row before and
     * after (an admin's revocation is recorded with the change it records). Undefined when the link
     * was revoked already.
     */
    async revoke(
      id: string,
      revokedBy: string,
      at: Date,
      audit?: (tx: AuditExecutor, before: ShareLinkRow, after: ShareLinkRow) => Promise<void>,
    ): Promise<ShareLinkRow | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(shareLinks).where(eq(shareLinks.id, id)).for('update');
        if (!before || before.revokedAt) return undefined;
        const [after] = await tx
          .update(shareLinks)
          .set({ revokedAt: at, revokedBy })
          .where(eq(shareLinks.id, id))
          .returning();
        await audit?.(tx, before, after!);
        // Unlocked browsers of a revoked link have nothing left to open.
        await tx.delete(shareLinkUnlocks).where(eq(shareLinkUnlocks.linkId, id));
        return after;
      });
    },

    async countOpen(id: string, at: Date): Promise<void> {
      await db
        .update(shareLinks)
        .set({ opens: sql`${shareLinks.opens} + 1`, lastOpenedAt: at })
        .where(eq(shareLinks.id, id));
    },

    async countDownload(id: string): Promise<void> {
      await db
        .update(shareLinks)
        .set({ downloads: sql`${shareLinks.downloads} + 1` })
        .where(eq(shareLinks.id, id));
    },

    async insertUnlock(values: { keyHash: string; linkId: string; expiresAt: Date }): Promise<void> {
      await db.insert(shareLinkUnlocks).values(values);
    },

    /** Whether the browser holding the key whose hash is `keyHash` gave this link's password. */
    async isUnlocked(keyHash: string, linkId: string, at: Date): Promise<boolean> {
      const [row] = await db
        .select({ linkId: shareLinkUnlocks.linkId })
        .from(shareLinkUnlocks)
        .where(
          and(
            eq(shareLinkUnlocks.keyHash, keyHash),
            eq(shareLinkUnlocks.linkId, linkId),
            gt(shareLinkUnlocks.expiresAt, at),
          ),
        );
      return Boolean(row);
    },

    /** Unlocks past their time, and those of links that ended (expired or revoked). */
    async deleteEndedUnlocks(at: Date): Promise<number> {
      const ended = await db
        .delete(shareLinkUnlocks)
        .where(
          sql`${shareLinkUnlocks.expiresAt} <= ${at} or ${shareLinkUnlocks.linkId} in (
            select ${shareLinks.id} from ${shareLinks}
            where ${shareLinks.expiresAt} <= ${at} or ${isNotNull(shareLinks.revokedAt)})`,
        )
        .returning({ keyHash: shareLinkUnlocks.keyHash });
      return ended.length;
    },
  };
}

export type ShareLinksRepository = ReturnType<typeof createShareLinksRepository>;
