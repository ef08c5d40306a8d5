import { assetsMessages } from '@shared/messages/assets';
import { invitationsMessages } from '@shared/messages/invitations';
import { Page } from '@web/components/page';
import { Spinner } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { InvitationsPanel } from '@web/features/invitations/components/invitations-panel';
import { AccessRestricted } from '@web/features/users/components/access-restricted';
import { UsersPanel } from '@web/features/users/components/users-panel';
import { isAdmin, useSessionUser } from '@web/lib/session';
import { FolderTreeIcon, MailIcon, UsersIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';

// Loaded when its tab is opened: the users list does not wait for the taxonomy screens' code.
const TaxonomyPanel = lazy(() =>
  import('@web/features/taxonomy/components/taxonomy-panel').then((module) => ({
    default: module.TaxonomyPanel,
  })),
);

const TABS = ['pessoas', 'convites', 'categorias-e-tags'] as const;
type Tab = (typeof TABS)[number];
const DEFAULT_TAB: Tab = 'pessoas';
const TAB_CLASS =
  'h-full whitespace-normal px-2 py-1.5 text-center leading-tight sm:px-4 sm:whitespace-nowrap';

/**
 * SPEC 'Users': tabs People, Invitations (issue 36) and Categories/Tags. The tab lives in `?aba=`
 * (the home's checklist links to `?aba=convites`); the first one has a bare address.
 */
export default function UsersRoute() {
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const asked = params.get('aba');
  const tab: Tab = TABS.find((name) => name === asked) ?? DEFAULT_TAB;
  const changeTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_TAB) updated.delete('aba');
        else updated.set('aba', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Page>
      {user ? (
        <Tabs value={tab} onValueChange={changeTab} className="gap-5">
          {/* Three tabs share a phone's width: no icons there, and a long name may take two lines. */}
          <TabsList className="grid h-auto min-h-10 w-full grid-cols-3 sm:h-10 sm:w-fit">
            <TabsTrigger value="pessoas" className={TAB_CLASS}>
              <UsersIcon aria-hidden className="max-sm:hidden" />
              {invitationsMessages.invitations.usersTab}
            </TabsTrigger>
            <TabsTrigger value="convites" className={TAB_CLASS} disabled={!isAdmin(user)}>
              <MailIcon aria-hidden className="max-sm:hidden" />
              {invitationsMessages.invitations.tab}
            </TabsTrigger>
            <TabsTrigger value="categorias-e-tags" className={TAB_CLASS} disabled={!isAdmin(user)}>
              <FolderTreeIcon aria-hidden className="max-sm:hidden" />
              {assetsMessages.contentAdmin.tabTaxonomy}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="pessoas">
            <UsersPanel currentUser={user} />
          </TabsContent>
          <TabsContent value="convites">
            <InvitationsPanel />
          </TabsContent>
          <TabsContent value="categorias-e-tags">
            <Suspense
              fallback={
                <div className="flex justify-center py-16">
                  <Spinner className="size-6" />
                </div>
              }
            >
              <TaxonomyPanel />
            </Suspense>
          </TabsContent>
        </Tabs>
      ) : (
        <AccessRestricted />
      )}
    </Page>
  );
}
