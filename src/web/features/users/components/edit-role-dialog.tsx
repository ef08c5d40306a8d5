import type { Role } from '@shared/constants';
import { format, messages } from '@shared/messages/pt-BR';
import type { User } from '@shared/schemas/user';
import { DialogActions, DialogFrame } from '@web/components/dialog-frame';
import { Label } from '@web/components/ui/label';
import { useRetainedValue } from '@web/lib/use-retained-value';
import { useState } from 'react';
import { useUpdateUser } from '../api/update-user';
import { RoleSelect } from './role-select';

const FORM_ID = 'edit-role-form';

/** SPEC 'Users': the edit-role dialog. `user` null means closed. */
export function EditRoleDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const shown = useRetainedValue(user);
  const updateMutation = useUpdateUser();
  const pending = updateMutation.isPending;

  const save = (target: User, role: Role) => {
    if (role === target.role) return onClose();
    updateMutation.mutate({ id: target.id, input: { role } }, { onSuccess: onClose });
  };

  return (
    <DialogFrame
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={messages.users.editRoleTitle}
      description={
        shown ? format(messages.users.editRoleDescription, { name: shown.name || shown.email }) : null
      }
      footer={
        <DialogActions
          onCancel={onClose}
          pending={pending}
          pendingLabel={messages.common.saving}
          submitLabel={messages.common.save}
          form={FORM_ID}
        />
      }
    >
      {shown ? (
        <EditRoleForm key={shown.id} user={shown} pending={pending} onSave={(role) => save(shown, role)} />
      ) : null}
    </DialogFrame>
  );
}

function EditRoleForm({
  user,
  pending,
  onSave,
}: {
  user: User;
  pending: boolean;
  onSave: (role: Role) => void;
}) {
  const [role, setRole] = useState<Role>(user.role);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    onSave(role);
  };

  return (
    <form id={FORM_ID} onSubmit={submit} className="grid gap-2">
      <Label htmlFor="edit-role">{messages.users.role}</Label>
      <RoleSelect id="edit-role" value={role} onValueChange={setRole} disabled={pending} />
    </form>
  );
}
