import { Checkbox } from '@web/components/ui/checkbox';
import { formatCount } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import type { ComponentProps, ReactNode } from 'react';

export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid grid-cols-1 gap-2">
      <h3 className="font-medium text-muted-foreground text-xs uppercase tracking-wide">{title}</h3>
      {children}
    </section>
  );
}

/** One choice of a filter: its checkbox, its name and how many files it has (when known). */
export function FilterCheck({
  id,
  checked,
  onToggle,
  label,
  count,
  className,
  labelClassName,
}: {
  id: string;
  checked: ComponentProps<typeof Checkbox>['checked'];
  onToggle: () => void;
  label: ReactNode;
  count?: number | undefined;
  className?: string;
  labelClassName?: string;
}) {
  return (
    <label htmlFor={id} className={cn('flex cursor-pointer items-center gap-2.5 text-sm', className)}>
      <Checkbox id={id} checked={checked} onCheckedChange={onToggle} />
      <span className={cn('min-w-0 flex-1 truncate', labelClassName)}>{label}</span>
      {count === undefined ? null : (
        <span className="text-muted-foreground text-xs tabular-nums">{formatCount(count)}</span>
      )}
    </label>
  );
}
