/**
 * Where a search hit was found inside its file (issue 39): the pages of `asset_text` that hold the
 * words, each with a snippet. PostgreSQL marks the words (ts_headline, through the configuration of
 * migration 0021 that folds accents as the search does, so "avaliacao" marks "avaliação") with two
 * control characters no stored text holds (extraction drops them, the edit schema refuses them);
 * everything else is then escaped and those two become `<mark>` and `</mark>`.
 */
import { type SQL, sql } from 'drizzle-orm';
import { anyWordTsQuery, prefixTsQuery, sqlList } from './search-sql';

export interface FileMatch {
  page: number;
  /** HTML-escaped text with the found words in `<mark>…</mark>`. */
  snippet: string;
}

const OPEN = '\u0001';
const CLOSE = '\u0002';
const HEADLINE_OPTIONS = `StartSel=${OPEN}, StopSel=${CLOSE}, MaxWords=22, MinWords=10, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * The pages of `ids` with any of the words (a file may hold them on different pages), the pages with
 * all of them first, at most `perAsset` each; assets whose title, taxonomy or description holds the
 * words are left out. Null when the text holds no word.
 */
export function fileMatchesQuery(ids: string[], text: string, perAsset: number): SQL | null {
  const all = prefixTsQuery(text);
  const any = anyWordTsQuery(text);
  if (!all || !any) return null;
  const qAll = sql`to_tsquery('portuguese', f_unaccent(${all}))`;
  const qAny = sql`to_tsquery('portuguese', f_unaccent(${any}))`;
  return sql`select asset_id, page, headline from (
      select t.asset_id, t.page,
        ts_headline('portuguese_unaccent', t.text, to_tsquery('portuguese_unaccent', ${any}), ${HEADLINE_OPTIONS}) as headline,
        row_number() over (partition by t.asset_id order by (t.vector @@ ${qAll}) desc, t.page) as n
      from asset_text t join assets a on a.id = t.asset_id
      where t.asset_id in (${sqlList(ids)}) and t.vector @@ ${qAny} and not a.search_vector @@ ${qAll}
    ) found where n <= ${perAsset} order by asset_id, n`;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** A headline as the API sends it: whitespace folded, escaped, the marked words in `<mark>`. */
export function snippetOf(headline: string): string {
  return headline
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)
    .replaceAll(OPEN, '<mark>')
    .replaceAll(CLOSE, '</mark>');
}
