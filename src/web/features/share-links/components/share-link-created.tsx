import { format } from '@shared/messages/format';
import { shareLinksMessages } from '@shared/messages/share-links';
import type { ShareLinkCreated, ShareLinkForm } from '@shared/schemas/share-link';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { DialogFooter } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { copyText } from '@web/lib/clipboard';
import { formatDateTime } from '@web/lib/dates';
import { notify } from '@web/lib/notify';
import { paths } from '@web/lib/paths';
import { CheckIcon, CopyIcon, ShieldAlertIcon } from 'lucide-react';
import { useState } from 'react';
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
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const ok = await copyText(link.url);
    setCopied(ok);
    if (ok) notify.success(m.copied);
    else notify.error(m.copyFailed);
  };
  const summary = [
    format(m.validUntil, { date: formatDateTime(link.expiresAt) }),
    form.password ? m.summaryPassword : null,
    form.allowDownload ? m.summaryDownload : m.summaryViewOnly,
  ].filter(Boolean);

  return (
    <>
      <div className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor="share-link-url">{m.urlLabel}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="share-link-url"
              value={link.url}
              readOnly
              // The address selected at once: Ctrl+C copies it as well as the button does.
              autoFocus
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono text-xs md:text-xs"
              data-testid="share-link-url"
            />
            <Button type="button" onClick={() => void copy()} className="shrink-0">
              {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
              {m.copy}
            </Button>
          </div>
          <p className="text-muted-foreground text-sm" data-testid="share-link-summary">
            {summary.join(' ')}
          </p>
        </div>
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
