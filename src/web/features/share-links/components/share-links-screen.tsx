import { shareLinksMessages } from '@shared/messages/share-links';
import type { ShareLink } from '@shared/schemas/share-link';
import { ListCard } from '@web/components/list-card';
import { LoadError } from '@web/components/state-panels';
import { countText } from '@web/lib/format';
import { isAdmin, useSessionUser } from '@web/lib/session';
import { useState } from 'react';
import { useShareLinks } from '../api/get-share-links';
import { RevokeShareLinkDialog } from './revoke-share-link-dialog';
import { ShareLinksTable } from './share-links-table';

const m = shareLinksMessages.shareLinks;

/**
 * /links "Meus links" (issue 17): the partner links one made, newest first, with their state, opens
 * and downloads, and 'Revogar'; an admin sees every link with who made it and for which unit.
 */
export function ShareLinksScreen() {
  const user = useSessionUser();
  const admin = isAdmin(user);
  const query = useShareLinks();
  const [revoking, setRevoking] = useState<ShareLink | null>(null);
  const data = query.data;

  return (
    <ListCard title={m.pageTitle} description={admin ? m.adminPageDescription : m.pageDescription}>
      {query.isError && !data ? (
        <LoadError message={m.loadError} onRetry={() => query.refetch()} />
      ) : (
        <div className="pt-4">
          {data && data.total > 0 ? (
            <p className="px-6 pb-3 font-medium text-foreground/80 text-sm">
              {countText(data.total, m.totalOne, m.total)}
            </p>
          ) : null}
          <ShareLinksTable
            links={data?.items ?? []}
            loading={!data}
            viewerId={user?.id ?? ''}
            showCreator={admin}
            onRevoke={setRevoking}
          />
        </div>
      )}
      <RevokeShareLinkDialog link={revoking} onClose={() => setRevoking(null)} />
    </ListCard>
  );
}
