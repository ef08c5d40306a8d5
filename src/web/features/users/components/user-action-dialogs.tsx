import { format } from '@shared/messages/format';
import { usersMessages } from '@shared/messages/users';
import type { User } from '@shared/schemas/user';
import { ConfirmDialog, type ConfirmDialogProps } from '@web/components/confirm-dialog';
import { useRetainedValue } from '@web/lib/use-retained-value';
import { useEndUserSessions } from '../api/end-user-sessions';
import { useSendPasswordReset } from '../api/send-password-reset';

const m = usersMessages.users;

type ActionTexts = Pick<ConfirmDialogProps, 'title' | 'confirmLabel' | 'pendingLabel'> & {
  /** Names the person with `{name}`. */
  description: string;
};

const endSessionsTexts: ActionTexts = {
  title: m.endSessionsTitle,
  description: m.endSessionsDescription,
  confirmLabel: m.endSessionsConfirm,
  pendingLabel: m.endingSessions,
};

const sendResetTexts: ActionTexts = {
  title: m.sendResetTitle,
  description: m.sendResetDescription,
  confirmLabel: m.sendResetConfirm,
  pendingLabel: m.sendingReset,
};

interface UserActionDialogProps {
  /** Who the action is for; null means closed. */
  user: User | null;
  onClose: () => void;
}

/** Confirmation before signing a person out everywhere. */
export function EndSessionsDialog(props: UserActionDialogProps) {
  const mutation = useEndUserSessions();
  return <ConfirmUserAction {...props} texts={endSessionsTexts} mutation={mutation} />;
}

/** Confirmation before e-mailing a person a password-reset link. */
export function SendResetDialog(props: UserActionDialogProps) {
  const mutation = useSendPasswordReset();
  return <ConfirmUserAction {...props} texts={sendResetTexts} mutation={mutation} />;
}

interface ConfirmUserActionProps extends UserActionDialogProps {
  texts: ActionTexts;
  /** The action's mutation, which says how it went (its toasts). */
  mutation: { isPending: boolean; mutate: (user: User, options: { onSettled: () => void }) => void };
}

/** Closed either way once answered: the action's own toasts tell how it went. */
function ConfirmUserAction({ user, onClose, texts, mutation }: ConfirmUserActionProps) {
  const shown = useRetainedValue(user);
  return (
    <ConfirmDialog
      {...texts}
      open={user !== null}
      description={format(texts.description, { name: shown?.name || shown?.email || '' })}
      pending={mutation.isPending}
      onConfirm={() => user && mutation.mutate(user, { onSettled: onClose })}
      onClose={onClose}
    />
  );
}
