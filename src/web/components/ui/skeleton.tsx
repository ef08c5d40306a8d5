import { cn } from '@web/lib/utils';
import type * as React from 'react';

export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="skeleton" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />
  );
}

/** Bars stacked in a grid, one for each entry of `bars` (its classes: height, width, shape). */
export function SkeletonStack({ bars, className }: { bars: readonly string[]; className?: string }) {
  return (
    <div className={cn('grid', className)}>
      {bars.map((bar, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholders
        <Skeleton key={index} className={bar} />
      ))}
    </div>
  );
}

/** Placeholder rows of a list of people or devices (round icon, a title line, a detail line). */
export function ListSkeleton({ rows, className }: { rows: number; className?: string }) {
  return (
    <div className={cn('grid', className)} aria-busy="true">
      {Array.from({ length: rows }, (_, row) => `row-${row}`).map((key) => (
        <div key={key} className="flex items-center gap-3">
          <Skeleton className="size-9 rounded-full" />
          <SkeletonStack bars={['h-4 w-1/3', 'h-3 w-1/2']} className="flex-1 gap-2" />
        </div>
      ))}
    </div>
  );
}
