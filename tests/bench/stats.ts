/** Nearest-rank percentile (p in 0..100) of the samples. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function median(values: number[]): number {
  return percentile(values, 50);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 100000 -> '100k', 1000000 -> '1m', 12345 -> '12345': the size part of a metric id. */
export function sizeLabel(count: number): string {
  if (count % 1_000_000 === 0) return `${count / 1_000_000}m`;
  if (count % 1000 === 0) return `${count / 1000}k`;
  return String(count);
}
