import { format } from '@shared/messages/format';
import { publicationMessages } from '@shared/messages/publication';
import type { Asset } from '@shared/schemas/asset';
import { Badge } from '@web/components/ui/badge';
import { formatDay } from '@web/lib/dates';
import { cn } from '@web/lib/utils';
import { CalendarClockIcon, CalendarXIcon, ShieldAlertIcon } from 'lucide-react';

const m = publicationMessages.publication;

const TONES = {
  scheduled: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100',
  expired:
    'border-zinc-300 bg-zinc-100 text-zinc-800 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100',
  'blocked-consent':
    'border-rose-300 bg-rose-50 text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-100',
} as const;

/** The badge's text and its longer explanation (tooltip, and the screen reader's text). */
function describe(asset: Asset): { label: string; title: string } | null {
  switch (asset.publication) {
    case 'scheduled': {
      const date = formatDay(asset.validFrom ?? '');
      return {
        label: format(m.badgeScheduledFrom, { date }),
        title: format(m.badgeScheduledTitle, { date }),
      };
    }
    case 'expired':
      return {
        label: m.badgeExpired,
        title: format(m.badgeExpiredTitle, { date: formatDay(asset.validUntil ?? '') }),
      };
    case 'blocked-consent':
      return { label: m.badgeBlockedConsent, title: m.badgeBlockedConsentTitle };
    default:
      return null;
  }
}

/**
 * Issue 16 'Validity' and 'Consent': on an asset users and franqueados do not see today, why —
 * 'Agendado para 11/03/2026', 'Expirado', 'Sem consentimento'. Only admins' answers carry
 * `publication` (the others never get such an asset), so nobody else sees it.
 */
export function PublicationBadge({ asset, className }: { asset: Asset; className?: string }) {
  const state = asset.publication;
  const text = describe(asset);
  if (!state || state === 'published' || !text) return null;
  const Icon =
    state === 'scheduled' ? CalendarClockIcon : state === 'expired' ? CalendarXIcon : ShieldAlertIcon;
  return (
    <Badge
      variant="outline"
      data-testid="publication-badge"
      data-state={state}
      title={text.title}
      // Narrow cards: "Agendado para 01/12/2026" wraps rather than being cut.
      className={cn('h-auto max-w-full whitespace-normal text-left', TONES[state], className)}
    >
      <Icon aria-hidden />
      {text.label}
      <span className="sr-only">: {text.title}</span>
    </Badge>
  );
}
