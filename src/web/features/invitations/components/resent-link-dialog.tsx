import { format } from '@shared/messages/format';
import { invitationsMessages } from '@shared/messages/invitations';
import type { InvitationCreated } from '@shared/schemas/invitation';
import { DialogFrame } from '@web/components/dialog-frame';
import { Button } from '@web/components/ui/button';
import { useRetainedValue } from '@web/lib/use-retained-value';
import { InvitationLink } from './invitation-link';

const m = invitationsMessages.invitations;

/** The new link of a resent invitation (the old one died): e-mailed or not, to copy or send by WhatsApp. */
export function ResentLinkDialog({
  created,
  onClose,
}: {
  created: InvitationCreated | null;
  onClose: () => void;
}) {
  const shown = useRetainedValue(created);
  return (
    <DialogFrame
      open={created !== null}
      onOpenChange={(open) => !open && onClose()}
      title={m.resentTitle}
      description={shown ? format(m.resentDescription, { name: shown.invitation.name }) : null}
      className="sm:max-w-lg"
      footer={<Button onClick={onClose}>{m.done}</Button>}
    >
      {shown ? <InvitationLink key={shown.url} created={shown} autoFocus /> : null}
    </DialogFrame>
  );
}
