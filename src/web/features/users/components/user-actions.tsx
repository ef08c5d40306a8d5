import { format } from '@shared/messages/format';
import { usersMessages } from '@shared/messages/users';
import type { User } from '@shared/schemas/user';
import { IconButton } from '@web/components/icon-button';
import { CheckIcon, KeyRoundIcon, LogOutIcon, PencilIcon, Trash2Icon, XIcon } from 'lucide-react';
import { useReviewSignUp } from '../api/review-sign-up';

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
  const review = useReviewSignUp();
  return (
    <div className="flex items-center justify-end gap-1">
      {user.status === 'pending' ? (
        <>
          <IconButton
            icon={CheckIcon}
            label={format(usersMessages.users.approve, { name })}
            tooltip
            disabled={review.isPending}
            onClick={() => review.mutate({ user, decision: 'approve' })}
          />
          <IconButton
            icon={XIcon}
            label={format(usersMessages.users.reject, { name })}
            tooltip
            tone="destructive"
            disabled={review.isPending}
            onClick={() => review.mutate({ user, decision: 'reject' })}
          />
        </>
      ) : null}
      <IconButton
        icon={PencilIcon}
        label={format(usersMessages.users.editRole, { name })}
        tooltip
        onClick={() => onEditRole(user)}
      />
      {onSendReset ? (
        <IconButton
          icon={KeyRoundIcon}
          label={format(usersMessages.users.sendReset, { name })}
          tooltip
          onClick={() => onSendReset(user)}
        />
      ) : null}
      <IconButton
        icon={LogOutIcon}
        label={format(usersMessages.users.endSessions, { name })}
        tooltip
        disabled={isSelf}
        onClick={() => onEndSessions(user)}
      />
      <IconButton
        icon={Trash2Icon}
        label={format(usersMessages.users.deleteUser, { name })}
        tooltip
        tone="destructive"
        disabled={isSelf}
        onClick={() => onDelete(user)}
      />
    </div>
  );
}
