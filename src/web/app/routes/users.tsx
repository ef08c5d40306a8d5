import { assetsMessages } from '@shared/messages/assets';
import { commonMessages } from '@shared/messages/common';
import { Spinner } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { AccessRestricted } from '@web/features/users/components/access-restricted';
import { UsersPanel } from '@web/features/users/components/users-panel';
import { isAdmin, useSessionUser } from '@web/lib/session';
import { FolderTreeIcon, UsersIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';

// Loaded when its tab is opened: the users list does not wait for the taxonomy screens' code.
const TaxonomyPanel = lazy(() =>
  import('@web/features/taxonomy/components/taxonomy-panel').then((module) => ({
    default: module.TaxonomyPanel,
  })),
);

/** SPEC 'Users': tabs Users and Categories/Tags. */
export default function UsersRoute() {
  const user = useSessionUser();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      {user ? (
        <Tabs defaultValue="usuarios" className="gap-5">
          <TabsList className="grid h-10 w-full grid-cols-2 sm:w-fit">
            <TabsTrigger value="usuarios" className="px-4">
              <UsersIcon aria-hidden />
              {commonMessages.nav.users}
            </TabsTrigger>
            <TabsTrigger value="categorias-e-tags" className="px-4" disabled={!isAdmin(user)}>
              <FolderTreeIcon aria-hidden />
              {assetsMessages.contentAdmin.tabTaxonomy}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="usuarios">
            <UsersPanel currentUser={user} />
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
    </div>
  );
}
