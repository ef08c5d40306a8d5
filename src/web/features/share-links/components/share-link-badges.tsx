import { shareLinksMessages } from '@shared/messages/share-links';
import type { ShareLink, ShareLinkState } from '@shared/schemas/share-link';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';
import { DownloadIcon, EyeIcon, LockIcon, TriangleAlertIcon } from 'lucide-react';

const m = shareLinksMessages.shareLinks;

const TONES: Record<ShareLinkState, string> = {
  ativo:
    'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  expirado:
    'border-zinc-300 bg-zinc-100 text-zinc-800 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100',
  revogado:
    'border-rose-300 bg-rose-50 text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-100',
};

/** A link's state (Ativo, Expirado, Revogado), then what it allows and whether its material is gone. */
export function ShareLinkBadges({ link, className }: { link: ShareLink; className?: string }) {
  return (
    <span className={cn('flex flex-wrap gap-1.5', className)}>
      <Badge variant="outline" data-state={link.state} className={TONES[link.state]}>
        {m.states[link.state]}
      </Badge>
      {link.state === 'ativo' && !link.targetAvailable ? (
        <Badge
          variant="outline"
          title={link.targetId === null ? m.deletedHint : m.unavailableHint}
          className="border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          <TriangleAlertIcon aria-hidden />
          {link.targetId === null ? m.deletedBadge : m.unavailableBadge}
        </Badge>
      ) : null}
      {link.hasPassword ? (
        <Badge variant="outline">
          <LockIcon aria-hidden />
          {m.withPassword}
        </Badge>
      ) : null}
      <Badge variant="outline">
        {link.allowDownload ? <DownloadIcon aria-hidden /> : <EyeIcon aria-hidden />}
        {link.allowDownload ? m.downloadAllowed : m.viewOnly}
      </Badge>
    </span>
  );
}
