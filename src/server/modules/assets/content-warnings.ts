import {
  compileForbiddenExpressions,
  type ForbiddenExpressionMatcher,
} from '../../../shared/domain/content-check';
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
  // The list is read on every answer, but compiled only when it differs from the last one read; the
  // warnings of a text are a function of the text and the list, so they are kept with the list (by
  // title, then description: no key string to build for each asset of a page).
  let compiled: {
    list: string;
    match: ForbiddenExpressionMatcher;
    found: Map<string, Map<string, string[]>>;
    size: number;
  } | null = null;
  function warningsFor(expressions: string[]): (title: string, description: string) => string[] {
    const list = JSON.stringify(expressions);
    if (compiled?.list !== list) {
      compiled = { list, match: compileForbiddenExpressions(expressions), found: new Map(), size: 0 };
    }
    const kept = compiled;
    return (title, description) => {
      let byDescription = kept.found.get(title);
      let warnings = byDescription?.get(description);
      if (!warnings) {
        warnings = kept.match([title, description]);
        if (kept.size >= REMEMBERED) {
          kept.found.clear();
          kept.size = 0;
        }
        if (!byDescription) {
          byDescription = new Map();
          kept.found.set(title, byDescription);
        }
        byDescription.set(description, warnings);
        kept.size++;
      }
      return [...warnings];
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

    async one<T extends Asset>(viewer: Pick<SessionUser, 'role'>, asset: T): Promise<T> {
      const [annotated] = await forViewer(viewer, [asset]);
      return annotated ?? asset;
    },
  };
}

export type ContentWarnings = ReturnType<typeof createContentWarnings>;
