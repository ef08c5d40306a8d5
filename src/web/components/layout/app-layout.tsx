import { commonMessages } from '@shared/messages/common';
import type { SessionUser } from '@shared/schemas/user';
import type * as React from 'react';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export interface AppLayoutProps {
  user: SessionUser | null;
  onSignOut: () => void;
  children: React.ReactNode;
  /** The global search (desktop header) and its mobile-menu form; see SiteHeader. */
  search?: React.ReactNode;
  mobileSearch?: (close: () => void) => React.ReactNode;
  /**
   * The search on top of the page below lg, where the header has no room for it (home and gallery:
   * a franchisee's phone shows it without opening the menu). It scrolls away with the page.
   */
  pageSearch?: React.ReactNode;
  /** The notification bell of the header (signed in); see SiteHeader. */
  notifications?: React.ReactNode;
}

/** Header + page + footer (SPEC 'Layout', signed in; also public pages for visitors). */
export function AppLayout({
  user,
  onSignOut,
  children,
  search,
  mobileSearch,
  pageSearch,
  notifications,
}: AppLayoutProps) {
  return (
    <div className="flex min-h-svh flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:font-medium focus:text-sm focus:shadow-md focus:ring-[3px] focus:ring-ring/50"
      >
        {commonMessages.layout.skipToContent}
      </a>
      <ScrollToTop />
      <SiteHeader
        user={user}
        onSignOut={onSignOut}
        search={search}
        mobileSearch={mobileSearch}
        notifications={notifications}
      />
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {pageSearch ? (
          <div data-slot="page-search" className="mx-auto w-full max-w-7xl px-4 pt-4 sm:px-6 lg:hidden">
            {pageSearch}
          </div>
        ) : null}
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
