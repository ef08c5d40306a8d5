import { messages } from '@shared/messages/pt-BR';
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
    <div className="flex flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlertIcon className="size-6" aria-hidden />
      </span>
      <h1 className="mt-6 font-semibold text-2xl tracking-tight">{messages.routeError.title}</h1>
      <p className="mt-2 max-w-md text-muted-foreground">{messages.routeError.description}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        {messages.routeError.reload}
      </Button>
    </div>
  );
}
