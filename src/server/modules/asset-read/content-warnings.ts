import {
  compileForbiddenExpressions,
  expressionKey,
  type ForbiddenExpressionMatcher,
} from '../../../shared/domain/content-check';
import { foldForMatching } from '../../../shared/domain/text';
import type { Asset } from '../../../shared/schemas/asset';
import type { AssetList } from '../../../shared/schemas/search';
import type { SessionUser } from '../../../shared/schemas/user';

interface Deps {
  /** The current list (settings): read once per answer, so an edited list applies at once. */
  forbiddenExpressions: () => Promise<string[]>;
}

/** Texts whose warnings are remembered per list: the same titles come back page after page. */
const REMEMBERED = 5000;

/**
 * The content check (issue 16): an admin's answers carry, on each asset, the forbidden expressions
 * its title and description contain (`contentWarnings`, in the list's order). Computed on read, so
 * editing the list changes every asset's warnings at once; other roles never get the field. It only
 * warns: nothing is refused for it.
 */
export function createContentWarnings({ forbiddenExpressions }: Deps) {
  // The list is read on every answer, but compiled only when it differs from the last one read. The
  // warnings of a text are a function of the text and the list, so they are kept with the list, per
  // text: descriptions repeat across a library far more than titles do, and an asset's warnings are
  // those of its title and of its description together, in the list's order.
  let compiled: {
    list: string;
    match: ForbiddenExpressionMatcher;
    /** Each expression's place in the list (the matcher answers in that order). */
    rank: Map<string, number>;
    /**
     * The first word of each expression, folded: a text whose folded form holds none of them matches
     * none (most texts), which a substring test tells at a fraction of the patterns' cost.
     */
    firstWords: string[];
    found: Map<string, string[]>;
  } | null = null;
  function warningsFor(expressions: string[]): (title: string, description: string) => string[] {
    const list = JSON.stringify(expressions);
    if (compiled?.list !== list) {
      const rank = new Map<string, number>();
      expressions.forEach((expression, i) => {
        if (!rank.has(expression)) rank.set(expression, i);
      });
      const firstWords = [
        ...new Set(expressions.map((e) => expressionKey(e).split(' ')[0] ?? '').filter(Boolean)),
      ];
      compiled = {
        list,
        match: compileForbiddenExpressions(expressions),
        rank,
        firstWords,
        found: new Map(),
      };
    }
    const kept = compiled;
    const of = (text: string): string[] => {
      let warnings = kept.found.get(text);
      if (!warnings) {
        const folded = foldForMatching(text);
        warnings = kept.firstWords.some((word) => folded.includes(word)) ? kept.match([text]) : [];
        if (kept.found.size >= REMEMBERED) kept.found.clear();
        kept.found.set(text, warnings);
      }
      return warnings;
    };
    return (title, description) => {
      const inTitle = of(title);
      const inDescription = of(description);
      if (inDescription.length === 0) return [...inTitle];
      if (inTitle.length === 0) return [...inDescription];
      const both = new Set([...inTitle, ...inDescription]);
      return [...both].sort((x, y) => kept.rank.get(x)! - kept.rank.get(y)!);
    };
  }

  /** Copies of kept pages with their warnings, per list compiled (the same copy while the list is). */
  const annotatedPages = new WeakMap<AssetList, { list: object | null; page: AssetList }>();

  /** The latest read of the list, and when it began (`performance.now()`). */
  let latest: { began: number; list: Promise<string[]> } | undefined;
  /**
   * The list as stored once `since` had passed. A read begun after that instant sees every change
   * committed before it, so it is shared (a crowd of answers costs a few reads, not one each); an
   * earlier one is not, and a new read begins.
   */
  function listSince(since: number): Promise<string[]> {
    if (latest && latest.began >= since) return latest.list;
    const read = { began: performance.now(), list: forbiddenExpressions() };
    latest = read;
    read.list.catch(() => {
      if (latest === read) latest = undefined;
    });
    return read.list;
  }

  async function forViewer<T extends Asset>(viewer: Pick<SessionUser, 'role'>, assets: T[]): Promise<T[]> {
    if (viewer.role !== 'admin' || assets.length === 0) return assets;
    const warnings = warningsFor(await forbiddenExpressions());
    return assets.map((asset) => ({
      ...asset,
      contentWarnings: warnings(asset.title, asset.description),
    }));
  }

  return {
    forViewer,

    /**
     * How search pages are sent to `viewer`: to an admin with the warnings of the list as stored once
     * `since` had passed (by default now; read here, so that a caller reads it while the page is
     * found), to the others as they are. A page made for this answer alone gets the field on its own
     * assets (copies cost as much as finding the warnings of a page already seen); a frozen one (kept
     * in memory and sent again) gets a frozen copy, made once per list, so that its JSON is
     * remembered too (kept-answer-serializer.ts).
     */
    async forPages(
      viewer: Pick<SessionUser, 'role'>,
      since = performance.now(),
    ): Promise<(page: AssetList) => AssetList> {
      if (viewer.role !== 'admin') return (page) => page;
      const warnings = warningsFor(await listSince(since));
      const list = compiled;
      return (page) => {
        if (page.items.length === 0) return page;
        if (!Object.isFrozen(page)) {
          for (const asset of page.items) asset.contentWarnings = warnings(asset.title, asset.description);
          return page;
        }
        const made = annotatedPages.get(page);
        if (made && made.list === list) return made.page;
        const items = page.items.map((asset) => {
          const copy = { ...asset, contentWarnings: warnings(asset.title, asset.description) };
          Object.freeze(copy.contentWarnings);
          return Object.freeze(copy);
        });
        Object.freeze(items);
        const annotated: AssetList = Object.freeze({ ...page, items });
        annotatedPages.set(page, { list, page: annotated });
        return annotated;
      };
    },

    async one<T extends Asset>(viewer: Pick<SessionUser, 'role'>, asset: T): Promise<T> {
      const [annotated] = await forViewer(viewer, [asset]);
      return annotated ?? asset;
    },
  };
}

export type ContentWarnings = ReturnType<typeof createContentWarnings>;
