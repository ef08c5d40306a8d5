import { statsMessages } from '@shared/messages/stats';
import { Page } from '@web/components/page';
import { LoadError } from '@web/components/state-panels';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { galleryHref } from '@web/lib/gallery-url';
import { ClockIcon, DownloadIcon, EyeIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useStats } from '../api/get-stats';
import { ActivityCard, CHART_PERIODS, type ChartPeriod } from './activity-card';
import { RequestAnswerTime } from './request-answer-time';
import { StatCards } from './stat-cards';
import { TextReadingCard } from './text-reading-card';
import { TopList } from './top-list';
import { TypeCounts } from './type-counts';
import { UnitStatsPanel } from './unit-stats-panel';
import { ZeroResultSearches } from './zero-result-searches';

const m = statsMessages.statsPage;

function periodFrom(params: URLSearchParams): ChartPeriod {
  const days = Number(params.get('dias'));
  return (CHART_PERIODS as readonly number[]).includes(days) ? (days as ChartPeriod) : 30;
}

type Tab = 'geral' | 'unidades';

/** /stats: the overview (SPEC 'Stats') and, beside it, "Unidades" (issue 15). The tab lives in `?aba=`. */
export function StatsOverview() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('aba') === 'unidades' ? 'unidades' : 'geral';
  const changeTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'unidades') updated.set('aba', next);
        else updated.delete('aba');
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Page title={m.title} description={m.description}>
      <Tabs value={tab} onValueChange={changeTab} className="mt-6 gap-4">
        <TabsList className="grid w-full grid-cols-2 sm:w-fit">
          <TabsTrigger value="geral">{statsMessages.unitStats.tabOverview}</TabsTrigger>
          <TabsTrigger value="unidades">{statsMessages.unitStats.tabUnits}</TabsTrigger>
        </TabsList>
        <TabsContent value="geral">
          <OverviewTab />
        </TabsContent>
        <TabsContent value="unidades">
          <UnitStatsPanel />
        </TabsContent>
      </Tabs>
    </Page>
  );
}

/** SPEC 'Stats' plus the per-day chart and 'Buscas sem resultado'. The period lives in `?dias=`. */
function OverviewTab() {
  const [params, setParams] = useSearchParams();
  const days = periodFrom(params);
  const stats = useStats(days);

  const changeDays = (next: ChartPeriod) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 30) updated.delete('dias');
        else updated.set('dias', String(next));
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div>
      {stats.isPending ? (
        <StatsSkeleton />
      ) : stats.isError && !stats.data ? (
        <LoadError message={m.loadError} onRetry={() => stats.refetch()} />
      ) : (
        <div className="grid gap-4 sm:gap-6">
          <StatCards totals={stats.data.totals} />
          <div className="grid gap-4 sm:gap-6 lg:grid-cols-3 lg:items-start">
            <div className="grid min-w-0 content-start gap-4 sm:gap-6 lg:col-span-2">
              <ActivityCard
                stats={stats.data}
                days={days}
                onDaysChange={changeDays}
                updating={stats.isPlaceholderData}
                className="min-w-0"
              />
              <TextReadingCard reading={stats.data.textReading} />
            </div>
            <div className="grid min-w-0 content-start gap-4 sm:gap-6">
              <TypeCounts byType={stats.data.byType} />
              <ZeroResultSearches searches={stats.data.zeroResultSearches} days={stats.data.days} />
              <RequestAnswerTime requests={stats.data.requests} days={stats.data.days} />
            </div>
          </div>
          <div className="grid gap-4 sm:gap-6 lg:grid-cols-3">
            <TopList
              title={m.mostDownloaded}
              icon={DownloadIcon}
              // A top list of files nobody downloaded yet would mislead: only counted files.
              assets={stats.data.mostDownloaded.filter((asset) => asset.downloadCount > 0)}
              emptyText={m.noDownloadsYet}
              seeAllTo={galleryHref({ sort: 'downloads' })}
            />
            <TopList
              title={m.mostViewed}
              icon={EyeIcon}
              assets={stats.data.mostViewed.filter((asset) => asset.viewCount > 0)}
              emptyText={m.noViewsYet}
              seeAllTo={galleryHref({ sort: 'popular' })}
            />
            <TopList
              title={m.latestUploads}
              icon={ClockIcon}
              assets={stats.data.latestUploads}
              emptyText={m.listEmpty}
              seeAllTo={galleryHref({ sort: 'newest' })}
            />
          </div>
        </div>
      )}
    </div>
  );
}

function StatsSkeleton() {
  return (
    <div className="grid gap-4 sm:gap-6" aria-busy="true">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-28 w-full rounded-xl" />
        ))}
      </div>
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-3">
        <Skeleton className="h-80 w-full rounded-xl lg:col-span-2" />
        <Skeleton className="h-80 w-full rounded-xl" />
      </div>
    </div>
  );
}
