import { cn } from '@web/lib/utils';
import { Link, type LinkProps } from 'react-router';

/**
 * The one link of a card or a list row, whose `::after` covers the card (its nearest `relative`
 * ancestor), so the whole card opens it while the tab order and the accessible name stay the
 * link's. It draws no outline: the card shows the focus (`has-[a:focus-visible]:ring-…`).
 */
export function CardLink({ className, ...props }: LinkProps) {
  return <Link className={cn('outline-none after:absolute after:inset-0', className)} {...props} />;
}
