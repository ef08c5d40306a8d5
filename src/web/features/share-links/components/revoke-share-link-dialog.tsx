import { format } from '@shared/messages/format';
import { shareLinksMessages } from '@shared/messages/share-links';
import type { ShareLink } from '@shared/schemas/share-link';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { describeError, notify } from '@web/lib/notify';
import { useRetainedValue } from '@web/lib/use-retained-value';
import { useRevokeShareLink } from '../api/revoke-share-link';

const m = shareLinksMessages.shareLinks;

/** 'Revogar link?': the link stops at once for whoever has it. */
export function RevokeShareLinkDialog({ link, onClose }: { link: ShareLink | null; onClose: () => void }) {
  const shown = useRetainedValue(link);
  const revoke = useRevokeShareLink();
  return (
    <ConfirmDialog
      open={link !== null}
      title={m.revokeTitle}
      description={format(m.revokeDescription, { title: shown?.targetTitle ?? '' })}
      confirmLabel={m.revoke}
      pendingLabel={m.revoking}
      pending={revoke.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!link) return;
        revoke.mutate(link.id, {
          onSuccess: onClose,
          onError: (error) => notify.error(describeError(error, m.revokeError)),
        });
      }}
    />
  );
}
