import { SETTING_KEYS } from '../../../shared/constants';
import {
  compileForbiddenExpressions,
  expressionKey,
  type ForbiddenExpressionMatcher,
  storedExpressionList,
} from '../../../shared/domain/content-check';
import { foldForMatching } from '../../../shared/domain/text';
import type { Asset } from '../../../shared/schemas/asset';
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

    /** The setting that holds the list, for a caller that reads it with its own first statement. */
    settingKey: SETTING_KEYS.forbiddenExpressions,

    /**
     * `forViewer` for assets made for this answer alone (a search page): the field is set on them
     * instead of on copies, which cost as much as finding the warnings of a page already seen.
     * `stored`: the setting `settingKey` as the caller read it for this answer (else it is read here).
     */
    async annotate<T extends Asset>(
      viewer: Pick<SessionUser, 'role'>,
      assets: T[],
      stored?: { value: unknown },
    ): Promise<T[]> {
      if (viewer.role !== 'admin' || assets.length === 0) return assets;
      const warnings = warningsFor(
        stored ? storedExpressionList(stored.value) : await forbiddenExpressions(),
      );
      for (const asset of assets) asset.contentWarnings = warnings(asset.title, asset.description);
      return assets;
    },

    async one<T extends Asset>(viewer: Pick<SessionUser, 'role'>, asset: T): Promise<T> {
      const [annotated] = await forViewer(viewer, [asset]);
      return annotated ?? asset;
    },
  };
}

export type ContentWarnings = ReturnType<typeof createContentWarnings>;
