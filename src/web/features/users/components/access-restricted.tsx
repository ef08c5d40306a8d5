import { usersMessages } from '@shared/messages/users';
import { StatePanel } from '@web/components/state-panels';
import { Card } from '@web/components/ui/card';
import { ShieldAlertIcon } from 'lucide-react';

/** SPEC 'Users': what a non-admin sees if the screen is rendered for them anyway. */
export function AccessRestricted() {
  return (
    <Card>
      <StatePanel
        icon={ShieldAlertIcon}
        tone="destructive"
        titleAs="h2"
        title={usersMessages.users.restrictedTitle}
        text={usersMessages.users.restrictedDescription}
        className="py-4"
      />
    </Card>
  );
}
