import type { InvitationStatus } from '@shared/constants';
import { invitationsMessages } from '@shared/messages/invitations';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';

/** Calm colours: only a pending invitation asks for something, and it takes the brand's tint. */
const styles: Record<InvitationStatus, string> = {
  pending: 'border-primary/25 bg-primary/10 text-primary',
  accepted: 'border-emerald-600/25 bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  expired: 'border-amber-600/30 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  revoked: 'border-border bg-muted text-muted-foreground',
};

export function InvitationStatusBadge({
  status,
  className,
}: {
  status: InvitationStatus;
  className?: string;
}) {
  return (
    <Badge variant="outline" className={cn(styles[status], className)}>
      {invitationsMessages.invitations.statuses[status]}
    </Badge>
  );
}
