import { commonMessages } from '@shared/messages/common';
import { usersMessages } from '@shared/messages/users';
import type { SessionUser } from '@shared/schemas/user';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { useState } from 'react';
import { useUpdatePreferences } from '../api/update-preferences';
import { FormSubmitRow } from './form-status';

/** E-mail notifications on/off, saved on the server (DESIGN.md departure 2: not simulated). */
export function PreferencesForm({ user }: { user: SessionUser }) {
  const [emailNotifications, setEmailNotifications] = useState(user.emailNotifications);
  const updateMutation = useUpdatePreferences();
  const pending = updateMutation.isPending;

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    updateMutation.mutate({ emailNotifications });
  };

  return (
    <form onSubmit={save} className="grid gap-4">
      <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
        <div className="grid gap-1">
          <Label htmlFor="email-notifications">{usersMessages.profile.emailNotifications}</Label>
          <p id="email-notifications-description" className="text-muted-foreground text-sm">
            {usersMessages.profile.emailNotificationsDescription}
          </p>
        </div>
        <Switch
          id="email-notifications"
          aria-describedby="email-notifications-description"
          checked={emailNotifications}
          onCheckedChange={(checked) => {
            setEmailNotifications(checked);
            updateMutation.reset();
          }}
          disabled={pending}
          className="mt-0.5"
        />
      </div>
      <FormSubmitRow
        mutation={updateMutation}
        success={usersMessages.profile.preferencesSaved}
        label={usersMessages.profile.savePreferences}
        pendingLabel={commonMessages.common.saving}
      />
    </form>
  );
}
