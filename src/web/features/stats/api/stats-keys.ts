import type { DateRange } from '@shared/domain/date-range';

export const statsKeys = {
  all: ['stats'] as const,
  period: (days: number) => [...statsKeys.all, { days }] as const,
  units: (range: DateRange) => [...statsKeys.all, 'units', { from: range.from, to: range.to }] as const,
  assetDownloads: (assetId: string) => [...statsKeys.all, 'asset-downloads', assetId] as const,
};
