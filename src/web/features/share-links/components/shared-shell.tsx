import { commonMessages } from '@shared/messages/common';
import { format } from '@shared/messages/format';
import { shareLinksMessages } from '@shared/messages/share-links';
import { BrandMark } from '@web/components/layout/brand-mark';
import type { ReactNode } from 'react';

/**
 * The frame of a partner's page: the network's name, the content, a line on what the page is. No
 * navigation into the library, no sign-in: the partner sees only what the link shows.
 */
export function SharedShell({ brand, children }: { brand: string; children: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col bg-muted/40">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-14 w-full max-w-4xl items-center gap-2.5 px-4 sm:px-6">
          <BrandMark className="size-7" />
          <p className="truncate font-semibold text-base tracking-tight">{brand || '\u00a0'}</p>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-4xl flex-1 flex-col px-4 py-6 sm:px-6 sm:py-10">
        {children}
      </main>
      <footer className="border-t bg-background">
        <p className="mx-auto w-full max-w-4xl px-4 py-4 text-muted-foreground text-xs sm:px-6">
          {format(shareLinksMessages.shareLinks.footer, {
            brand: brand || commonMessages.layout.brandFallback,
          })}
        </p>
      </footer>
    </div>
  );
}
