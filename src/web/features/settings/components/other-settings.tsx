import { settingsMessages } from '@shared/messages/settings';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { usePublicSignup } from '@web/lib/public-settings';
import { useId } from 'react';
import { useUpdateSettings } from '../api/update-settings';

const m = settingsMessages.settingsPage;

/** SPEC 'Settings': the 'other settings' section, with the real public sign-up switch. */
export function OtherSettings() {
  const publicSignup = usePublicSignup();
  const updateMutation = useUpdateSettings();
  const switchId = useId();
  const descriptionId = useId();
  const checked = updateMutation.isPending
    ? Boolean(updateMutation.variables?.publicSignup)
    : Boolean(publicSignup);

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>{m.otherTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="flex items-start justify-between gap-6 rounded-lg border p-4">
          <div className="grid gap-1">
            <Label htmlFor={switchId}>{m.publicSignup}</Label>
            <p id={descriptionId} className="text-pretty text-muted-foreground text-sm">
              {m.publicSignupDescription}
            </p>
          </div>
          <Switch
            id={switchId}
            aria-describedby={descriptionId}
            checked={checked}
            disabled={publicSignup === undefined || updateMutation.isPending}
            onCheckedChange={(next) => updateMutation.mutate({ publicSignup: next })}
            className="mt-0.5"
          />
        </div>
      </CardContent>
    </Card>
  );
}
