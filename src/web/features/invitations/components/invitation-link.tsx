import { format } from '@shared/messages/format';
import { invitationsMessages } from '@shared/messages/invitations';
import type { InvitationCreated } from '@shared/schemas/invitation';
import { CopyLinkField } from '@web/components/copy-link-field';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { MailCheckIcon, MailXIcon, MessageCircleIcon } from 'lucide-react';

const m = invitationsMessages.invitations;

/** The wa.me address that opens WhatsApp with a short message holding the link (no number: the admin picks the chat). */
export function whatsappHref(name: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(format(m.whatsappText, { name, url }))}`;
}

/**
 * A link just made (new invitation, resend): whether it also went by e-mail, its address with
 * "Copiar link", and "Enviar pelo WhatsApp". Only token hashes are kept: this is the one time the
 * address can be shown.
 */
export function InvitationLink({
  created,
  autoFocus = false,
}: {
  created: InvitationCreated;
  autoFocus?: boolean;
}) {
  const { invitation, url, emailed } = created;
  return (
    <div className="grid gap-4">
      <Alert>
        {emailed ? <MailCheckIcon aria-hidden /> : <MailXIcon aria-hidden />}
        <AlertDescription>
          {emailed ? format(m.emailed, { email: invitation.email }) : m.notEmailed}
        </AlertDescription>
      </Alert>
      <CopyLinkField
        id={`invitation-url-${invitation.id}`}
        label={m.linkLabel}
        url={url}
        copyLabel={m.copyLink}
        copiedText={m.linkCopied}
        copyFailedText={m.copyFailed}
        autoFocus={autoFocus}
      >
        <Button asChild variant="outline" className="w-full sm:w-fit">
          <a href={whatsappHref(invitation.name, url)} target="_blank" rel="noopener noreferrer">
            <MessageCircleIcon aria-hidden />
            {m.whatsapp}
          </a>
        </Button>
      </CopyLinkField>
    </div>
  );
}
