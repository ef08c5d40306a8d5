import { format } from '@shared/messages/format';
import { invitationsMessages } from '@shared/messages/invitations';
import type { InvitationImportResult } from '@shared/schemas/invitation';
import { IconButton } from '@web/components/icon-button';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { copyText } from '@web/lib/clipboard';
import { countText } from '@web/lib/format';
import { notify } from '@web/lib/notify';
import { CircleAlertIcon, CircleCheckIcon, CopyIcon } from 'lucide-react';

const m = invitationsMessages.invitations;

const createdText = (n: number) =>
  countText(n, m.importCreatedOne, m.importCreatedOther, { none: m.importCreatedNone });

async function copyLink(url: string) {
  if (await copyText(url)) notify.success(m.linkCopied);
  else notify.error(m.copyFailed);
}

/**
 * What a sheet did: how many were invited, each refused line and why ("Linha 5: Perfil “gerente”
 * desconhecido…"), and the links made, to copy when e-mail is off (they cannot be shown again).
 */
export function ImportReport({ result }: { result: InvitationImportResult }) {
  const { created, invitations, errors } = result;
  const emailed = invitations.length > 0 && invitations.every((item) => item.emailed);
  return (
    <div className="grid gap-3" data-testid="invitations-import-report">
      <Alert role="status" className={created === 0 ? undefined : 'border-emerald-600/30'}>
        {created === 0 ? <CircleAlertIcon aria-hidden /> : <CircleCheckIcon aria-hidden />}
        <AlertTitle>{createdText(created)}</AlertTitle>
        {emailed ? <AlertDescription>{m.importEmailed}</AlertDescription> : null}
      </Alert>
      {errors.length > 0 ? (
        <section aria-labelledby="invitations-import-errors" className="grid gap-2">
          <h3 id="invitations-import-errors" className="font-medium text-destructive text-sm">
            {countText(errors.length, m.importErrorsOne, m.importErrorsOther)}
          </h3>
          <ul className="grid max-h-56 gap-1.5 overflow-y-auto rounded-md border p-3 text-sm">
            {errors.map((error) => (
              <li key={`${error.line}-${error.message}`} className="break-words">
                {format(m.importLine, { line: error.line, message: error.message })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {invitations.length > 0 && !emailed ? (
        <section aria-labelledby="invitations-import-links" className="grid gap-2">
          <h3 id="invitations-import-links" className="font-medium text-sm">
            {m.importLinks}
          </h3>
          <ul className="grid max-h-56 divide-y overflow-y-auto rounded-md border text-sm">
            {invitations.map(({ invitation, url }) => (
              <li key={invitation.id} className="flex items-center justify-between gap-2 py-1 pr-1 pl-3">
                <span className="min-w-0">
                  <span className="block break-words font-medium">{invitation.name}</span>
                  <span className="block break-all text-muted-foreground text-xs">{invitation.email}</span>
                </span>
                <IconButton
                  icon={CopyIcon}
                  label={format(m.copyLinkOf, { name: invitation.name })}
                  tooltip
                  onClick={() => void copyLink(url)}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
