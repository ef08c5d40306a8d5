import type { Asset } from '@shared/schemas/asset';
import { useResultsController } from '../hooks/use-results-controller';
import { AssetResults } from './asset-results';
import { ResultsPreviewDialog } from './preview-dialog';

/**
 * A fixed list of assets shown as the gallery shows its results (the 'Grade' cards with their
 * preview, download and copy-link actions), in the order given: a campaign's pieces.
 */
export function AssetGrid({ items, listKey }: { items: readonly Asset[]; listKey: string }) {
  const controller = useResultsController(items, listKey);
  return (
    <>
      <AssetResults items={items} view="large" controller={controller} />
      <ResultsPreviewDialog controller={controller} />
    </>
  );
}
