import { format, messages } from '@shared/messages/pt-BR';
import type { User } from '@shared/schemas/user';
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

function NameCell({ user, isSelf }: { user: User; isSelf: boolean }) {
  return (
    <div className="flex min-w-0 items-start gap-3">
      <UserAvatar name={user.name} email={user.email} avatarUrl={user.avatarUrl} className="mt-0.5 size-9" />
      <div className="grid min-w-0 gap-0.5">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium leading-snug">
          <span className="break-words">{user.name || user.email}</span>
          {isSelf ? (
            <Badge variant="outline" className="font-normal">
              {messages.users.you}
            </Badge>
          ) : null}
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
  return (
    <>
      <table className="hidden w-full text-sm lg:table">
        <thead>
          <tr className="border-b text-left text-muted-foreground text-xs uppercase tracking-wide">
            <th scope="col" className="py-3 pr-4 pl-6 font-medium">
              {messages.users.colUser}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {messages.users.colId}
            </th>
            <th scope="col" className="whitespace-nowrap px-4 py-3 font-medium">
              {messages.users.colCreatedAt}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {messages.users.colRole}
            </th>
            <th scope="col" className="py-3 pr-6 pl-4 text-right font-medium">
              <span className="sr-only">{messages.users.colActions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const isSelf = user.id === currentUserId;
            return (
              <tr key={user.id} className="border-b align-middle last:border-0 hover:bg-muted/40">
                <td className="max-w-80 py-3 pr-4 pl-6">
                  <NameCell user={user} isSelf={isSelf} />
                </td>
                <td className="px-4 py-3">
                  <code className="font-mono text-muted-foreground text-xs">{user.id}</code>
                </td>
                <td className="whitespace-nowrap px-4 py-3 tabular-nums">{formatDate(user.createdAt)}</td>
                <td className="px-4 py-3">
                  <RoleBadge value={user.role} />
                </td>
                <td className="py-3 pr-6 pl-4">
                  <UserActions
                    user={user}
                    isSelf={isSelf}
                    onEditRole={onEditRole}
                    onDelete={onDelete}
                    onEndSessions={onEndSessions}
                    onSendReset={onSendReset}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <ul className="divide-y lg:hidden">
        {users.map((user) => {
          const isSelf = user.id === currentUserId;
          return (
            <li key={user.id} className="grid gap-3 px-4 py-4 sm:px-6">
              <NameCell user={user} isSelf={isSelf} />
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 pl-12 text-muted-foreground text-xs">
                <RoleBadge value={user.role} />
                <span>{format(messages.users.createdOn, { date: formatDate(user.createdAt) })}</span>
                <code className="w-full break-all font-mono text-[11px]">{user.id}</code>
              </div>
              {/* Three actions beside the name would squeeze the e-mail on a phone: they get a row. */}
              <div className="-my-1">
                <UserActions
                  user={user}
                  isSelf={isSelf}
                  onEditRole={onEditRole}
                  onDelete={onDelete}
                  onEndSessions={onEndSessions}
                  onSendReset={onSendReset}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
