import { requestsMessages } from '@shared/messages/requests';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { MessageSquarePlusIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

// The form (react-hook-form, the unit's select, the reference picture) comes when the button is
// pointed at, focused or pressed: the gallery and asset pages that show the button start lighter.
const loadDialog = () => import('./request-material-dialog');
const RequestMaterialDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.RequestMaterialDialog })),
);

const m = requestsMessages.requests;

export interface AskFranchisorProps {
  /** The search that found nothing: the form starts with it and the request records it. */
  fromSearch?: string | undefined;
  /** 'inline' under an empty result; 'card' beside an asset. */
  variant?: 'inline' | 'card';
  className?: string;
}

/** "Não encontrou o que precisa? Peça à franqueadora" and the "Pedir material" dialog it opens. */
export function AskFranchisor({ fromSearch, variant = 'inline', className }: AskFranchisorProps) {
  const [open, setOpen] = useState(false);
  // Once opened it stays mounted, so closing animates and gives the focus back to the button.
  const [opened, setOpened] = useState(false);
  const button = (
    <Button
      variant={variant === 'card' ? 'outline' : 'default'}
      className={cn(variant === 'card' && 'w-full')}
      onPointerEnter={loadDialog}
      onFocus={loadDialog}
      onClick={() => {
        setOpened(true);
        setOpen(true);
      }}
    >
      <MessageSquarePlusIcon aria-hidden />
      {m.askAction}
    </Button>
  );
  return (
    <>
      {variant === 'card' ? (
        <section
          aria-labelledby="ask-franchisor-title"
          className={cn('grid gap-3 rounded-xl border bg-muted/40 p-4', className)}
          data-testid="ask-franchisor"
        >
          <div className="grid gap-1">
            <h2 id="ask-franchisor-title" className="font-medium text-sm">
              {m.askPrompt}
            </h2>
            <p className="text-pretty text-muted-foreground text-sm">{m.askHint}</p>
          </div>
          {button}
        </section>
      ) : (
        <div className={cn('flex flex-col items-center gap-2', className)} data-testid="ask-franchisor">
          <p className="font-medium text-sm">{m.askPrompt}</p>
          {button}
        </div>
      )}
      {opened ? (
        <Suspense fallback={null}>
          <RequestMaterialDialog open={open} onOpenChange={setOpen} fromSearch={fromSearch} />
        </Suspense>
      ) : null}
    </>
  );
}
