import { commonMessages } from '@shared/messages/common';
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
      title={commonMessages.routeError.title}
      text={commonMessages.routeError.description}
      actions={<Button onClick={() => window.location.reload()}>{commonMessages.routeError.reload}</Button>}
    />
  );
}
