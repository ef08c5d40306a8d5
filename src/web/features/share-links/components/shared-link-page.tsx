import { commonMessages } from '@shared/messages/common';
import { format } from '@shared/messages/format';
import { shareLinksMessages } from '@shared/messages/share-links';
import { StatePanel } from '@web/components/state-panels';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { isApiError } from '@web/lib/api-error';
import { useBrand } from '@web/lib/brand';
import { CircleAlertIcon, LinkIcon, TimerOffIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useSharedLink } from '../api/get-shared-link';
import { SharedMaterial } from './shared-material';
import { SharedShell } from './shared-shell';
import { UnlockForm } from './unlock-form';

const m = shareLinksMessages.shareLinks;

/** The link's end as the partner reads it: ended (expired, revoked), material gone, unknown, or a failure. */
function Ended({ code, onRetry }: { code: string; onRetry: () => void }) {
  if (code === 'SHARE_LINK_EXPIRED' || code === 'SHARE_LINK_REVOKED')
    return <StatePanel size="page" icon={TimerOffIcon} tone="muted" title={m.goneTitle} text={m.goneText} />;
  if (code === 'SHARE_LINK_UNAVAILABLE')
    return (
      <StatePanel
        size="page"
        icon={TimerOffIcon}
        tone="muted"
        title={m.unavailableTitle}
        text={m.unavailable}
      />
    );
  if (code === 'SHARE_LINK_NOT_FOUND' || code === 'VALIDATION')
    return (
      <StatePanel size="page" icon={LinkIcon} tone="muted" title={m.notFoundTitle} text={m.notFoundText} />
    );
  return (
    <StatePanel
      size="page"
      icon={CircleAlertIcon}
      tone="destructive"
      title={m.openError}
      actions={
        <Button variant="outline" onClick={onRetry}>
          {m.retry}
        </Button>
      }
    />
  );
}

function Loading() {
  return (
    <div aria-busy="true" className="grid gap-4">
      <p className="sr-only" role="status">
        {commonMessages.app.loading}
      </p>
      <Skeleton className="h-4 w-48" />
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="aspect-[4/3] w-full rounded-xl" />
    </div>
  );
}

/**
 * /s/:token, what a partner opens (issue 17): the network's name, then the material, the password
 * form when the link has one, or why the link no longer opens. Outside the app's layout.
 */
export function SharedLinkPage({ token }: { token: string }) {
  const query = useSharedLink(token);
  const configBrand = useBrand();
  const share = query.data;
  const brand = share?.brandName || configBrand;
  const title = share?.material?.title;

  useEffect(() => {
    if (brand) document.title = title ? format(m.documentTitle, { title, brand }) : brand;
  }, [title, brand]);

  let content: React.ReactNode;
  if (query.isPending) content = <Loading />;
  else if (query.isError)
    content = (
      <Ended
        code={isApiError(query.error) ? query.error.code : 'UNKNOWN'}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data.passwordRequired || !query.data.material) content = <UnlockForm token={token} />;
  else content = <SharedMaterial share={query.data} />;

  return <SharedShell brand={brand}>{content}</SharedShell>;
}
