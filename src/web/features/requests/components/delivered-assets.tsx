import { format } from '@shared/messages/format';
import { requestsMessages } from '@shared/messages/requests';
import type { DeliveredAsset } from '@shared/schemas/request';
import { AssetThumbnail } from '@web/components/asset-thumbnail';
import { paths } from '@web/lib/paths';
import { Link } from 'react-router';

const m = requestsMessages.requests;

/** The pieces that answered the request, in the order given, each leading to its asset page. */
export function DeliveredAssets({ assets }: { assets: readonly DeliveredAsset[] }) {
  if (assets.length === 0) return <p className="text-muted-foreground text-sm">{m.deliveredEmpty}</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="delivered-assets">
      {assets.map((asset) => (
        <li key={asset.id}>
          <Link
            to={paths.asset(asset.id)}
            aria-label={format(m.openAsset, { title: asset.title })}
            className="group grid gap-2 rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <AssetThumbnail
              asset={{ type: asset.type, thumbnailUrl: asset.thumbnailUrl, placeholder: null }}
              className="aspect-[4/3] w-full rounded-lg border"
            />
            <span className="line-clamp-2 break-words font-medium text-sm group-hover:underline">
              {asset.title}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
