import { cn } from '@web/lib/utils';
import { CheckIcon } from 'lucide-react';

/** The visual tick of a selectable card; the card's button carries the state (aria-pressed). */
export function SelectionMark({ selected, className }: { selected: boolean; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'pointer-events-none flex size-6 items-center justify-center rounded-md border-2 shadow-sm transition-colors',
        selected
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-white bg-black/25 text-transparent',
        className,
      )}
    >
      <CheckIcon className="size-4" strokeWidth={3} />
    </span>
  );
}
