import { DOWNLOAD_FORMATS } from '../constants';
import { isIsoDate, isValidDateRange } from '../domain/date-range';
import { format } from '../messages/format';
import { statsMessages } from '../messages/stats';
import { AssetSchema } from './asset';
import { TextReadingStatsSchema } from './asset-text';
import { queryInteger, safeText } from './input';
import { z } from './z';

export const STATS_PERIODS = [7, 30, 90] as const;

export const StatsQuerySchema = z.object({
  days: queryInteger(1, 365, statsMessages.stats.periodInvalid)
    .refine((d) => (STATS_PERIODS as readonly number[]).includes(d), statsMessages.stats.periodInvalid)
    .default(30),
});

export const StatsSchema = z.object({
  days: z.number(),
  totals: z.object({
    assets: z.number(),
    downloads: z.number(),
    views: z.number(),
    /** Downloads per file, rounded; 0 when there are no files. */
    averageDownloads: z.number(),
  }),
  byType: z.record(z.string(), z.number()),
  mostDownloaded: z.array(AssetSchema),
  mostViewed: z.array(AssetSchema),
  latestUploads: z.array(AssetSchema),
  /** One entry per day of the period (São Paulo time), oldest first, zeros included. */
  series: z.array(z.object({ date: z.string(), views: z.number(), downloads: z.number() })),
  /**
   * The most frequent searches of the period that found nothing, each with how many material
   * requests were made from it (any time, whatever the case).
   */
  zeroResultSearches: z.array(
    z.object({ query: z.string(), count: z.number(), lastSearchedAt: z.string(), requests: z.number() }),
  ),
  /**
   * Material requests answered in the period (atendido or recusado for the first time) and the
   * median time from asking to that answer, in seconds (null when none was answered).
   */
  requests: z.object({ answered: z.number(), medianAnswerSeconds: z.number().nullable() }),
  /** Reading the words inside files (issue 39), now, whatever the period: files per state. */
  textReading: TextReadingStatsSchema,
});
export type Stats = z.infer<typeof StatsSchema>;

/** The longest period the per-unit report covers, so that one request cannot scan years of events. */
export const UNIT_STATS_MAX_DAYS = 366;

const isoDay = safeText()
  .regex(/^\d{4}-\d{2}-\d{2}$/, statsMessages.stats.rangeInvalid)
  .refine(isIsoDate, statsMessages.stats.rangeInvalid);

/** `from` and `to` are São Paulo calendar days, both included; absent means the last 30 days. */
export const UnitStatsQuerySchema = z
  .object({ from: isoDay.optional(), to: isoDay.optional() })
  .refine((range) => isValidDateRange(range), statsMessages.stats.rangeInvalid)
  .refine(
    ({ from, to }) => !from || !to || (Date.parse(to) - Date.parse(from)) / 86_400_000 < UNIT_STATS_MAX_DAYS,
    format(statsMessages.stats.rangeTooLong, { max: UNIT_STATS_MAX_DAYS }),
  );
export type UnitStatsQuery = z.input<typeof UnitStatsQuerySchema>;

export const UnitStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(
    z.object({
      unitId: z.string(),
      name: z.string(),
      city: z.string().nullable(),
      uf: z.string().nullable(),
      active: z.boolean(),
      /** The franchisor itself: listed, but never flagged as idle. */
      isFranchisor: z.boolean(),
      users: z.number(),
      /** Downloads by the unit's people in the period; `stamped` of them carried the unit's data. */
      downloads: z.number(),
      stamped: z.number(),
      /** The last view or download by anyone of the unit, whenever it was (null: never). */
      lastActivityAt: z.string().nullable(),
      lastDownloadAt: z.string().nullable(),
      /** No download in the 30 days before now (whatever the period shown). */
      idle: z.boolean(),
      topAssets: z.array(z.object({ id: z.string(), title: z.string(), downloads: z.number() })),
    }),
  ),
});
export type UnitStats = z.infer<typeof UnitStatsSchema>;

/** Who downloaded one asset (admin, asset page): the latest events and a count per unit. */
export const AssetDownloadsSchema = z.object({
  total: z.number(),
  byUnit: z.array(
    z.object({
      unitId: z.string().nullable(),
      unitName: z.string().nullable(),
      downloads: z.number(),
      lastAt: z.string(),
    }),
  ),
  items: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      userName: z.string().nullable(),
      unitId: z.string().nullable(),
      unitName: z.string().nullable(),
      /** A piece's format (issue 40) when the download was a personalized piece. */
      format: z.enum([...DOWNLOAD_FORMATS, 'a4-print']).nullable(),
      stamped: z.boolean().nullable(),
    }),
  ),
});
export type AssetDownloads = z.infer<typeof AssetDownloadsSchema>;
