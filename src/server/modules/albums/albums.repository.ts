import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { albumAssets, albums, assets } from '../../db/schema/index';

export type AlbumRow = typeof albums.$inferSelect;

export interface AlbumSummaryRow extends AlbumRow {
  assetCount: number;
  coverAssetId: string | null;
  coverUpdatedAt: Date | null;
  coverPlaceholder: string | null;
}

export function createAlbumsRepository(db: Database) {
  /** Count and cover (the first image added that has a thumbnail) for each album, in two queries. */
  async function summarize(rows: AlbumRow[]): Promise<AlbumSummaryRow[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const counts = await db
      .select({ albumId: albumAssets.albumId, n: count() })
      .from(albumAssets)
      .where(inArray(albumAssets.albumId, ids))
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
    async listForOwner(ownerId: string, q?: string): Promise<AlbumSummaryRow[]> {
      const rows = await db
        .select()
        .from(albums)
        .where(
          q
            ? and(eq(albums.ownerId, ownerId), ilike(albums.name, `%${q.replace(/[%_\\]/g, '\\$&')}%`))
            : eq(albums.ownerId, ownerId),
        )
        .orderBy(desc(albums.createdAt));
      return summarize(rows);
    },

    /** The album only when `ownerId` owns it: another user's album does not exist for them. */
    async findOwned(id: string, ownerId: string): Promise<AlbumSummaryRow | undefined> {
      const [row] = await db
        .select()
        .from(albums)
        .where(and(eq(albums.id, id), eq(albums.ownerId, ownerId)));
      return row ? (await summarize([row]))[0] : undefined;
    },

    async assetIds(albumId: string): Promise<string[]> {
      const rows = await db
        .select({ id: albumAssets.assetId })
        .from(albumAssets)
        .where(eq(albumAssets.albumId, albumId))
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

    /** Adds the existing assets among `assetIds`; those already there are left alone. */
    async addAssets(albumId: string, assetIds: string[]) {
      return db.transaction(async (tx) => {
        const existing = await tx.select({ id: assets.id }).from(assets).where(inArray(assets.id, assetIds));
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
