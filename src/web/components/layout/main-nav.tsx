import { commonMessages } from '@shared/messages/common';
import { cn } from '@web/lib/utils';
import { NavLink } from 'react-router';
import type { NavItem } from './nav-items';

export function MainNav({ items, className }: { items: readonly NavItem[]; className?: string }) {
  return (
    <nav aria-label={commonMessages.layout.mainNav} className={cn('flex items-center gap-1', className)}>
      {items.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          className={({ isActive }) =>
            cn(
              'whitespace-nowrap rounded-md px-3 py-2 font-medium text-muted-foreground text-sm outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
              isActive && 'bg-accent text-accent-foreground',
              item.wideOnly && 'hidden xl:block',
            )
          }
        >
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
