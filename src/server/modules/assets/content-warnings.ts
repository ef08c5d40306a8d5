import { findForbiddenExpressionsIn } from '../../../shared/domain/content-check';
import type { Asset } from '../../../shared/schemas/asset';
import type { SessionUser } from '../../../shared/schemas/user';

interface Deps {
  /** The current list (settings): read once per answer, so an edited list applies at once. */
  forbiddenExpressions: () => Promise<string[]>;
}

/**
 * The content check (issue 16): an admin's answers carry, on each asset, the forbidden expressions
 * its title and description contain (`contentWarnings`, in the list's order). Computed on read, so
 * editing the list changes every asset's warnings at once; other roles never get the field. It only
 * warns: nothing is refused for it.
 */
export function createContentWarnings({ forbiddenExpressions }: Deps) {
  async function forViewer<T extends Asset>(viewer: Pick<SessionUser, 'role'>, assets: T[]): Promise<T[]> {
    if (viewer.role !== 'admin' || assets.length === 0) return assets;
    const expressions = await forbiddenExpressions();
    return assets.map((asset) => ({
      ...asset,
      contentWarnings: findForbiddenExpressionsIn([asset.title, asset.description], expressions),
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
