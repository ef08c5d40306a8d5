import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { albumAssets, albums, assets } from '../../platform/db/schema/index';
import { type Audience, visibleTo } from '../asset-read';

export type AlbumRow = typeof albums.$inferSelect;

export interface AlbumSummaryRow extends AlbumRow {
  assetCount: number;
  coverAssetId: string | null;
  coverUpdatedAt: Date | null;
  coverPlaceholder: string | null;
}

export function createAlbumsRepository(db: Database) {
  /**
   * Count and cover (the first image added that has a thumbnail) for each album, in two queries, of
   * the assets `audience` sees (for users and franqueados, those published today).
   */
  async function summarize(rows: AlbumRow[], audience: Audience): Promise<AlbumSummaryRow[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const counts = await db
      .select({ albumId: albumAssets.albumId, n: count() })
      .from(albumAssets)
      .innerJoin(assets, eq(assets.id, albumAssets.assetId))
      .where(and(inArray(albumAssets.albumId, ids), visibleTo(audience)))
      .groupBy(albumAssets.albumId);
    const covers = await db
      .selectDistinctOn([albumAssets.albumId], {
        albumId: albumAssets.albumId,
        assetId: assets.id,
        updatedAt: assets.updatedAt,
        placeholder: assets.placeholder,
      })
      .from(albumAssets)
      .innerJoin(assets, eq(assets.id, albumAssets.assetId))
      .where(
        and(
          inArray(albumAssets.albumId, ids),
          eq(assets.type, 'image'),
          sql`${assets.gridThumbKey} is not null`,
          visibleTo(audience),
        ),
      )
      .orderBy(albumAssets.albumId, asc(albumAssets.addedAt), asc(assets.id));
    return rows.map((row) => {
      const cover = covers.find((c) => c.albumId === row.id);
      return {
        ...row,
        assetCount: counts.find((c) => c.albumId === row.id)?.n ?? 0,
        coverAssetId: cover?.assetId ?? null,
        coverUpdatedAt: cover?.updatedAt ?? null,
        coverPlaceholder: cover?.placeholder ?? null,
      };
    });
  }

  return {
    async listForOwner(ownerId: string, audience: Audience, q?: string): Promise<AlbumSummaryRow[]> {
      const rows = await db
        .select()
        .from(albums)
        .where(
          q
            ? and(eq(albums.ownerId, ownerId), ilike(albums.name, `%${q.replace(/[%_\\]/g, '\\$&')}%`))
            : eq(albums.ownerId, ownerId),
        )
        .orderBy(desc(albums.createdAt));
      return summarize(rows, audience);
    },

    /** The album only when `ownerId` owns it: another user's album does not exist for them. */
    async findOwned(id: string, ownerId: string, audience: Audience): Promise<AlbumSummaryRow | undefined> {
      const [row] = await db
        .select()
        .from(albums)
        .where(and(eq(albums.id, id), eq(albums.ownerId, ownerId)));
      return row ? (await summarize([row], audience))[0] : undefined;
    },

    /** The album's assets that `audience` sees, in the order they were added. */
    async assetIds(albumId: string, audience: Audience): Promise<string[]> {
      const rows = await db
        .select({ id: albumAssets.assetId })
        .from(albumAssets)
        .innerJoin(assets, eq(assets.id, albumAssets.assetId))
        .where(and(eq(albumAssets.albumId, albumId), visibleTo(audience)))
        .orderBy(asc(albumAssets.addedAt), asc(albumAssets.assetId));
      return rows.map((r) => r.id);
    },

    async create(ownerId: string, name: string, description: string): Promise<AlbumRow> {
      const [row] = await db.insert(albums).values({ ownerId, name, description }).returning();
      return row!;
    },

    async update(
      id: string,
      ownerId: string,
      values: { name?: string; description?: string },
    ): Promise<boolean> {
      const updated = await db
        .update(albums)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(albums.id, id), eq(albums.ownerId, ownerId)))
        .returning({ id: albums.id });
      return updated.length > 0;
    },

    async delete(id: string, ownerId: string): Promise<boolean> {
      const deleted = await db
        .delete(albums)
        .where(and(eq(albums.id, id), eq(albums.ownerId, ownerId)))
        .returning({ id: albums.id });
      return deleted.length > 0;
    },

    /**
     * Adds the existing assets among `assetIds` (those `audience` sees); those already there are left
     * alone.
     */
    async addAssets(albumId: string, assetIds: string[], audience: Audience) {
      return db.transaction(async (tx) => {
        const existing = await tx
          .select({ id: assets.id })
          .from(assets)
          .where(and(inArray(assets.id, assetIds), visibleTo(audience)));
        const existingIds = new Set(existing.map((r) => r.id));
        const valid = assetIds.filter((id) => existingIds.has(id));
        const now = Date.now();
        const inserted = valid.length
          ? await tx
              .insert(albumAssets)
              // Distinct times keep the order the files were picked in (the cover is the first image).
              .values(valid.map((assetId, i) => ({ albumId, assetId, addedAt: new Date(now + i) })))
              .onConflictDoNothing()
              .returning({ id: albumAssets.assetId })
          : [];
        await tx.update(albums).set({ updatedAt: new Date() }).where(eq(albums.id, albumId));
        return {
          added: inserted.length,
          alreadyThere: valid.length - inserted.length,
          missing: assetIds.filter((id) => !existingIds.has(id)),
        };
      });
    },

    async removeAsset(albumId: string, assetId: string): Promise<boolean> {
      const removed = await db
        .delete(albumAssets)
        .where(and(eq(albumAssets.albumId, albumId), eq(albumAssets.assetId, assetId)))
        .returning({ id: albumAssets.assetId });
      if (removed.length)
        await db.update(albums).set({ updatedAt: new Date() }).where(eq(albums.id, albumId));
      return removed.length > 0;
    },
  };
}

export type AlbumsRepository = ReturnType<typeof createAlbumsRepository>;
