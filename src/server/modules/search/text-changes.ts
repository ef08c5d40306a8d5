import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../platform/db/client';
import { anyWordTsQuery } from './search-sql';

/**
 * The words each move of the file words' version changed (migration 0024), asked by the search
 * cache: a kept answer of a search none of whose words a move touched is still the answer after it.
 */
export function createTextChanges(db: Database) {
  return {
    /**
     * Whether no move of `texts` after `from`, up to `to`, touched any word of `text` (as search
     * matches it: the same stems, each word also as a prefix). False when a version in between was
     * not recorded (pruned, or from before migration 0024).
     */
    async untouched(text: string, from: string, to: string): Promise<boolean> {
      const any = anyWordTsQuery(text);
      if (!any) return false;
      const [row] = await queryRows<{ recorded: boolean; touched: boolean }>(
        db,
        sql`select
          (select count(*) from text_changes where texts > ${from}::bigint and texts <= ${to}::bigint and lexeme = '')
            = ${to}::bigint - ${from}::bigint as recorded,
          exists (select 1 from text_changes where texts > ${from}::bigint and texts <= ${to}::bigint and lexeme <> ''
            and array_to_tsvector(array[lexeme]) @@ to_tsquery('portuguese', f_unaccent(${any}))) as touched`,
      );
      return Boolean(row?.recorded) && !row?.touched;
    },
  };
}

export type TextChanges = ReturnType<typeof createTextChanges>;
