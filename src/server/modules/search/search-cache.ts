import { LRUCache } from 'lru-cache';
import type { AssetList } from '../../../shared/schemas/search';
import type { Audience } from '../asset-read';
import { type CountCacheOptions, createCountCache } from './count-cache';
import {
  CROWD_VERSION_AGE,
  createSearchService,
  type SearchService,
  type SearchServiceDeps,
} from './search.service';
import { filtersOf, type PreparedSearch, type ReadPage } from './search-page';
import { atLeast, readsFileWords, versionOf } from './search-versions';
import type { TextChanges } from './text-changes';

/** A frozen object cannot change: its JSON can be remembered (kept-answer-serializer.ts). */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * How far behind the library an answer may be when a crowd is served from memory (search.service.ts
 * asks only while searches wait for a slot): during a burst of uploads every commit moves the
 * version, and a crowd waiting for each search to be read again would wait on every commit.
 */
export const STALE_ANSWER_MS = CROWD_VERSION_AGE.stale;

/** The version an answer is kept under: `listed`, and `texts` for a search with words in the files. */
const answerVersionOf = ({ params, text, context }: Pick<PreparedSearch, 'params' | 'text' | 'context'>) =>
  versionOf(context.listed, context.texts, readsFileWords({ text, scope: params.scope }));

/**
 * How far behind the view and download counters (migration 0029) a kept answer's counts, and its
 * order when sorted by them, may be: while the network opens pages a view is counted every few
 * milliseconds, and an answer read again after each one would be read again for nearly every search.
 */
export const COUNTERS_LAG_MS = 5000;

/**
 * A page as read, whether its counts were current (else it is read again next time) and the ids it
 * was chosen from (search-page.ts), with the counters' version read before it and when (its view and
 * download counts are as of then or later).
 */
type KeptAnswer = ReadPage & { counters: string; countedAt: number };

/** A page just read from the database, stamped with the counters' version its search started from. */
const stamped = (read: ReadPage, { context }: PreparedSearch): KeptAnswer => ({
  ...read,
  counters: context.counters,
  countedAt: context.readAt,
});

/**
 * The search service with its counts and answers kept in memory (lru-cache), each under the version
 * of the library it depends on. `answerBytes`: bytes of answers kept (the most recently used); 0
 * keeps none. `countCache`: how counts are kept (the defaults suit a gallery).
 */
