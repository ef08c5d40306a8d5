import { messages } from '@shared/messages/pt-BR';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { CircleAlertIcon, type LucideIcon } from 'lucide-react';
import type * as React from 'react';

export interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  description?: React.ReactNode;
  /** A call to action under the text. */
  children?: React.ReactNode;
  className?: string;
}

/** A calm, centred 'nothing here yet' with an icon, a title, a line of help and an optional action. */
export function EmptyState({ icon: Icon, title, description, children, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center gap-3 px-6 py-12 text-center', className)}>
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon className="size-5" aria-hidden />
      </span>
      <p className="font-medium">{title}</p>
      {description ? (
        <p className="max-w-md text-pretty text-muted-foreground text-sm">{description}</p>
      ) : null}
      {children ? <div className="mt-2 flex flex-wrap justify-center gap-2">{children}</div> : null}
    </div>
  );
}

/** A failed load: the operation's message and 'Tentar novamente'. */
export function LoadError({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry?: () => void;
  className?: string;
}) {
  return (
    <Alert variant="destructive" className={className}>
      <CircleAlertIcon aria-hidden />
      <AlertDescription className="flex flex-wrap items-center gap-3">
        {message}
        {onRetry ? (
          <Button size="sm" variant="outline" onClick={onRetry}>
            {messages.common.retry}
          </Button>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
