import { format } from '@shared/messages/format';
import { invitationsMessages } from '@shared/messages/invitations';
import type { Invitation, InvitationCreated } from '@shared/schemas/invitation';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ListCard, ListCardBody } from '@web/components/list-card';
import { StatePanel } from '@web/components/state-panels';
import { Button } from '@web/components/ui/button';
import { copyText } from '@web/lib/clipboard';
import { countText } from '@web/lib/format';
import { notify, notifyFailure } from '@web/lib/notify';
import { useRetainedValue } from '@web/lib/use-retained-value';
import { FileSpreadsheetIcon, MailPlusIcon, UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useInvitations } from '../api/get-invitations';
import type { InvitationFilter } from '../api/invitation-keys';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { ImportInvitationsDialog } from './import-invitations-dialog';
import { InvitationStatusFilter } from './invitation-status-filter';
import { InvitationsTable } from './invitations-table';
import { InviteDialog } from './invite-dialog';
import { ResentLinkDialog } from './resent-link-dialog';

const m = invitationsMessages.invitations;

/** Issue 36: the admins' "Convites" tab: who was invited, each link's state, invite one or a sheet. */
export function InvitationsPanel() {
  const [filter, setFilter] = useState<InvitationFilter>('pending');
  const invitations = useInvitations(filter);
  const [inviting, setInviting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [resent, setResent] = useState<InvitationCreated | null>(null);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const shownRevoking = useRetainedValue(revoking);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();

  const onResend = (invitation: Invitation) =>
    resend.mutate(invitation.id, {
      onSuccess: setResent,
      onError: (error) => notifyFailure(error, m.resendError),
    });
  // The old link cannot be shown again (only its hash is kept): a new one is made, and said so.
  const onNewLink = (invitation: Invitation) =>
    resend.mutate(invitation.id, {
      onSuccess: async (created) => {
        if (await copyText(created.url)) notify.success(m.newLinkCopied);
        else setResent(created);
      },
      onError: (error) => notifyFailure(error, m.newLinkError),
    });
  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => setRevoking(null),
      onError: (error) => notifyFailure(error, m.revokeError),
    });
  };

  const list = invitations.data?.items ?? [];
  const total = invitations.data?.total;
  return (
    <ListCard
      title={m.tab}
      description={m.tabDescription}
      actions={
        <>
          <Button variant="outline" onClick={() => setImporting(true)}>
            <FileSpreadsheetIcon aria-hidden />
            {m.importCsv}
          </Button>
          <Button onClick={() => setInviting(true)}>
            <UserPlusIcon aria-hidden />
            {m.invite}
          </Button>
        </>
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b px-6 py-3">
        <InvitationStatusFilter value={filter} onChange={setFilter} />
        {total !== undefined ? (
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {countText(total, m.totalOne, m.totalOther)}
          </p>
        ) : null}
      </div>
      <ListCardBody
        query={invitations}
        skeletonRows={3}
        loadError={m.loadError}
        isEmpty={list.length === 0}
        empty={<EmptyInvitations filter={filter} onInvite={() => setInviting(true)} />}
      >
        <InvitationsTable
          invitations={list}
          caption={m.tab}
          onResend={onResend}
          onNewLink={onNewLink}
          onRevoke={setRevoking}
          busyId={resend.isPending ? resend.variables : null}
        />
      </ListCardBody>
      <InviteDialog open={inviting} onOpenChange={setInviting} />
      <ImportInvitationsDialog open={importing} onOpenChange={setImporting} />
      <ResentLinkDialog created={resent} onClose={() => setResent(null)} />
      <ConfirmDialog
        open={revoking !== null}
        title={m.revokeTitle}
        description={
          shownRevoking
            ? format(m.revokeDescription, { name: shownRevoking.name, email: shownRevoking.email })
            : ''
        }
        confirmLabel={m.revokeConfirm}
        pendingLabel={m.revoking}
        cancelLabel={m.keepInvitation}
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      />
    </ListCard>
  );
}

function EmptyInvitations({ filter, onInvite }: { filter: InvitationFilter; onInvite: () => void }) {
  const filtered = filter !== 'pending' && filter !== 'all';
  return (
    <StatePanel
      icon={MailPlusIcon}
      title={filter === 'pending' ? m.empty : filter === 'all' ? m.emptyAll : m.emptyFiltered}
      text={filtered ? m.emptyFilteredDescription : m.emptyDescription}
      actions={
        filtered ? null : (
          <Button onClick={onInvite}>
            <UserPlusIcon aria-hidden />
            {m.invite}
          </Button>
        )
      }
    />
  );
}
