import type { DownloadFormat } from '../../../shared/constants';
import { LIMITS } from '../../../shared/constants';
import type { AssetDownloads, Stats, UnitStats } from '../../../shared/schemas/stats';
import { AppError } from '../../platform/errors';
import type { AssetReader } from '../asset-read';
import { toAsset } from '../asset-read';
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

/** Minutes the zone is ahead of UTC at `at` (São Paulo: -180). */
function zoneOffsetMinutes(at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: STATS_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return Math.round((asUtc - at.getTime()) / 60_000);
}

/** The instant a 'YYYY-MM-DD' day starts in the network's time zone. */
export function dayStart(day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  return new Date(midnightUtc - zoneOffsetMinutes(new Date(midnightUtc)) * 60_000);
}

/** 'YYYY-MM-DD' `n` days after `day` (before when negative). */
function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Pieces listed per unit in "Unidades". */
const UNIT_TOP_ASSETS = 3;
/** A unit with no download in this many days is flagged. */
const IDLE_DAYS = 30;
/** Latest downloads listed on an asset's page. */
const ASSET_DOWNLOADS_LISTED = 50;

export function createStatsService({
  stats,
  assets,
  flushSearchLogs = async () => {},
  now = () => new Date(),
}: {
  stats: StatsRepository;
  assets: AssetReader;
  /** Searches are logged in batches: written out before "Buscas sem resultado" is read. */
  flushSearchLogs?: () => Promise<void>;
  now?: () => Date;
}) {
  async function top(order: 'downloads' | 'views' | 'latest') {
    return (await assets.load(await stats.topIds(order, LIMITS.topListSize))).map((record) =>
      toAsset(record),
    );
  }

  return {
    /** "Unidades": per unit, its downloads between two São Paulo days (both included, default the last 30). */
    async units(range: { from?: string | undefined; to?: string | undefined }): Promise<UnitStats> {
      const today = localDay(now());
      const to = range.to ?? (range.from && range.from > today ? range.from : today);
      const from = range.from ?? addDays(to, -29);
      const start = dayStart(from);
      const end = dayStart(addDays(to, 1));
      const idleSince = now().getTime() - IDLE_DAYS * DAY_MS;
      const [units, tops] = await Promise.all([
        stats.unitActivity(start, end),
        stats.unitTopAssets(start, end, UNIT_TOP_ASSETS),
      ]);
      const topByUnit = new Map<string, typeof tops>();
      for (const top of tops) topByUnit.set(top.unitId, [...(topByUnit.get(top.unitId) ?? []), top]);
      return {
        from,
        to,
        items: units.map((unit) => ({
          ...unit,
          lastActivityAt: unit.lastActivityAt?.toISOString() ?? null,
          lastDownloadAt: unit.lastDownloadAt?.toISOString() ?? null,
          idle: !unit.isFranchisor && (!unit.lastDownloadAt || unit.lastDownloadAt.getTime() < idleSince),
          topAssets: (topByUnit.get(unit.unitId) ?? []).map(({ id, title, downloads }) => ({
            id,
            title,
            downloads,
          })),
        })),
      };
    },

    /** Who downloaded one asset: the latest downloads and a count per unit. */
    async assetDownloads(assetId: string): Promise<AssetDownloads> {
      if (!(await assets.findRow(assetId))) throw new AppError('ASSET_NOT_FOUND');
      const found = await stats.assetDownloads(assetId, ASSET_DOWNLOADS_LISTED);
      return {
        ...found,
        items: found.items.map((item) => ({ ...item, format: item.format as DownloadFormat | null })),
      };
    },

    async get(days: number): Promise<Stats> {
      await flushSearchLogs();
      const today = now();
      // The series covers `days` calendar days ending today; query from a day earlier to be safe on zones.
      const dayList = Array.from({ length: days }, (_, i) =>
        localDay(new Date(today.getTime() - (days - 1 - i) * DAY_MS)),
      );
      const since = new Date(today.getTime() - (days + 1) * DAY_MS);
      const periodStart = new Date(today.getTime() - days * DAY_MS);
      const [
        totals,
        byType,
        mostDownloaded,
        mostViewed,
        latestUploads,
        daily,
        zeroResultSearches,
        requests,
        textReading,
      ] = await Promise.all([
        stats.totals(),
        stats.byType(),
        top('downloads'),
        top('views'),
        top('latest'),
        stats.dailyEvents(since),
        stats.zeroResultSearches(periodStart, 10),
        stats.requestAnswers(periodStart),
        stats.textReading(),
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
        requests,
        textReading,
      };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
