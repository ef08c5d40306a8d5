import { z } from 'zod';
import { messages } from '../messages/pt-BR';
import { AssetSchema } from './asset';
import { queryInteger } from './input';

export const STATS_PERIODS = [7, 30, 90] as const;

export const StatsQuerySchema = z.object({
  days: queryInteger(1, 365, messages.stats.periodInvalid)
    .refine((d) => (STATS_PERIODS as readonly number[]).includes(d), messages.stats.periodInvalid)
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
  /** The most frequent searches of the period that found nothing. */
  zeroResultSearches: z.array(z.object({ query: z.string(), count: z.number(), lastSearchedAt: z.string() })),
});
export type Stats = z.infer<typeof StatsSchema>;
