import { commonMessages } from '@shared/messages/common';
import type * as React from 'react';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader, type SiteHeaderProps } from './site-header';

/** The header's props (the user, sign-out, the searches and the bell) go to SiteHeader as they are. */
export interface AppLayoutProps extends SiteHeaderProps {
  children: React.ReactNode;
  /**
   * The search on top of the page below lg, where the header has no room for it (home and gallery:
   * a franchisee's phone shows it without opening the menu). It scrolls away with the page.
   */
  pageSearch?: React.ReactNode;
}

/** Header + page + footer (SPEC 'Layout', signed in; also public pages for visitors). */
export function AppLayout({ children, pageSearch, ...header }: AppLayoutProps) {
  return (
    <div className="flex min-h-svh flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:font-medium focus:text-sm focus:shadow-md focus:ring-[3px] focus:ring-ring/50"
      >
        {commonMessages.layout.skipToContent}
      </a>
      <ScrollToTop />
      <SiteHeader {...header} />
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
