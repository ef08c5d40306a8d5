import { usersMessages } from '@shared/messages/users';
import type { SessionUser, User } from '@shared/schemas/user';
import { ListCard, ListCardBody } from '@web/components/list-card';
import { StatePanel } from '@web/components/state-panels';
import { Button } from '@web/components/ui/button';
import { isApiError } from '@web/lib/api-error';
import { useMailEnabled } from '@web/lib/brand';
import { countText } from '@web/lib/format';
import { UserPlusIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { useUsers } from '../api/get-users';
import { AccessRestricted } from './access-restricted';
import { CreateUserDialog } from './create-user-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditRoleDialog } from './edit-role-dialog';
import { EndSessionsDialog, SendResetDialog } from './user-action-dialogs';
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
  const create = (label: string) => (
    <Button onClick={() => setCreating(true)}>
      <UserPlusIcon aria-hidden />
      {label}
    </Button>
  );
  return (
    <ListCard
      title={usersMessages.users.title}
      description={usersMessages.users.description}
      summary={
        users.data ? (
          <p className="font-medium text-foreground/80 text-sm">
            {countText(users.data.total, usersMessages.users.totalOne, usersMessages.users.totalOther)}
          </p>
        ) : null
      }
      actions={create(usersMessages.users.newUser)}
    >
      <ListCardBody
        query={users}
        skeletonRows={3}
        loadError={usersMessages.users.loadError}
        isEmpty={list.length === 0}
        empty={
          <StatePanel
            icon={UsersIcon}
            title={usersMessages.users.emptyTitle}
            text={usersMessages.users.emptyDescription}
            actions={create(usersMessages.users.createFirst)}
          />
        }
      >
        <UsersTable
          users={list}
          currentUserId={currentUser.id}
          onEditRole={setEditing}
          onDelete={setDeleting}
          onEndSessions={setEndingSessions}
          onSendReset={mailEnabled ? setSendingReset : undefined}
        />
      </ListCardBody>
      <CreateUserDialog open={creating} onOpenChange={setCreating} />
      <EditRoleDialog user={editing} onClose={() => setEditing(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
      <EndSessionsDialog user={endingSessions} onClose={() => setEndingSessions(null)} />
      <SendResetDialog user={sendingReset} onClose={() => setSendingReset(null)} />
    </ListCard>
  );
}
