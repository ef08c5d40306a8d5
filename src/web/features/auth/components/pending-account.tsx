import { authMessages } from '@shared/messages/auth';
import { StatePanel } from '@web/components/state-panels';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { useSession } from '@web/lib/session';
import { ClockIcon } from 'lucide-react';

/**
 * What a pending account sees, and all it sees (issue 36): signed up while public sign-up was open,
 * it waits for an admin's approval. It may ask again (the admin may have approved meanwhile) or leave.
 */
export function PendingAccount({ name, onSignOut }: { name: string; onSignOut: () => void }) {
  const session = useSession();
  const m = authMessages.auth;
  return (
    <main className="flex min-h-svh flex-col items-center justify-center bg-muted/40 px-4 py-10">
      <Card className="w-full max-w-md">
        <CardContent>
          <StatePanel
            icon={ClockIcon}
            size="page"
            eyebrow={name}
            title={m.pendingTitle}
            text={authMessages.accounts.pending}
            actions={
              <>
                <Button type="button" onClick={() => session.refetch()} disabled={session.isFetching}>
                  {m.pendingCheckAgain}
                </Button>
                <Button type="button" variant="outline" onClick={onSignOut}>
                  {m.pendingSignOut}
                </Button>
              </>
            }
          />
        </CardContent>
      </Card>
    </main>
  );
}
