import { messages } from '@shared/messages/pt-BR';
import { Card, CardContent } from '@web/components/ui/card';
import { ShieldAlertIcon } from 'lucide-react';

/** SPEC 'Users': what a non-admin sees if the screen is rendered for them anyway. */
export function AccessRestricted() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <span className="flex size-11 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <ShieldAlertIcon className="size-5" aria-hidden />
        </span>
        <h2 className="font-semibold text-lg">{messages.users.restrictedTitle}</h2>
        <p className="max-w-sm text-muted-foreground text-sm">{messages.users.restrictedDescription}</p>
      </CardContent>
    </Card>
  );
}
