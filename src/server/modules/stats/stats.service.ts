import { LIMITS } from '../../../shared/constants';
import type { Stats } from '../../../shared/schemas/stats';
import { toAsset } from '../assets/asset-mapper';
import type { AssetsRepository } from '../assets/assets.repository';
import { STATS_TIME_ZONE, type StatsRepository } from './stats.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of an instant in the network's time zone. */
function localDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: STATS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

export function createStatsService({
  stats,
  assets,
  flushSearchLogs = async () => {},
  now = () => new Date(),
}: {
  stats: StatsRepository;
  assets: AssetsRepository;
  /** Searches are logged in batches: written out before "Buscas sem resultado" is read. */
  flushSearchLogs?: () => Promise<void>;
  now?: () => Date;
}) {
  async function top(order: 'downloads' | 'views' | 'latest') {
    return (await assets.load(await stats.topIds(order, LIMITS.topListSize))).map(toAsset);
  }

  return {
    async get(days: number): Promise<Stats> {
      await flushSearchLogs();
      const today = now();
      // The series covers `days` calendar days ending today; query from a day earlier to be safe on zones.
      const dayList = Array.from({ length: days }, (_, i) =>
        localDay(new Date(today.getTime() - (days - 1 - i) * DAY_MS)),
      );
      const since = new Date(today.getTime() - (days + 1) * DAY_MS);
      const [totals, byType, mostDownloaded, mostViewed, latestUploads, daily, zeroResultSearches] =
        await Promise.all([
          stats.totals(),
          stats.byType(),
          top('downloads'),
          top('views'),
          top('latest'),
          stats.dailyEvents(since),
          stats.zeroResultSearches(new Date(today.getTime() - days * DAY_MS), 10),
        ]);
      const byDay = new Map(daily.map((d) => [d.day, d]));
      return {
        days,
        totals: {
          ...totals,
          averageDownloads: totals.assets === 0 ? 0 : Math.round(totals.downloads / totals.assets),
        },
        byType,
        mostDownloaded,
        mostViewed,
        latestUploads,
        series: dayList.map((date) => ({
          date,
          views: byDay.get(date)?.views ?? 0,
          downloads: byDay.get(date)?.downloads ?? 0,
        })),
        zeroResultSearches,
      };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
