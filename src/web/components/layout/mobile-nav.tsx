import { messages } from '@shared/messages/pt-BR';
import { Button } from '@web/components/ui/button';
import { Separator } from '@web/components/ui/separator';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@web/components/ui/sheet';
import { cn } from '@web/lib/utils';
import { MenuIcon } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { BrandLink } from './brand-link';
import { footerNavItems, mainNavItems } from './nav-items';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex h-10 items-center rounded-md px-2 font-medium text-sm outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
    isActive ? 'bg-accent text-accent-foreground' : 'text-foreground',
  );

/** The header's menu button on small screens, opening the navigation in a drawer. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden">
          <MenuIcon className="size-5" aria-hidden />
          <span className="sr-only">{messages.nav.openMenu}</span>
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-[85%] max-w-xs gap-0">
        <SheetHeader className="border-b pr-12">
          <SheetTitle className="sr-only">{messages.layout.menuTitle}</SheetTitle>
          <SheetDescription className="sr-only">{messages.layout.menuDescription}</SheetDescription>
          <BrandLink onClick={close} />
        </SheetHeader>
        <nav aria-label={messages.layout.mainNav} className="flex flex-col gap-1 p-2">
          {mainNavItems.map((item) => (
            <NavLink key={item.to} to={item.to} onClick={close} className={linkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <Separator />
        <nav aria-label={messages.layout.footerNav} className="flex flex-col gap-1 p-2">
          {footerNavItems.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              onClick={close}
              className={(state) => cn(linkClass(state), !state.isActive && 'text-muted-foreground')}
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
      </SheetContent>
    </Sheet>
  );
}
