import type { Role } from '@shared/constants';
import { format, messages } from '@shared/messages/pt-BR';
import type { User } from '@shared/schemas/user';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { useRetainedValue } from '@web/lib/use-retained-value';
import { LoaderCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { useUpdateUser } from '../api/update-user';
import { RoleSelect } from './role-select';

/** SPEC 'Users': the edit-role dialog. `user` null means closed. */
export function EditRoleDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const shown = useRetainedValue(user);
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {shown ? <EditRoleForm key={shown.id} user={shown} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditRoleForm({ user, onClose }: { user: User; onClose: () => void }) {
  const [role, setRole] = useState<Role>(user.role);
  const updateMutation = useUpdateUser();
  const pending = updateMutation.isPending;

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (role === user.role) return onClose();
    updateMutation.mutate({ id: user.id, input: { role } }, { onSuccess: onClose });
  };

  return (
    <form onSubmit={save} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{messages.users.editRoleTitle}</DialogTitle>
        <DialogDescription>
          {format(messages.users.editRoleDescription, { name: user.name || user.email })}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor="edit-role">{messages.users.role}</Label>
        <RoleSelect id="edit-role" value={role} onValueChange={setRole} disabled={pending} />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={pending}>
          {messages.common.cancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : null}
          {pending ? messages.common.saving : messages.common.save}
        </Button>
      </DialogFooter>
    </form>
  );
}
