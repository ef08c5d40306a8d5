import { homeMessages } from '@shared/messages/home';
import { cn } from '@web/lib/utils';
import { HourglassIcon } from 'lucide-react';

/** SPEC 'Home': 'Aguardando...' placeholders where there is nothing to show yet. */
export function WaitingGrid({ count, className }: { count: number; className?: string }) {
  return (
    <ul className={className}>
      {Array.from({ length: count }, (_, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
          key={index}
          className={cn(
            'flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-lg border border-dashed bg-muted/40 text-muted-foreground',
          )}
        >
          <HourglassIcon className="size-5 opacity-60" aria-hidden />
          <span className="text-xs">{homeMessages.home.waiting}</span>
        </li>
      ))}
    </ul>
  );
}
