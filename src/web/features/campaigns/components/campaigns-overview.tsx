import { networkDay } from '@shared/domain/network-date';
import { campaignsMessages } from '@shared/messages/campaigns';
import { format } from '@shared/messages/format';
import type { Campaign } from '@shared/schemas/campaign';
import { Page } from '@web/components/page';
import { LoadError } from '@web/components/state-panels';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/lib/paths';
import { isAdmin, useSessionUser } from '@web/lib/session';
import { cn } from '@web/lib/utils';
import { ChevronLeftIcon, ChevronRightIcon, PlusIcon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCampaigns } from '../api/get-campaigns';
import { isMonthKey, type MonthKey, monthLayout, monthOf, shiftMonth } from '../lib/calendar-layout';
import { monthName, monthTitle } from '../lib/campaign-dates';
import { CampaignFormDialog } from './campaign-form-dialog';
import { MonthCalendar } from './month-calendar';
import { MonthCampaignList } from './month-campaign-list';

const m = campaignsMessages.campaignsPage;
const NO_CAMPAIGNS: Campaign[] = [];
/** The previous and next month buttons, joined into one control. */
const MONTH_STEPS = [
  { step: -1, label: m.previousMonth, icon: ChevronLeftIcon, className: 'size-8 rounded-r-none' },
  { step: 1, label: m.nextMonth, icon: ChevronRightIcon, className: '-ml-px size-8 rounded-l-none' },
] as const;

/**
 * Issue 16 '/campaigns': the month's calendar (Sunday first, today marked, campaigns as bars) with
 * previous, next and 'Hoje'; under it, and instead of it on phones, the month's campaigns as a list.
 * The month is in the address (`?month=2026-11`), so Back and a shared link keep it.
 */
export function CampaignsOverview() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const titleId = useId();
  // Today in Brasília until the server says (its answer carries the day it computed statuses on).
  const browserToday = networkDay(new Date());
  const thisMonth = monthOf(browserToday);
  const asked = params.get('month');
  const month: MonthKey = isMonthKey(asked) ? asked : thisMonth;
  const bounds = monthLayout(month, NO_CAMPAIGNS, browserToday);
  const query = useCampaigns(bounds.firstDay, bounds.lastDay);
  const today = query.data?.today ?? browserToday;
  // Only this month's answer: while the next month loads, the grid stays empty rather than wrong.
  const items = query.data && !query.isPlaceholderData ? query.data.items : NO_CAMPAIGNS;
  const layout = useMemo(() => monthLayout(month, items, today), [month, items, today]);

  const goTo = (next: MonthKey) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === thisMonth) updated.delete('month');
        else updated.set('month', next);
        return updated;
      },
      { preventScrollReset: true },
    );

  return (
    <Page
      title={m.title}
      description={m.description}
      actions={
        isAdmin(user) ? (
          <Button onClick={() => setCreating(true)} className="self-start sm:self-auto">
            <PlusIcon aria-hidden />
            {m.newCampaign}
          </Button>
        ) : null
      }
    >
      <section aria-labelledby={titleId} className="mt-6">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 id={titleId} aria-live="polite" className="font-semibold text-xl tracking-tight">
            {monthTitle(month)}
          </h2>
          <div className="flex items-center gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => goTo(thisMonth)}
              disabled={month === thisMonth}
            >
              {m.today}
            </Button>
            <div className="flex">
              {MONTH_STEPS.map(({ step, label, icon: Icon, className }) => (
                <Button
                  key={step}
                  variant="outline"
                  size="icon"
                  className={className}
                  aria-label={label}
                  title={label}
                  onClick={() => goTo(shiftMonth(month, step))}
                >
                  <Icon aria-hidden />
                </Button>
              ))}
            </div>
          </div>
        </div>
        {query.isError && !query.data ? (
          <LoadError message={m.loadError} onRetry={() => query.refetch()} />
        ) : (
          <div
            className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}
            aria-busy={query.isFetching}
          >
            {/* Under ~640 px seven columns leave no room for names: the list below takes over. */}
            <div className="hidden sm:block">
              <MonthCalendar layout={layout} labelledBy={titleId} />
            </div>
          </div>
        )}
      </section>

      <section aria-labelledby={`${titleId}-list`} className="mt-8">
        <h2 id={`${titleId}-list`} className="mb-3 font-semibold text-lg tracking-tight">
          {format(m.monthListTitle, { month: monthName(month) })}
        </h2>
        {query.isPending || query.isPlaceholderData ? (
          <div aria-busy="true" className="grid gap-2">
            <p className="sr-only">{m.loading}</p>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-16 w-full" />
            ))}
          </div>
        ) : query.isError && !query.data ? null : (
          <MonthCampaignList items={items} empty={isAdmin(user) ? m.monthListEmptyAdmin : m.monthListEmpty} />
        )}
      </section>

      <CampaignFormDialog
        open={creating}
        onOpenChange={setCreating}
        defaultStartsOn={today}
        onCreated={(campaign) => navigate(paths.campaign(campaign.id))}
      />
    </Page>
  );
}
