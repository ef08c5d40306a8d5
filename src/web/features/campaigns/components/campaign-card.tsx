import type { Campaign } from '@shared/schemas/campaign';
import { AssetThumbnail } from '@web/components/asset-thumbnail';
import { paths } from '@web/lib/paths';
import { cn } from '@web/lib/utils';
import { MegaphoneIcon } from 'lucide-react';
import { Link } from 'react-router';
import { barColour } from '../lib/bar-colors';
import { longRange, shortRange } from '../lib/campaign-dates';
import { CampaignStatusBadge } from './campaign-status-badge';

/** A campaign on the home: its cover (or its colour), name, dates and status; opens the campaign. */
export function CampaignCard({ campaign }: { campaign: Campaign }) {
  return (
    <Link
      to={paths.campaign(campaign.id)}
      className="group flex h-full flex-col overflow-hidden rounded-lg border bg-card shadow-xs outline-none transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      {campaign.thumbnailUrl ? (
        <AssetThumbnail
          asset={{ type: 'image', thumbnailUrl: campaign.thumbnailUrl, placeholder: campaign.placeholder }}
          className="aspect-[16/9] w-full"
        />
      ) : (
        <span
          aria-hidden
          className={cn(
            'flex aspect-[16/9] w-full items-center justify-center text-white/85',
            barColour(campaign.id),
          )}
        >
          <MegaphoneIcon className="size-8" strokeWidth={1.5} />
        </span>
      )}
      <span className="flex flex-1 flex-col gap-1.5 p-3">
        <span className="line-clamp-2 break-words font-medium leading-snug">{campaign.name}</span>
        <span className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <span className="text-muted-foreground text-xs">
            <span aria-hidden>{shortRange(campaign.startsOn, campaign.endsOn)}</span>
            <span className="sr-only">{longRange(campaign.startsOn, campaign.endsOn)}</span>
          </span>
          <CampaignStatusBadge status={campaign.status} />
        </span>
      </span>
    </Link>
  );
}
