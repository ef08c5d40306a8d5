import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { type Database, queryRows } from '../../platform/db/client';
import { anyWordTsQuery, conditions, type SearchFilters, source, sqlList, textQuery } from './search-sql';

/**
 * What the moves of the file words' version in a range did to a search with words:
 * - `untouched`: no move touched any of its words; its answer and counts are as they were;
 * - `grown`: the moves that touched them only gave words to files that had none in search (`ids`),
 *   so those files can only have joined the last relevance tier (the file's words): its answer is
 *   its old page merged with them, its counts its old ones plus theirs;
 * - `unknown`: anything else (words changed or removed, too many files, a version not recorded).
 */
export type TextMoves = { kind: 'untouched' } | { kind: 'grown'; ids: string[] } | { kind: 'unknown' };

/** Files a patch takes at most; past them the search is read again (a library being reindexed). */
export const GROWN_MAX = 500;

/**
 * The words and files each move of the file words' version changed (migrations 0024 and 0026), asked
 * by the search cache: a kept answer or count is carried over or patched rather than read again.
 */
export function createTextChanges(db: Database) {
  /**
   * Answers asked in the last seconds: after a move every touched search asks the same range, its
   * count and its answer each ask it, and a crowd asks at once (one query for all of them).
   */
  const recent = new LRUCache<string, Promise<unknown>>({ max: 2000, ttl: 10_000 });
  const once = <T>(key: unknown[], ask: () => Promise<T>): Promise<T> => {
    const id = JSON.stringify(key);
    let found = recent.get(id) as Promise<T> | undefined;
    if (!found) {
      found = ask();
      recent.set(id, found);
      found.catch(() => recent.delete(id));
    }
    return found;
  };

  return {
    /**
     * What the moves after `from`, up to `to`, did to a search of `text` (matched as search matches
     * it: the same stems, each word also as a prefix). Unknown when a version in between was not
     * recorded (pruned, or from before migration 0026).
     */
    since(text: string, from: string, to: string): Promise<TextMoves> {
      return once(['since', text.toLowerCase(), from, to], () => moves(text, from, to));
    },

    /**
     * How many of `ids` (files that had no words in search) `filters` now finds through their file's
     * words alone, per type (the type filter ignored, as counts ignore it): what they add to the counts.
     */
    grownMatches(filters: SearchFilters, ids: string[]): Promise<Record<string, number>> {
      return once(['grown', { ...filters, types: undefined }, ids], () => grownMatches(filters, ids));
    },
  };

  async function moves(text: string, from: string, to: string): Promise<TextMoves> {
    const any = anyWordTsQuery(text);
    if (!any || BigInt(to) < BigInt(from)) return { kind: 'unknown' };
    const range = sql`texts > ${from}::bigint and texts <= ${to}::bigint`;
    const [row] = await queryRows<{
      recorded: boolean;
      touched: boolean;
      grew: boolean;
      ids: string[] | null;
    }>(
      db,
      sql`with moved as (
            select asset_id, bool_and(grew) as grew from text_change_assets where ${range} group by asset_id)
          select
            (select count(*) from text_changes where ${range} and lexeme = '') = ${to}::bigint - ${from}::bigint as recorded,
            exists (select 1 from text_changes where ${range} and lexeme <> ''
              and array_to_tsvector(array[lexeme]) @@ to_tsquery('portuguese', f_unaccent(${any}))) as touched,
            coalesce((select bool_and(grew) from moved), true) as grew,
            (select array_agg(asset_id::text) from (select asset_id from moved limit ${GROWN_MAX + 1}) m) as ids`,
    );
    if (!row?.recorded) return { kind: 'unknown' };
    if (!row.touched) return { kind: 'untouched' };
    const ids = row.ids ?? [];
    return row.grew && ids.length <= GROWN_MAX ? { kind: 'grown', ids } : { kind: 'unknown' };
  }

  async function grownMatches(filters: SearchFilters, ids: string[]): Promise<Record<string, number>> {
    const q = textQuery(filters.text);
    if (!q || ids.length === 0 || filters.scope === 'labels') return {};
    const found = await queryRows<{ type: string; n: number | string }>(
      db,
      sql`select a.type, count(*) as n from ${source(filters.publishedOn)} a
          where ${sql.join(conditions(filters, { withTypes: false }), sql` and `)}
            and a.id in (${sqlList(ids)}) and not a.search_vector @@ ${q}
          group by a.type`,
    );
    return Object.fromEntries(found.map((r) => [r.type, Number(r.n)]));
  }
}

export type TextChanges = ReturnType<typeof createTextChanges>;
