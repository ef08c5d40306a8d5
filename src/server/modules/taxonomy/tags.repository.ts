import { and, asc, count, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { slugify } from '../../../shared/domain/slugify';
import { recordAudit } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/db/client';
import { assets, assetTags, tags } from '../../platform/db/schema/index';
import { refreshTaxonomyText } from '../../platform/db/taxonomy-text';
import {
  type Counted,
  deleteTerm,
  type Executor,
  escapeLike,
  folded,
  freeSlug,
  insertUnderFreeSlug,
  slugForRename,
} from './taxonomy-sql';

export type TagRow = typeof tags.$inferSelect;

async function countTagAssets(ex: Executor, id: string): Promise<number> {
  const [row] = await ex.select({ n: count() }).from(assetTags).where(eq(assetTags.tagId, id));
  return Number(row?.n ?? 0);
}

/**
 * Finds tags by name (case-insensitively) and creates the missing ones, inside the caller's
 * transaction when given one. Safe under concurrency: inserts never fail (`on conflict do nothing`),
 * a lost race is resolved by reading the winner's row, a slug collision by the next suffix.
 * `names` must be trimmed, unique (any case) and have a non-empty slug; the result follows their order.
 */
export async function findOrCreateTags(
  ex: Executor,
  names: string[],
): Promise<Array<{ id: string; name: string }>> {
  if (names.length === 0) return [];
  const result: Array<{ id: string; name: string } | undefined> = names.map(() => undefined);

  const lookup = async (indexes: number[]) => {
    const inputs = sql.join(
      indexes.map((i) => sql`(${i}::int, ${names[i]}::text)`),
      sql`, `,
    );
    const rows = await ex
      .select({ ord: sql<number>`n.ord`.mapWith(Number), id: tags.id, name: tags.name })
      .from(sql`(values ${inputs}) as n(ord, input)`)
      .innerJoin(tags, sql`lower(${tags.name}) = lower(n.input)`);
    for (const row of rows) result[row.ord] = { id: row.id, name: row.name };
  };
  await lookup(names.map((_, i) => i));
  // Created in one fixed order, so that two transactions creating the same names cannot deadlock.
  const missing = names
    .map((_, i) => i)
    .filter((i) => !result[i])
    .sort((a, b) => (names[a]!.toLowerCase() < names[b]!.toLowerCase() ? -1 : 1));
  for (const i of missing) {
    const name = names[i]!;
    for (let attempt = 0; attempt < 10 && !result[i]; attempt++) {
      const slug = await freeSlug(ex, tags, slugify(name));
      const [row] = await ex
        .insert(tags)
        .values({ name, slug })
        .onConflictDoNothing()
        .returning({ id: tags.id, name: tags.name });
      if (row) result[i] = row;
      else await lookup([i]);
    }
    if (!result[i]) throw new Error(`Could not create tag "${name}"`);
  }
  // Two spellings the database folds to one name resolve to one tag: each id once.
  const seen = new Set<string>();
  return result.filter((tag): tag is { id: string; name: string } => {
    if (!tag || seen.has(tag.id)) return false;
    seen.add(tag.id);
    return true;
  });
}

export function createTagsRepository(db: Database) {
  return {
    /**
     * Tags with their file counts, by popular rank (unranked last) then name. With `q`, only names
     * containing it (case and accents ignored), those starting with it first. `total` ignores `limit`.
     */
    async listTags({
      q,
      limit,
      visible,
    }: {
      q?: string;
      limit?: number;
      /** assets.audience's `visibleTo`: count only the assets the viewer can see. */
      visible?: SQL;
    }): Promise<{ rows: Counted<TagRow>[]; total: number }> {
      const counts = db
        .select({ tagId: assetTags.tagId, n: count().as('tag_n') })
        .from(assetTags)
        .innerJoin(assets, and(eq(assets.id, assetTags.assetId), visible))
        .groupBy(assetTags.tagId)
        .as('counts');
      const needle = q ? escapeLike(q) : undefined;
      const query = db
        .select({
          ...getTableColumns(tags),
          assetCount: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number),
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(tags)
        .leftJoin(counts, eq(counts.tagId, tags.id))
        .where(needle ? sql`${folded(tags.name)} like '%' || f_unaccent(lower(${needle})) || '%'` : undefined)
        .orderBy(
          ...(needle ? [sql`${folded(tags.name)} like f_unaccent(lower(${needle})) || '%' desc`] : []),
          sql`${tags.popularRank} asc nulls last`,
          folded(tags.name),
          asc(tags.name),
        )
        .$dynamic();
      const rows = await (limit ? query.limit(limit) : query);
      return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
    },

    /** An admin's new tag, with its audit entry (tags an upload names are created by `findOrCreateTags`). */
    async insertTag(name: string): Promise<TagRow | 'name-taken'> {
      return db.transaction(async (tx) => {
        const row = await insertUnderFreeSlug(tx, tags, name, async (slug) => {
          const [inserted] = await tx.insert(tags).values({ name, slug }).onConflictDoNothing().returning();
          return inserted;
        });
        if (typeof row !== 'string')
          await recordAudit(tx, { kind: 'tag.create', targetId: row.id, after: { name: row.name } });
        return row;
      });
    },

    async updateTag(id: string, name: string): Promise<Counted<TagRow> | 'name-taken' | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(tags).where(eq(tags.id, id)).for('update');
        if (!current) return undefined;
        let row = current;
        if (name !== current.name) {
          const slug = (await slugForRename(tx, tags, current, name)) ?? current.slug;
          if (slug === 'name-taken') return slug;
          [row] = (await tx.update(tags).set({ name, slug }).where(eq(tags.id, id)).returning()) as [TagRow];
          await refreshTaxonomyText(tx, sql`a.id in (select asset_id from asset_tags where tag_id = ${id})`);
          await recordAudit(tx, {
            kind: 'tag.edit',
            targetId: id,
            before: { name: current.name },
            after: { name: row.name },
          });
        }
        return { ...row, assetCount: await countTagAssets(tx, id) };
      });
    },

    async deleteTag(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ id: tags.id, name: tags.name })
          .from(tags)
          .where(eq(tags.id, id))
          .for('update');
        if (!locked) return false;
        await deleteTerm(tx, tags, id, { assetId: assetTags.assetId, termId: assetTags.tagId }, [id]);
        await recordAudit(tx, { kind: 'tag.delete', targetId: id, before: { name: locked.name } });
        return true;
      });
    },

    findOrCreateTags: (names: string[], ex: Executor = db) => findOrCreateTags(ex, names),
  };
}

export type TagsRepository = ReturnType<typeof createTagsRepository>;
