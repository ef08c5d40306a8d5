import { messages } from '@shared/messages/pt-BR';
import { StatePanel } from '@web/components/state-panels';
import { Button } from '@web/components/ui/button';
import { TriangleAlertIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';

/** Error boundary for routes: a failed chunk (after a deploy) or a render error. */
export function RouteError() {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <StatePanel
      size="page"
      icon={TriangleAlertIcon}
      tone="destructive"
      title={messages.routeError.title}
      text={messages.routeError.description}
      actions={<Button onClick={() => window.location.reload()}>{messages.routeError.reload}</Button>}
    />
  );
}
