import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { assets } from '../../platform/db/schema/index';

/** The whole row less the search data (the tsvectors, the taxonomy text and ids). */
const {
  searchVector: _searchVector,
  titleVector: _titleVector,
  labelVector: _labelVector,
  textVector: _textVector,
  fullVector: _fullVector,
  taxonomyText: _taxonomyText,
  categoryIds: _categoryIds,
  tagIds: _tagIds,
  ...rowColumns
} = getTableColumns(assets);

/**
 * The columns a screen shows: the row less its search data and the hashes, which only search and
 * ingest read. Lists load 40 of these a page.
 */
const { phash: _phash, sha256: _sha256, ...shownColumns } = rowColumns;

export { rowColumns, shownColumns };

type AssetRow = typeof assets.$inferSelect;
/** A row without its search data, which only search reads (the wide part of the row). */
export type StoredAssetRow = Omit<
  AssetRow,
  | 'searchVector'
  | 'titleVector'
  | 'labelVector'
  | 'textVector'
  | 'fullVector'
  | 'taxonomyText'
  | 'categoryIds'
  | 'tagIds'
>;
export type ShownAssetRow = Omit<StoredAssetRow, 'phash' | 'sha256'>;

/** A shown row with what a list names besides: its uploader, its unit, its category and tag ids. */
export interface LoadedRow {
  row: ShownAssetRow;
  uploaderName: string | null;
  unitName: string | null;
  unitIsFranchisor: boolean | null;
  categoryIds: string[];
  tagIds: string[];
}

/** A row as a statement selecting LISTED_COLUMNS returns it, before parseListedRow. */
export type ListedRow = Record<string, unknown>;

const shown = Object.entries(shownColumns);

/**
 * What a list shows of asset `a` and of its uploader `u` and unit `n` (joined by LISTED_JOINS), for a
 * statement that picks the page and reads its rows at once (search: one round trip a page instead of
 * two). The id arrays come as text: splitting it costs a fraction of parsing an array literal.
 */
export const LISTED_COLUMNS: SQL = sql.raw(
  [
    ...shown.map(([key, column]) => `a.${column.name} as "${key}"`),
    'u.name as "uploaderName"',
    'n.name as "unitName"',
    'n.is_franchisor as "unitIsFranchisor"',
    `array_to_string(a.category_ids, ',') as "categoryIds"`,
    `array_to_string(a.tag_ids, ',') as "tagIds"`,
  ].join(', '),
);

/**
 * The uploader and the unit of LISTED_COLUMNS, joined. They were three scalar subqueries a row: each a
 * scan of a one-page table, and on PGlite each scan's start asks the file's size (an `fstat` through
 * Emscripten's file system): three a row. Joined, the planner reads the uploader by its key and the
 * unit once, and the page query is faster for it on PGlite though a little dearer to plan
 * (docs/performance.md).
 */
export const LISTED_JOINS: SQL = sql.raw(
  'left join users u on u.id = a.uploaded_by left join units n on n.id = a.unit_id',
);

const ids = (text: unknown): string[] => (typeof text === 'string' && text ? text.split(',') : []);

/**
 * A row read with LISTED_COLUMNS as drizzle would have given it: each value through its column's own
 * `mapFromDriverValue` (dates, bigints, reals), as drizzle's select does, without its per-field
 * dispatch (a measurable share of a search's CPU under load: docs/performance.md).
 */
export function parseListedRow(raw: ListedRow): LoadedRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of shown) {
    const value = raw[key];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return {
    row: row as unknown as ShownAssetRow,
    uploaderName: (raw.uploaderName as string | null) ?? null,
    unitName: (raw.unitName as string | null) ?? null,
    unitIsFranchisor: (raw.unitIsFranchisor as boolean | null) ?? null,
    categoryIds: ids(raw.categoryIds),
    tagIds: ids(raw.tagIds),
  };
}
