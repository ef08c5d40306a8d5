import { format } from '@shared/messages/format';
import { shareLinksMessages } from '@shared/messages/share-links';
import type { ShareLinkCreated, ShareLinkForm } from '@shared/schemas/share-link';
import { CopyLinkField } from '@web/components/copy-link-field';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { DialogFooter } from '@web/components/ui/dialog';
import { formatDateTime } from '@web/lib/dates';
import { paths } from '@web/lib/paths';
import { ShieldAlertIcon } from 'lucide-react';
import { Link } from 'react-router';

const m = shareLinksMessages.shareLinks;

/** The new link's address (shown this once), 'Copiar link', and what the link allows and until when. */
export function ShareLinkCreatedPanel({
  link,
  form,
  onDone,
}: {
  link: ShareLinkCreated;
  form: ShareLinkForm;
  onDone: () => void;
}) {
  const summary = [
    format(m.validUntil, { date: formatDateTime(link.expiresAt) }),
    form.password ? m.summaryPassword : null,
    form.allowDownload ? m.summaryDownload : m.summaryViewOnly,
  ].filter(Boolean);

  return (
    <>
      <div className="grid gap-4">
        <CopyLinkField
          id="share-link-url"
          label={m.urlLabel}
          url={link.url}
          copyLabel={m.copy}
          copiedText={m.copied}
          copyFailedText={m.copyFailed}
          autoFocus
          inputTestId="share-link-url"
        >
          <p className="text-muted-foreground text-sm" data-testid="share-link-summary">
            {summary.join(' ')}
          </p>
        </CopyLinkField>
        <Alert>
          <ShieldAlertIcon aria-hidden />
          <AlertDescription>{m.shownOnce}</AlertDescription>
        </Alert>
        <p className="text-muted-foreground text-sm">
          {m.manageHint}{' '}
          <Link
            to={paths.links}
            className="rounded-sm font-medium text-foreground underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {m.manageLink}
          </Link>
        </p>
      </div>
      <DialogFooter>
        <Button onClick={onDone}>{m.done}</Button>
      </DialogFooter>
    </>
  );
}
