import { format } from '@shared/messages/format';
import { invitationsMessages } from '@shared/messages/invitations';
import type { Invitation } from '@shared/schemas/invitation';
import { IconButton } from '@web/components/icon-button';
import { BanIcon, CopyIcon, SendIcon } from 'lucide-react';

const m = invitationsMessages.invitations;

export interface InvitationRowActions {
  onResend: (invitation: Invitation) => void;
  onNewLink: (invitation: Invitation) => void;
  onRevoke: (invitation: Invitation) => void;
  /** The invitation whose new link is being made: its buttons wait. */
  busyId?: string | null | undefined;
}

/** Whether an invitation can still be resent or cancelled: an accepted or cancelled one is closed. */
export function isOpen(invitation: Invitation): boolean {
  return invitation.status === 'pending' || invitation.status === 'expired';
}

/**
 * Reenviar, Gerar novo link e copiar, Cancelar. Only token hashes are kept, so the first two both
 * make a new link and say that the old one dies.
 */
export function InvitationActions({
  invitation,
  onResend,
  onNewLink,
  onRevoke,
  busyId,
}: InvitationRowActions & { invitation: Invitation }) {
  if (!isOpen(invitation)) return null;
  const name = invitation.name || invitation.email;
  const busy = busyId === invitation.id;
  return (
    <div className="flex items-center justify-end gap-1">
      <IconButton
        icon={SendIcon}
        label={format(m.resendLabel, { name })}
        tooltip
        disabled={busy}
        onClick={() => onResend(invitation)}
      />
      <IconButton
        icon={CopyIcon}
        label={format(m.newLinkLabel, { name })}
        tooltip
        disabled={busy}
        onClick={() => onNewLink(invitation)}
      />
      {invitation.status === 'pending' ? (
        <IconButton
          icon={BanIcon}
          label={format(m.revokeLabel, { name })}
          tooltip
          tone="destructive"
          disabled={busy}
          onClick={() => onRevoke(invitation)}
        />
      ) : null}
    </div>
  );
}
