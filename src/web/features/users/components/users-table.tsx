import { commonMessages } from '@shared/messages/common';
import { format } from '@shared/messages/format';
import { usersMessages } from '@shared/messages/users';
import type { User } from '@shared/schemas/user';
import { actionsColumn, adminTableProps, DataTable, type DataTableColumn } from '@web/components/data-table';
import { RoleBadge } from '@web/components/role-badge';
import { Badge } from '@web/components/ui/badge';
import { UserAvatar } from '@web/components/user-avatar';
import { formatDate } from '@web/lib/dates';
import { UserActions } from './user-actions';

export interface UsersTableProps {
  users: readonly User[];
  currentUserId: string;
  onEditRole: (user: User) => void;
  onDelete: (user: User) => void;
  onEndSessions: (user: User) => void;
  onSendReset?: (user: User) => void;
}

const m = usersMessages.users;

function NameCell({ user, isSelf }: { user: User; isSelf: boolean }) {
  return (
    <div className="flex min-w-0 items-start gap-3">
      <UserAvatar name={user.name} email={user.email} avatarUrl={user.avatarUrl} className="mt-0.5 size-9" />
      <div className="grid min-w-0 gap-0.5">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium leading-snug">
          <span className="break-words">{user.name || user.email}</span>
          {isSelf ? (
            <Badge variant="outline" className="font-normal">
              {m.you}
            </Badge>
          ) : null}
          {user.status === 'active' ? null : (
            <Badge variant={user.status === 'pending' ? 'secondary' : 'outline'} className="font-normal">
              {commonMessages.accountStatuses[user.status]}
            </Badge>
          )}
        </span>
        <span className="break-all text-muted-foreground text-sm">{user.email}</span>
      </div>
    </div>
  );
}

/** A table from lg up; stacked cards below, so nothing scrolls sideways on a phone. */
export function UsersTable({
  users,
  currentUserId,
  onEditRole,
  onDelete,
  onEndSessions,
  onSendReset,
}: UsersTableProps) {
  const actions = (user: User) => (
    <UserActions
      user={user}
      isSelf={user.id === currentUserId}
      onEditRole={onEditRole}
      onDelete={onDelete}
      onEndSessions={onEndSessions}
      onSendReset={onSendReset}
    />
  );
  const columns: DataTableColumn<User>[] = [
    {
      id: 'user',
      header: m.colUser,
      className: 'pr-4 pl-6',
      cellClassName: 'max-w-80',
      cell: (user) => <NameCell user={user} isSelf={user.id === currentUserId} />,
    },
    {
      id: 'id',
      header: m.colId,
      className: 'px-4',
      cell: (user) => <code className="font-mono text-muted-foreground text-xs">{user.id}</code>,
    },
    {
      id: 'createdAt',
      header: m.colCreatedAt,
      className: 'whitespace-nowrap px-4',
      cellClassName: 'tabular-nums',
      cell: (user) => formatDate(user.createdAt),
    },
    { id: 'role', header: m.colRole, className: 'px-4', cell: (user) => <RoleBadge value={user.role} /> },
    {
      id: 'unit',
      header: m.colUnit,
      className: 'px-4',
      cellClassName: 'max-w-56',
      cell: (user) =>
        user.unitName ? (
          <span className="break-words">{user.unitName}</span>
        ) : (
          <span className="text-muted-foreground">{m.noUnit}</span>
        ),
    },
    actionsColumn(m.colActions, actions),
  ];
  return (
    <DataTable
      {...adminTableProps}
      caption={m.title}
      columns={columns}
      rows={users}
      cardClassName="grid gap-3 px-4 py-4 sm:px-6"
      renderCard={(user) => (
        <>
          <NameCell user={user} isSelf={user.id === currentUserId} />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 pl-12 text-muted-foreground text-xs">
            <RoleBadge value={user.role} />
            {user.unitName ? <span className="text-foreground/80">{user.unitName}</span> : null}
            <span>{format(m.createdOn, { date: formatDate(user.createdAt) })}</span>
            <code className="w-full break-all font-mono text-[11px]">{user.id}</code>
          </div>
          {/* Three actions beside the name would squeeze the e-mail on a phone: they get a row. */}
          <div className="-my-1">{actions(user)}</div>
        </>
      )}
    />
  );
}
