import type { RequestStatus } from '@shared/constants';
import { requestsMessages } from '@shared/messages/requests';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';

const TONES: Record<RequestStatus, string> = {
  aberto: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100',
  em_andamento:
    'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
  atendido:
    'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  recusado:
    'border-rose-300 bg-rose-50 text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-100',
};

/** A request's status: Aberto, Em andamento, Atendido, Recusado. */
export function RequestStatusBadge({ status, className }: { status: RequestStatus; className?: string }) {
  return (
    <Badge variant="outline" data-status={status} className={cn(TONES[status], className)}>
      {requestsMessages.requests.statuses[status]}
    </Badge>
  );
}
