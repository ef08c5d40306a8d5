import { addDays, networkDay } from '@shared/domain/network-date';
import { campaignsMessages } from '@shared/messages/campaigns';
import type { Campaign } from '@shared/schemas/campaign';
import { HomeSection } from '@web/components/home-section';
import { paths } from '@web/lib/paths';
import { useCampaigns } from '../api/get-campaigns';
import { CampaignCard } from './campaign-card';

const m = campaignsMessages.campaignsPage;
/** 'Próximas campanhas' look this far ahead. */
const UPCOMING_DAYS = 60;
/** Cards per section: one row on a wide screen; the calendar has the rest. */
const CARDS = 4;

/** The home's two rows: what runs today, then what starts in the next 60 days. */
const ROWS = [
  {
    id: 'home-campaigns-current',
    status: 'em_andamento',
    title: m.homeCurrentTitle,
    description: m.homeCurrentDescription,
  },
  {
    id: 'home-campaigns-upcoming',
    status: 'agendada',
    title: m.homeUpcomingTitle,
    description: m.homeUpcomingDescription,
  },
] as const;

/**
 * The signed-in home's 'Campanhas em andamento' and 'Próximas campanhas' (next 60 days), each a row
 * of cards; a section with nothing in it is not shown (nor is anything while loading or failing:
 * the home has other things to show). The first row shown links to the calendar.
 */
export function HomeCampaigns({ className }: { className?: string }) {
  const today = networkDay(new Date());
  const query = useCampaigns(today, addDays(today, UPCOMING_DAYS));
  if (!query.data) return null;
  const campaigns = query.data.items;
  const rows = ROWS.map((row) => ({
    ...row,
    items: campaigns.filter((campaign) => campaign.status === row.status),
  })).filter((row) => row.items.length > 0);
  if (rows.length === 0) return null;
  return (
    <div className={className}>
      <div className="grid gap-12">
        {rows.map((row, index) => (
          <CampaignRow
            key={row.id}
            id={row.id}
            title={row.title}
            description={row.description}
            items={row.items}
            withLink={index === 0}
          />
        ))}
      </div>
    </div>
  );
}

function CampaignRow({
  id,
  title,
  description,
  items,
  withLink,
}: {
  id: string;
  title: string;
  description: string;
  items: Campaign[];
  withLink: boolean;
}) {
  return (
    <HomeSection
      id={id}
      title={title}
      description={description}
      linkTo={withLink ? paths.campaigns : undefined}
      linkLabel={m.homeSeeCalendar}
    >
      {/* A phone shows the row as a row: it scrolls sideways, a card and a bit of the next on screen. */}
      <ul className="-mx-4 mt-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4">
        {items.slice(0, CARDS).map((campaign) => (
          <li key={campaign.id} className="w-[78%] shrink-0 snap-start scroll-ml-4 sm:w-auto">
            <CampaignCard campaign={campaign} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
