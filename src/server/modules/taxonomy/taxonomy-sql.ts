// Query helpers shared by the categories and tags repositories.
import { and, eq, inArray, like, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { slugify } from '../../../shared/domain/slugify';
import type { Database } from '../../platform/db/client';
import type { categories, tags } from '../../platform/db/schema/index';
import { refreshTaxonomyText } from '../../platform/db/taxonomy-text';

/** The database or an open transaction: what the taxonomy helpers need of either. */
export type Executor = Pick<
  Database,
  'select' | 'selectDistinct' | 'insert' | 'update' | 'delete' | 'execute'
>;

export type Counted<T> = T & { assetCount: number };

/** A name folded for accent- and case-insensitive comparison and ordering. */
export const folded = (column: typeof categories.name | typeof tags.name): SQL =>
  sql`f_unaccent(lower(${column}))`;

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** `base`, or `base-2`, `base-3` ... whichever is the first not used by another row of the table. */
export async function freeSlug(
  ex: Executor,
  table: typeof categories | typeof tags,
  base: string,
  exceptId?: string,
): Promise<string> {
  const rows = await ex
    .select({ slug: table.slug })
    .from(table)
    .where(
      and(
        or(eq(table.slug, base), like(table.slug, `${escapeLike(base)}-%`)),
        exceptId ? ne(table.id, exceptId) : undefined,
      ),
    );
  const taken = new Set(rows.map((row) => row.slug));
  let candidate = base;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base}-${n}`;
  return candidate;
}

/**
 * A rename that does not change the name's slug (case, punctuation) keeps the stored slug, so that
 * links such as `?categories=perfil-pacientes` stay valid.
 */
export function keepsSlug(currentSlug: string, currentName: string, base: string): boolean {
  return currentSlug === base || slugify(currentName) === base;
}

export async function nameTaken(
  ex: Executor,
  table: typeof categories | typeof tags,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await ex
    .select({ id: table.id })
    .from(table)
    .where(
      and(eq(sql`lower(${table.name})`, sql`lower(${name})`), exceptId ? ne(table.id, exceptId) : undefined),
    )
    .limit(1);
  return Boolean(row);
}

export async function refreshAssets(ex: Executor, assetIds: string[]): Promise<void> {
  if (assetIds.length === 0) return;
  // One array parameter, whatever the number of assets (ids come from the database: uuids only).
  await refreshTaxonomyText(ex, sql`a.id = any(${`{${assetIds.join(',')}}`}::uuid[])`);
}

type TaxonomyTable = typeof categories | typeof tags;

/**
 * Inserts a new term under the first free slug of its name. Safe under concurrency: `insert` must
 * use `on conflict do nothing`; a lost race is either the same name (refused) or the same slug
 * (the next suffix is taken).
 */
export async function insertUnderFreeSlug<Row>(
  ex: Executor,
  table: TaxonomyTable,
  name: string,
  insert: (slug: string) => Promise<Row | undefined>,
): Promise<Row | 'name-taken'> {
  if (await nameTaken(ex, table, name)) return 'name-taken';
  for (let attempt = 0; attempt < 10; attempt++) {
    const row = await insert(await freeSlug(ex, table, slugify(name)));
    if (row) return row;
    if (await nameTaken(ex, table, name)) return 'name-taken';
  }
  throw new Error(`Could not find a free slug for "${name}"`);
}

/**
 * The slug a renamed term takes: `undefined` when it keeps its own (see `keepsSlug`), 'name-taken'
 * when another term already has the name.
 */
export async function slugForRename(
  ex: Executor,
  table: TaxonomyTable,
  current: { id: string; name: string; slug: string },
  name: string,
): Promise<string | 'name-taken' | undefined> {
  if (await nameTaken(ex, table, name, current.id)) return 'name-taken';
  const base = slugify(name);
  return keepsSlug(current.slug, current.name, base) ? undefined : freeSlug(ex, table, base, current.id);
}

/**
 * Deletes the term `id` (its links and, for a group, its subcategories go by cascade) and refreshes
 * the search text of every asset that was linked to one of `linkedIds` (the term and what goes with it).
 */
export async function deleteTerm(
  ex: Executor,
  table: TaxonomyTable,
  id: string,
  link: { assetId: PgColumn; termId: PgColumn },
  linkedIds: string[],
): Promise<void> {
  const affected = await ex
    .selectDistinct({ assetId: link.assetId })
    .from(link.assetId.table)
    .where(inArray(link.termId, linkedIds));
  await ex.delete(table).where(eq(table.id, id));
  await refreshAssets(
    ex,
    affected.map((row) => row.assetId as string),
  );
}
