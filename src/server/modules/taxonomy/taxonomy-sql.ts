// Query helpers shared by the categories and tags repositories.
import { and, eq, like, ne, or, type SQL, sql } from 'drizzle-orm';
import { slugify } from '../../../shared/domain/slugify';
import type { Database } from '../../db/client';
import type { categories, tags } from '../../db/schema/index';
import { refreshTaxonomyText } from '../../db/taxonomy-text';

/** The database or an open transaction: what the taxonomy helpers need of either. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

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
