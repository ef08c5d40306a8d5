import { commonMessages } from '@shared/messages/common';
import { cn } from '@web/lib/utils';
import { LoaderCircle } from 'lucide-react';
import type * as React from 'react';

export type SpinnerProps = React.ComponentProps<'svg'> & {
  /** Accessible name read by screen readers; defaults to 'Carregando...'. */
  label?: string;
};

export function Spinner({ className, label = commonMessages.app.loading, ...props }: SpinnerProps) {
  return (
    <LoaderCircle
      role="status"
      aria-label={label}
      data-slot="spinner"
      className={cn('size-4 animate-spin text-muted-foreground', className)}
      {...props}
    />
  );
}
