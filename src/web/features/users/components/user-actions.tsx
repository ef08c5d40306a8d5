import { format, messages } from '@shared/messages/pt-BR';
import type { User } from '@shared/schemas/user';
import { Button } from '@web/components/ui/button';
import { KeyRoundIcon, LogOutIcon, PencilIcon, Trash2Icon } from 'lucide-react';

export interface UserActionsProps {
  user: User;
  isSelf: boolean;
  onEditRole: (user: User) => void;
  onDelete: (user: User) => void;
  onEndSessions: (user: User) => void;
  /** Absent when e-mail is off: the reset-link action is not shown. */
  onSendReset?: (user: User) => void;
}

/**
 * Edit role, end sessions and delete. An admin does not delete their own account or end their own
 * sessions from here (they would be cut off); the profile page ends their other sessions.
 */
export function UserActions({
  user,
  isSelf,
  onEditRole,
  onDelete,
  onEndSessions,
  onSendReset,
}: UserActionsProps) {
  const name = user.name || user.email;
  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onEditRole(user)}
        aria-label={format(messages.users.editRole, { name })}
        title={format(messages.users.editRole, { name })}
      >
        <PencilIcon aria-hidden />
      </Button>
      {onSendReset ? (
        <Button
          variant="ghost"
          size="icon"
          onClick={() => onSendReset(user)}
          aria-label={format(messages.users.sendReset, { name })}
          title={format(messages.users.sendReset, { name })}
        >
          <KeyRoundIcon aria-hidden />
        </Button>
      ) : null}
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onEndSessions(user)}
        disabled={isSelf}
        aria-label={format(messages.users.endSessions, { name })}
        title={format(messages.users.endSessions, { name })}
      >
        <LogOutIcon aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={() => onDelete(user)}
        disabled={isSelf}
        aria-label={format(messages.users.deleteUser, { name })}
        title={format(messages.users.deleteUser, { name })}
      >
        <Trash2Icon aria-hidden />
      </Button>
    </div>
  );
}
