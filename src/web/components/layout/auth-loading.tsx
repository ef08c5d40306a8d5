import { commonMessages } from '@shared/messages/common';
import { Spinner } from '@web/components/ui/spinner';

/** SPEC 'Layout': shown while the session is being checked. */
export function AuthLoading() {
  return (
    <div className="flex min-h-svh flex-col items-center justify-center gap-3 px-4 text-center">
      <Spinner className="size-8 text-primary" label={commonMessages.app.loadingAuth} />
      <p className="text-muted-foreground text-sm">{commonMessages.app.loadingAuth}</p>
    </div>
  );
}
