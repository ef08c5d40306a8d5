import { format } from '@shared/messages/format';
import { invitationsMessages } from '@shared/messages/invitations';
import type { Invitation } from '@shared/schemas/invitation';
import { actionsColumn, adminTableProps, DataTable, type DataTableColumn } from '@web/components/data-table';
import { RoleBadge } from '@web/components/role-badge';
import { formatDateTime, formatRelative } from '@web/lib/dates';
import { InvitationActions, type InvitationRowActions } from './invitation-actions';
import { InvitationStatusBadge } from './invitation-status-badge';

const m = invitationsMessages.invitations;

/** 'Expira em 7 dias', 'Expirou há 2 dias', 'Aceito há 3 horas'; the exact date on hover. */
function Validity({ invitation }: { invitation: Invitation }) {
  const [template, date] =
    invitation.status === 'accepted' && invitation.acceptedAt
      ? [m.acceptedAgo, invitation.acceptedAt]
      : invitation.status === 'expired'
        ? [m.expiredAgo, invitation.expiresAt]
        : invitation.status === 'revoked'
          ? [m.sentAgo, invitation.createdAt]
          : [m.expiresIn, invitation.expiresAt];
  return (
    <time dateTime={date} title={formatDateTime(date)}>
      {format(template, { when: formatRelative(date) })}
    </time>
  );
}

function PersonCell({ invitation }: { invitation: Invitation }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <span className="break-words font-medium leading-snug">{invitation.name}</span>
      <span className="break-all text-muted-foreground text-sm">{invitation.email}</span>
      {invitation.invitedByName ? (
        <span className="text-muted-foreground text-xs">
          {format(m.invitedByLine, { name: invitation.invitedByName })}
        </span>
      ) : null}
    </div>
  );
}

function UnitName({ invitation }: { invitation: Invitation }) {
  return invitation.unitName ? (
    <span className="break-words">{invitation.unitName}</span>
  ) : (
    <span className="text-muted-foreground">{m.noUnit}</span>
  );
}

/** A table from lg up; stacked cards below, as the users list does, so a phone never scrolls sideways. */
export function InvitationsTable({
  invitations,
  caption,
  ...actions
}: InvitationRowActions & { invitations: readonly Invitation[]; caption: string }) {
  const rowActions = (invitation: Invitation) => <InvitationActions invitation={invitation} {...actions} />;
  const columns: DataTableColumn<Invitation>[] = [
    {
      id: 'person',
      header: m.colPerson,
      className: 'pr-4 pl-6',
      cellClassName: 'max-w-80',
      cell: (invitation) => <PersonCell invitation={invitation} />,
    },
    {
      id: 'role',
      header: m.colRole,
      className: 'px-4',
      cell: (invitation) => <RoleBadge value={invitation.role} />,
    },
    {
      id: 'unit',
      header: m.colUnit,
      className: 'px-4',
      cellClassName: 'max-w-56',
      cell: (invitation) => <UnitName invitation={invitation} />,
    },
    {
      id: 'status',
      header: m.colStatus,
      className: 'px-4',
      cell: (invitation) => <InvitationStatusBadge status={invitation.status} />,
    },
    {
      id: 'validity',
      header: m.colValidity,
      className: 'whitespace-nowrap px-4',
      cell: (invitation) => <Validity invitation={invitation} />,
    },
    actionsColumn(m.colActions, rowActions),
  ];
  return (
    <DataTable
      {...adminTableProps}
      caption={caption}
      columns={columns}
      rows={invitations}
      cardClassName="grid gap-3 px-4 py-4 sm:px-6"
      renderCard={(invitation) => (
        <>
          <PersonCell invitation={invitation} />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-muted-foreground text-xs">
            <InvitationStatusBadge status={invitation.status} />
            <RoleBadge value={invitation.role} />
            <span className="text-foreground/80">
              <UnitName invitation={invitation} />
            </span>
            <Validity invitation={invitation} />
          </div>
          <div className="-my-1 empty:hidden">{rowActions(invitation)}</div>
        </>
      )}
    />
  );
}
