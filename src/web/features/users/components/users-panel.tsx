import { format } from '@shared/messages/format';
import { usersMessages } from '@shared/messages/users';
import type { SessionUser, User } from '@shared/schemas/user';
import { LoadError, StatePanel } from '@web/components/state-panels';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { ListSkeleton } from '@web/components/ui/skeleton';
import { isApiError } from '@web/lib/api-error';
import { useMailEnabled } from '@web/lib/brand';
import { UserPlusIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { useUsers } from '../api/get-users';
import { AccessRestricted } from './access-restricted';
import { CreateUserDialog } from './create-user-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditRoleDialog } from './edit-role-dialog';
import { EndSessionsDialog } from './end-sessions-dialog';
import { SendResetDialog } from './send-reset-dialog';
import { UsersTable } from './users-table';

/** SPEC 'Users': the list with create, edit-role and delete. Non-admins see 'Acesso Restrito'. */
export function UsersPanel({ currentUser }: { currentUser: SessionUser }) {
  const isAdmin = currentUser.role === 'admin';
  const users = useUsers({ enabled: isAdmin });
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [endingSessions, setEndingSessions] = useState<User | null>(null);
  const [sendingReset, setSendingReset] = useState<User | null>(null);
  const mailEnabled = useMailEnabled();

  if (!isAdmin || (isApiError(users.error) && users.error.code === 'FORBIDDEN')) return <AccessRestricted />;

  const list = users.data?.items ?? [];
  return (
    <Card className="gap-0 overflow-hidden pb-0">
      <div className="flex flex-col gap-4 border-b px-6 pb-6 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <h1 className="font-semibold text-lg leading-tight">{usersMessages.users.title}</h1>
          <p className="text-muted-foreground text-sm">{usersMessages.users.description}</p>
          {users.data ? (
            <p className="font-medium text-foreground/80 text-sm">
              {users.data.total === 1
                ? usersMessages.users.totalOne
                : format(usersMessages.users.totalOther, { n: users.data.total })}
            </p>
          ) : null}
        </div>
        <Button onClick={() => setCreating(true)} className="w-full shrink-0 sm:w-auto">
          <UserPlusIcon aria-hidden />
          {usersMessages.users.newUser}
        </Button>
      </div>
      <CardContent className="px-0">
        {users.isPending ? (
          <ListSkeleton rows={3} className="gap-4 p-6" />
        ) : users.isError ? (
          <div className="p-6">
            <LoadError message={usersMessages.users.loadError} onRetry={() => users.refetch()} />
          </div>
        ) : list.length === 0 ? (
          <StatePanel
            icon={UsersIcon}
            title={usersMessages.users.emptyTitle}
            text={usersMessages.users.emptyDescription}
            actions={
              <Button onClick={() => setCreating(true)}>
                <UserPlusIcon aria-hidden />
                {usersMessages.users.createFirst}
              </Button>
            }
          />
        ) : (
          <UsersTable
            users={list}
            currentUserId={currentUser.id}
            onEditRole={setEditing}
            onDelete={setDeleting}
            onEndSessions={setEndingSessions}
            onSendReset={mailEnabled ? setSendingReset : undefined}
          />
        )}
      </CardContent>
      <CreateUserDialog open={creating} onOpenChange={setCreating} />
      <EditRoleDialog user={editing} onClose={() => setEditing(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
      <EndSessionsDialog user={endingSessions} onClose={() => setEndingSessions(null)} />
      <SendResetDialog user={sendingReset} onClose={() => setSendingReset(null)} />
    </Card>
  );
}
