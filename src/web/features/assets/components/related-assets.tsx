import { assetsMessages } from '@shared/messages/assets';
import { AssetThumbnail } from '@web/components/asset-thumbnail';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/lib/paths';
import { Link } from 'react-router';
import { useRelatedAssets } from '../api/get-related-assets';
import { assetTypeLabel } from '../lib/labels';
import { PublicationBadge } from './publication-badge';

/** Up to 6 related files (SPEC section 9's score, computed by the server), each opening its page. */
export function RelatedAssets({ id }: { id: string }) {
  const related = useRelatedAssets(id);
  if (related.isError || (related.data && related.data.items.length === 0)) return null;
  return (
    <section aria-labelledby="related-title" className="grid gap-4">
      <h2 id="related-title" className="font-semibold text-lg tracking-tight">
        {assetsMessages.assetPage.related}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="related-assets">
        {related.isPending
          ? [0, 1, 2, 3, 4, 5].map((n) => (
              <li key={n}>
                <Skeleton className="aspect-[4/3] rounded-lg" />
                <Skeleton className="mt-2 h-4 w-3/4" />
              </li>
            ))
          : related.data.items.map((asset) => (
              <li key={asset.id}>
                <Link
                  to={paths.asset(asset.id)}
                  className="group grid gap-2 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
                >
                  <AssetThumbnail
                    asset={asset}
                    fit="contain"
                    className="aspect-[4/3] w-full rounded-lg border transition-shadow group-hover:shadow-md"
                  />
                  <span className="grid gap-0.5">
                    <span className="line-clamp-2 font-medium text-sm leading-snug group-hover:underline">
                      {asset.title}
                    </span>
                    <span className="text-muted-foreground text-xs">{assetTypeLabel(asset.type)}</span>
                    <PublicationBadge asset={asset} className="mt-0.5 px-1.5 text-[0.6875rem]" />
                  </span>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}
