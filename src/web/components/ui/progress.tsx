import { cn } from '@web/lib/utils';
import type * as React from 'react';

export type ProgressProps = React.ComponentProps<'div'> & {
  /** 0..100 */
  value: number;
  indicatorClassName?: string;
};

/** A determinate progress bar (role progressbar with its value for assistive technology). */
export function Progress({ value, className, indicatorClassName, ...props }: ProgressProps) {
  const pct = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      data-slot="progress"
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary/15', className)}
      {...props}
    >
      <div
        data-slot="progress-indicator"
        className={cn(
          'h-full rounded-full bg-primary transition-[width] duration-200 ease-out',
          indicatorClassName,
        )}
        style={{ width: `${pct}%` }}
      />
    </div>
  );
}
