import { CardAction, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface IconCardHeaderProps {
  icon: LucideIcon;
  title: ReactNode;
  /**
   * A level-2 heading, for the cards that stand as sections of their page (the units report, the
   * asset page) rather than tiles of the overview.
   */
  heading?: boolean;
  titleClassName?: string;
  /** The sentence under the title (its lines balanced: no word left alone on the last). */
  description?: ReactNode;
  descriptionClassName?: string;
  /** On the right of the title (an export, "Ver todos"). */
  action?: ReactNode;
}

/** A report card's header: its title after its icon, the sentence under it, an action on the right. */
export function IconCardHeader({
  icon: Icon,
  title,
  heading = false,
  titleClassName,
  description,
  descriptionClassName,
  action,
}: IconCardHeaderProps) {
  return (
    <CardHeader>
      <CardTitle
        role={heading ? 'heading' : undefined}
        aria-level={heading ? 2 : undefined}
        className={cn('flex items-center gap-2', titleClassName)}
      >
        <Icon className="size-4 text-primary" aria-hidden />
        {title}
      </CardTitle>
      {description ? (
        <CardDescription className={cn('text-pretty', descriptionClassName)}>{description}</CardDescription>
      ) : null}
      {action ? <CardAction>{action}</CardAction> : null}
    </CardHeader>
  );
}
