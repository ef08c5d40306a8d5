import { format } from '@shared/messages/format';
import { homeMessages } from '@shared/messages/home';
import type { SessionUser } from '@shared/schemas/user';
import { Page } from '@web/components/page';
import { type ReactNode, useRef } from 'react';
import { AllInOne } from './all-in-one';
import { HomeBanner } from './home-banner';
import { HomeTiles } from './home-tiles';
import { LatestPosts } from './latest-posts';
import { SetupChecklist } from './setup-checklist';

/**
 * SPEC 'Home', signed in: hero banner, greeting, the four tiles, the campaigns (issue 16, given by
 * the app, which owns the features), latest posts, files by kind. Admins see the first-run
 * checklist above it all (issue 36); nobody else asks for it.
 */
export function SignedInHome({ user, campaigns }: { user: SessionUser; campaigns?: ReactNode }) {
  // Where the keyboard goes once the checklist (and its focused "Dispensar") is gone.
  const greeting = useRef<HTMLHeadingElement>(null);
  return (
    <Page>
      {user.role === 'admin' ? (
        <SetupChecklist className="mb-6 sm:mb-8" onDismissed={() => greeting.current?.focus()} />
      ) : null}
      <HomeBanner linkToGallery />
      <header className="mt-8 sm:mt-10">
        <h1
          ref={greeting}
          tabIndex={-1}
          className="text-balance font-semibold text-2xl tracking-tight outline-none sm:text-3xl"
        >
          {format(homeMessages.home.greeting, { name: user.name || user.email })}
        </h1>
        <p className="mt-1 text-muted-foreground sm:text-lg">{homeMessages.home.greetingSubtitle}</p>
      </header>
      <HomeTiles className="mt-6" />
      {campaigns}
      <LatestPosts className="mt-12" />
      <AllInOne className="mt-12" />
    </Page>
  );
}
