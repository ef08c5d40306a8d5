import { cn } from '@web/lib/utils';
import type { LucideIcon } from 'lucide-react';

export interface IconTileProps {
  icon: LucideIcon;
  /** 'round' for a device or a person, 'square' (default) for a file or a kind of thing. */
  shape?: 'round' | 'square';
  className?: string;
}

/** What an item is, as its icon on a small muted tile before its name (a list row, a table cell). */
export function IconTile({ icon: Icon, shape = 'square', className }: IconTileProps) {
  return (
    <span
      className={cn(
        'flex size-9 shrink-0 items-center justify-center',
        shape === 'round' ? 'rounded-full' : 'rounded-md',
        'bg-muted text-muted-foreground',
        className,
      )}
    >
      <Icon className="size-4" aria-hidden />
    </span>
  );
}
