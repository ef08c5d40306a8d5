import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { assets, units, users } from '../../platform/db/schema/index';
import { type Audience, visibleTo } from './audience';
import {
  type ListedRow,
  type LoadedRow,
  parseListedRow,
  rowColumns,
  type ShownAssetRow,
  type StoredAssetRow,
  shownColumns,
} from './listed-rows';
import { publishedOn } from './publication';
import { type CategoryRef, createTaxonomyNames, type TagRef } from './taxonomy-names';

export interface AssetRecord {
  row: ShownAssetRow;
  uploader: { id: string; name: string } | null;
  unit: { id: string; name: string } | null;
  /** Whether the origin unit is the franchisor: the network's own content. */
  fromFranchisor: boolean;
  categories: CategoryRef[];
  tags: TagRef[];
}

/** How every module reads assets: by ids, from a search page's rows, or one row; always for an audience. */
export function createAssetReader(db: Database) {
  const taxonomy = createTaxonomyNames(db);
  /**
   * The rows of a page (every list and search answer asks this): prepared once per audience kind,
   * the ids as one array parameter, so it is parsed and planned once per connection on PostgreSQL
   * and not rebuilt by drizzle per request (planning it took longer than running it).
   */
  const loadQuery = (published: SQL | undefined, name: string) =>
    db
      .select({
        row: shownColumns,
        uploaderName: users.name,
        unitName: units.name,
        unitIsFranchisor: units.isFranchisor,
        categoryIds: assets.categoryIds,
        tagIds: assets.tagIds,
        version: sql<string>`(select counted::text from library_version)`,
      })
      .from(assets)
      .leftJoin(users, eq(users.id, assets.uploadedBy))
      .leftJoin(units, eq(units.id, assets.unitId))
      .where(and(sql`${assets.id} = any(${sql.placeholder('ids')}::uuid[])`, published))
      .prepare(name);
  const loadAll = loadQuery(undefined, 'assets_load');
  const loadPublished = loadQuery(publishedOn(sql.placeholder('today')), 'assets_load_published');

  /** Rows with their uploader, unit, categories and tags by name (the taxonomy as of `version`). */
  async function records(rows: LoadedRow[], version: string): Promise<AssetRecord[]> {
    if (rows.length === 0) return [];
    const names = await taxonomy.at(
      version,
      rows.flatMap((r) => [...r.categoryIds, ...r.tagIds]),
    );
    return rows.map(({ row, uploaderName, unitName, unitIsFranchisor, categoryIds, tagIds }) => ({
      row,
      uploader: row.uploadedBy && uploaderName ? { id: row.uploadedBy, name: uploaderName } : null,
      unit: row.unitId && unitName ? { id: row.unitId, name: unitName } : null,
      fromFranchisor: unitIsFranchisor === true,
      categories: names.categories(categoryIds),
      tags: names.tags(tagIds),
    }));
  }

  return {
    /**
     * Rows with their uploader, unit, categories and tags (each list by name), in the order of `ids`:
     * one query, the names from the taxonomy kept in memory (a page of 40 is one round trip). With an
     * `audience`, only the assets it may see (the others are left out, as if they did not exist).
     */
    async load(ids: string[], audience?: Audience): Promise<AssetRecord[]> {
      if (ids.length === 0) return [];
      const rows =
        audience && !audience.seesAll
          ? await loadPublished.execute({ ids, today: audience.today })
          : await loadAll.execute({ ids });

      const byId = new Map(rows.map((r) => [r.row.id, r]));
      return records(
        ids.flatMap((id) => byId.get(id) ?? []),
        rows[0]?.version ?? '',
      );
    },

    /**
     * The records of rows read with LISTED_COLUMNS (a search page: the statement that chose them read
     * them too), in their order; `version` is the library's, read in that same statement.
     */
    listed(rows: ListedRow[], version: string): Promise<AssetRecord[]> {
      return records(rows.map(parseListedRow), version);
    },

    /** The row, or undefined when it does not exist (for `audience`, when it may not see it). */
    async findRow(id: string, audience?: Audience): Promise<StoredAssetRow | undefined> {
      const [row] = await db
        .select(rowColumns)
        .from(assets)
        .where(and(eq(assets.id, id), visibleTo(audience)));
      return row;
    },
  };
}

export type AssetReader = ReturnType<typeof createAssetReader>;
