import { commonMessages } from '@shared/messages/common';
import type { SessionUser } from '@shared/schemas/user';
import { SheetFrame } from '@web/components/sheet-frame';
import { Button } from '@web/components/ui/button';
import { Separator } from '@web/components/ui/separator';
import { UserIdentity } from '@web/components/user-avatar';
import { cn } from '@web/lib/utils';
import { LogOutIcon, MenuIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { NavLink } from 'react-router';
import { BrandLink } from './brand-link';
import { mainNavItems, mobileAccountItems } from './nav-items';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex h-10 items-center rounded-md px-2 font-medium text-sm outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
    isActive ? 'bg-accent text-accent-foreground' : 'text-foreground',
  );

export interface MobileNavProps {
  user: SessionUser;
  onSignOut: () => void;
  /** SPEC: the mobile menu has a search form; `close` shuts the menu once it has searched. */
  search?: (close: () => void) => ReactNode;
  className?: string;
}

/**
 * The header's menu button on small screens (SPEC 'Header'): the navigation, then Meu Perfil,
 * Configurações (admin), Ajuda and Sair, with the search form on top.
 */
export function MobileNav({ user, onSignOut, search, className }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <SheetFrame
      open={open}
      onOpenChange={setOpen}
      trigger={
        // Until lg, where the header has room for the search bar, the menu carries it.
        <Button variant="ghost" size="icon" className={cn('lg:hidden', className)}>
          <MenuIcon className="size-5" aria-hidden />
          <span className="sr-only">{commonMessages.nav.openMenu}</span>
        </Button>
      }
      side="right"
      className="w-[85%] max-w-xs gap-0"
      headerClassName="border-b pr-12"
      title={commonMessages.layout.menuTitle}
      titleClassName="sr-only"
      description={commonMessages.layout.menuDescription}
      // The panel itself takes the focus (screen readers announce the menu), not its search box:
      // a focused box opens a phone's keyboard over the menu the user came for.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        (event.currentTarget as HTMLElement | null)?.focus();
      }}
      headerExtra={<BrandLink onClick={close} />}
      footerClassName="border-t p-2"
      footer={
        <Button
          variant="ghost"
          className="h-10 justify-start px-2 text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={() => {
            close();
            onSignOut();
          }}
        >
          <LogOutIcon aria-hidden />
          {commonMessages.nav.signOut}
        </Button>
      }
    >
      <div className="flex items-center gap-3 border-b px-4 py-3">
        <UserIdentity user={user} avatarClassName="size-10" nameClassName="text-sm" />
      </div>
      <div className="flex-1 overflow-y-auto">
        {search ? <div className="border-b p-3">{search(close)}</div> : null}
        <nav aria-label={commonMessages.layout.mainNav} className="flex flex-col gap-1 p-2">
          {mainNavItems(user.role).map((item) => (
            <NavLink key={item.to} to={item.to} onClick={close} className={linkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <Separator />
        <nav aria-label={commonMessages.header.userMenu} className="flex flex-col gap-1 p-2">
          {mobileAccountItems(user.role).map((item) => (
            <NavLink key={item.to} to={item.to} onClick={close} className={linkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
      </div>
    </SheetFrame>
  );
}
