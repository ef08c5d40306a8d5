import type { ConsentState } from '@shared/constants';
import { consentsMessages } from '@shared/messages/consents';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';

const TONES: Record<ConsentState, string> = {
  valid:
    'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  expiring:
    'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
  expired:
    'border-zinc-300 bg-zinc-100 text-zinc-800 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100',
  revoked:
    'border-rose-300 bg-rose-50 text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-100',
};

/** A consent's state today: Válido, Vence em breve, Expirado, Revogado. */
export function ConsentStateBadge({ state, className }: { state: ConsentState; className?: string }) {
  return (
    <Badge variant="outline" data-state={state} className={cn(TONES[state], className)}>
      {consentsMessages.consents.states[state]}
    </Badge>
  );
}
