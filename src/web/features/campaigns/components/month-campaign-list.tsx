import type { Campaign } from '@shared/schemas/campaign';
import { CardLink } from '@web/components/card-link';
import { paths } from '@web/lib/paths';
import { cn } from '@web/lib/utils';
import { barColour } from '../lib/bar-colors';
import { longRange, shortRange } from '../lib/campaign-dates';
import { CampaignStatusBadge } from './campaign-status-badge';

/**
 * The month's campaigns as a list, the earliest first: what a phone shows instead of the grid, and
 * what a larger screen shows under it. Each row is a link to the campaign page.
 */
export function MonthCampaignList({ items, empty }: { items: readonly Campaign[]; empty: string }) {
  if (items.length === 0)
    return (
      <p className="rounded-xl border border-dashed px-4 py-8 text-center text-muted-foreground text-sm">
        {empty}
      </p>
    );
  return (
    <ul className="divide-y overflow-hidden rounded-xl border bg-card">
      {items.map((campaign) => (
        <li
          key={campaign.id}
          className="relative flex items-center gap-3 px-4 py-3 hover:bg-muted/40 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-inset"
        >
          <span aria-hidden className={cn('h-10 w-1.5 shrink-0 rounded-full', barColour(campaign.id))} />
          <div className="min-w-0 flex-1">
            <CardLink to={paths.campaign(campaign.id)} className="line-clamp-2 break-words font-medium">
              {campaign.name}
            </CardLink>
            <p className="mt-0.5 text-muted-foreground text-sm">
              <span aria-hidden>{shortRange(campaign.startsOn, campaign.endsOn)}</span>
              <span className="sr-only">{longRange(campaign.startsOn, campaign.endsOn)}</span>
            </p>
          </div>
          <CampaignStatusBadge status={campaign.status} />
        </li>
      ))}
    </ul>
  );
}
