export const statsKeys = {
  all: ['stats'] as const,
  period: (days: number) => [...statsKeys.all, { days }] as const,
};
