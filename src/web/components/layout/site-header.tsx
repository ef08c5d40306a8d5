import { commonMessages } from '@shared/messages/common';
import type { SessionUser } from '@shared/schemas/user';
import { ButtonLink } from '@web/components/button-link';
import { paths } from '@web/lib/paths';
import { useMediumScreen, useWideScreen } from '@web/lib/use-media-query';
import { LogInIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { BrandLink } from './brand-link';
import { MainNav } from './main-nav';
import { MobileNav } from './mobile-nav';
import { mainNavItems } from './nav-items';
import { UserMenu } from './user-menu';

export interface SiteHeaderProps {
  /** `null` for a visitor on a public page: the header then offers 'Entrar' instead of the menus. */
  user: SessionUser | null;
  onSignOut: () => void;
  /** The global search bar for wide screens (composed by the app, which owns the features). */
  search?: ReactNode;
  /** The search form of the mobile menu; `close` shuts the menu after a search. */
  mobileSearch?: (close: () => void) => ReactNode;
  /** The notification bell (composed by the app), beside the user menu on every screen size. */
  notifications?: ReactNode;
}

/** Sticky header: logo, navigation by role, room for the global search (desktop), user menus. */
export function SiteHeader({ user, onSignOut, search, mobileSearch, notifications }: SiteHeaderProps) {
  // Each of the header's two forms is rendered only where it shows (a phone's first screen spent a
  // third of its header's render on the hidden navigation and user menu).
  const medium = useMediumScreen();
  const wide = useWideScreen();
  return (
    <header className="sticky top-0 z-40 w-full border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLink className="mr-2" />
        {user && medium ? <MainNav items={mainNavItems(user.role)} className="hidden md:flex" /> : null}
        <div data-slot="header-search" className="hidden min-w-0 flex-1 lg:block">
          {user && search ? <div className="mx-auto max-w-xl">{search}</div> : null}
        </div>
        <div data-slot="header-actions" className="ml-auto flex items-center gap-2 lg:ml-0">
          {user ? (
            <>
              {notifications}
              {medium ? (
                <UserMenu user={user} onSignOut={onSignOut} className="hidden md:inline-flex" />
              ) : null}
              {wide ? null : <MobileNav user={user} onSignOut={onSignOut} search={mobileSearch} />}
            </>
          ) : (
            <ButtonLink to={paths.auth()} size="sm">
              <LogInIcon aria-hidden />
              {commonMessages.header.signIn}
            </ButtonLink>
          )}
        </div>
      </div>
    </header>
  );
}
