import { authMessages } from '@shared/messages/auth';
import { format } from '@shared/messages/format';
import type { UserSession } from '@shared/schemas/user';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { IconTile } from '@web/components/icon-tile';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ListSkeleton } from '@web/components/ui/skeleton';
import { formatDateTime, formatRelative } from '@web/lib/dates';
import { LogOutIcon, MonitorSmartphoneIcon } from 'lucide-react';
import { useState } from 'react';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useMySessions } from '../api/get-my-sessions';
import { FormStatus } from './form-status';

function SessionRow({ session }: { session: UserSession }) {
  return (
    <li className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
      <IconTile icon={MonitorSmartphoneIcon} shape="round" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate font-medium text-sm">{session.device}</span>
          {session.current ? <Badge variant="secondary">{authMessages.sessions.current}</Badge> : null}
        </div>
        <p className="flex flex-col text-muted-foreground text-xs sm:flex-row sm:gap-1">
          <span title={formatDateTime(session.createdAt)}>
            {format(authMessages.sessions.startedAt, { when: formatRelative(session.createdAt) })}
          </span>
          <span aria-hidden className="hidden sm:inline">
            ·
          </span>
          <span title={formatDateTime(session.lastUsedAt)}>
            {format(authMessages.sessions.lastUsed, { when: formatRelative(session.lastUsedAt) })}
          </span>
        </p>
      </div>
    </li>
  );
}

/** The devices signed in to this account, with 'Encerrar as outras' (confirmed first). */
export function SessionsList() {
  const sessions = useMySessions();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState(false);

  if (sessions.isPending) return <ListSkeleton rows={2} className="gap-3" />;
  if (sessions.isError) return <FormStatus error={authMessages.sessions.loadError} />;

  const items = sessions.data.items;
  const others = items.filter((session) => !session.current).length;
  return (
    <div className="grid gap-4">
      <ul aria-label={authMessages.sessions.title} className="divide-y">
        {items.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
      <div className="flex flex-col-reverse items-stretch gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground text-sm">
          {others === 0 ? authMessages.sessions.onlyThis : null}
        </p>
        <ConfirmDialog
          open={confirming}
          title={authMessages.sessions.endOthersTitle}
          description={authMessages.sessions.endOthersDescription}
          confirmLabel={authMessages.sessions.endOthers}
          pendingLabel={authMessages.sessions.endingOthers}
          pending={endOthers.isPending}
          onConfirm={() => endOthers.mutate(undefined, { onSettled: () => setConfirming(false) })}
          onClose={() => setConfirming(false)}
          onOpen={() => setConfirming(true)}
          trigger={
            <Button variant="outline" disabled={others === 0} className="w-full sm:w-auto">
              <LogOutIcon aria-hidden />
              {authMessages.sessions.endOthers}
            </Button>
          }
        />
      </div>
    </div>
  );
}