export function createCachedSearchService({
  answerBytes,
  countCache = {},
  textChanges,
  ...deps
}: SearchServiceDeps & {
  answerBytes: number;
  countCache?: CountCacheOptions;
  /** Which words each move of the file words' version touched (none: every such move drops answers). */
  textChanges?: TextChanges;
}): SearchService {
  const onError = deps.onBackgroundError ?? (() => {});
  const counts = createCountCache(
    (filters) => deps.search.countMatches(filters),
    countCache,
    (error) => onError(error, 'recount'),
    textChanges,
  );
  const service = createSearchService({ ...deps, counts });
  if (answerBytes <= 0) return service;

  /**
   * Answers kept under the library's `listed` version (migration 0017): it moves with every change to
   * anything a list shows, on this process or any other on the same database, and is read by the
   * search's first statement, so a kept answer is exactly what the database would answer now. The
   * key holds everything else an answer depends on: the audience (admins see every asset and its
   * publication state on its day; the others what is published that day) and the search as asked.
   * An answer is kept frozen, and once sent its JSON is kept besides (kept-answer-serializer.ts):
   * about twice its JSON's length (an answer of 40 assets is about 50 KB as JSON).
   */
  const answers = new LRUCache<string, KeptAnswer, { asked: PreparedSearch; audience: Audience }>({
    maxSize: answerBytes,
    sizeCalculation: (answer, key) => 2 * JSON.stringify(answer.page).length + key.length,
    // An answer pushed out while it is read still answers those waiting for it.
    ignoreFetchAbort: true,
    fetchMethod: async (key, _previous, { context: { asked, audience } }) => {
      // A failure to tell what the file words' moves did is reported, and the search read again.
      const carried = await carriedOver(asked, audience).catch((error: unknown) => {
        onError(error, 'text changes');
        return undefined;
      });
      const answer = carried ?? stamped(await service.read(asked, audience), asked);
      if (answer.current) latest.set(searchKeyOf(asked, audience), { key, version: answerVersionOf(asked) });
      return { ...answer, page: deepFreeze(answer.page) };
    },
  });
  /** Whether a kept answer still answers `asked`: its counts current, its counters at most the lag behind. */
  const upToDate = (kept: KeptAnswer | undefined, { context }: PreparedSearch): kept is KeptAnswer =>
    kept?.current === true &&
    (atLeast(kept.counters, context.counters) || context.readAt - kept.countedAt <= COUNTERS_LAG_MS);
  /**
   * When only the file words' version moved since a search's last answer (text-changes.ts): that
   * answer if no move touched its words, as typed or as corrected; if the moves only gave words to
   * files that had none, the page read again among its own rows and those files alone (they can only
   * have joined it), its counts patched likewise (count-cache.ts); else nothing (read it again).
   */
  const carriedOver = async (asked: PreparedSearch, audience: Audience): Promise<KeptAnswer | undefined> => {
    if (!textChanges || !asked.text) return;
    const last = latest.get(searchKeyOf(asked, audience));
    const kept = last && answers.peek(last.key);
    const [listed, texts] = last?.version.split(':') ?? [];
    if (!upToDate(kept, asked) || !texts || listed !== asked.context.listed || texts === asked.context.texts)
      return;
    const words = [asked.text, kept.page.correctedQuery].filter(Boolean).join(' ');
    const moves = await textChanges.since(words, texts, asked.context.texts);
    if (moves.kind === 'untouched') return kept;
    // A page that found nothing, or found it through corrected words, may now find the words as typed.
    if (moves.kind !== 'grown' || kept.page.correctedQuery || kept.page.items.length === 0) return;
    // None of those files is found by this search: nothing it answers changed.
    const grown = await textChanges.grownMatches(filtersOf(asked, audience), moves.ids);
    if (Object.keys(grown).length === 0) return kept;
    return stamped(await service.read(asked, audience, [...new Set([...kept.ids, ...moves.ids])]), asked);
  };
  /**
   * Where the last current answer of each search is kept among the answers above, and the version it
   * is kept under (answerVersionOf). It holds keys, not pages: an answer the byte budget pushed out is
   * not kept alive here.
   */
  const latest = new LRUCache<string, { key: string; version: string }>({ max: 5000 });
  /**
   * When each recent version an answer is kept under (answerVersionOf) was last read as the
   * library's: an answer kept under it is behind the library by at most the time since (a version
   * kept answering without being read again may have been current until just before the library moved).
   */
  const lastCurrent = new Map<string, number>();
  const noteVersion = ({ listed, texts, readAt }: PreparedSearch['context']) => {
    for (const version of [listed, versionOf(listed, texts, true)]) {
      if ((lastCurrent.get(version) ?? -1) >= readAt) continue;
      lastCurrent.delete(version);
      lastCurrent.set(version, readAt);
      if (lastCurrent.size > 64) lastCurrent.delete(lastCurrent.keys().next().value as string);
    }
  };
  /** The last current answer of a search if the library moved past it at most STALE_ANSWER_MS ago. */
  const recentAnswer = (asked: PreparedSearch, audience: Audience): AssetList | undefined => {
    const last = latest.get(searchKeyOf(asked, audience));
    const seen = last && lastCurrent.get(last.version);
    if (!last || seen === undefined || Date.now() - seen > STALE_ANSWER_MS) return undefined;
    return answers.peek(last.key)?.page;
  };
  const refreshing = new Set<string>();

  /** Reads the answer of `key` again in the background, in a search slot (one at a time per key). */
  const refresh = (key: string, asked: PreparedSearch, audience: Audience) => {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    service
      .inSlot(() => answers.forceFetch(key, { context: { asked, audience }, forceRefresh: true }))
      .catch((error: unknown) => onError(error, 'search refresh'))
      .finally(() => refreshing.delete(key));
  };

  /** The key of a search whatever the library's version. */
  const searchKeyOf = (asked: PreparedSearch, audience: Audience) => keyOf(asked, audience, '');

  const keyOf = (
    { params, text, sort, context }: PreparedSearch,
    audience: Audience,
    version = answerVersionOf({ params, text, context }),
  ) =>
    JSON.stringify([
      version,
      audience.seesAll,
      audience.today,
      text ?? null,
      sort,
      params.categories,
      params.tags,
      params.types,
      params.scope ?? null,
      params.from ?? null,
      params.to ?? null,
      params.ids,
      params.limit,
      params.cursor ?? null,
    ]);

  return {
    ...service,
    // A crowd asking the same page at once waits for one reading (lru-cache's `fetch`).
    list: service.listWith(
      async (asked, audience) => {
        noteVersion(asked.context);
        const key = keyOf(asked, audience);
        const kept = answers.peek(key);
        const stale = kept !== undefined && !upToDate(kept, asked);
        return (await answers.forceFetch(key, { context: { asked, audience }, forceRefresh: stale })).page;
      },
      // A crowd (search.service.ts): the answer kept under these versions, else the search's last
      // answer if at most STALE_ANSWER_MS behind, while the current one is read in the background.
      (asked, audience) => {
        noteVersion(asked.context);
        const key = keyOf(asked, audience);
        const exact = answers.get(key);
        if (upToDate(exact, asked)) return exact.page;
        const page = recentAnswer(asked, audience);
        if (!page) return undefined;
        refresh(key, asked, audience);
        return page;
      },
    ),
  };
}
