import { cn } from '@web/lib/utils';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  /** The sentence under the title. */
  description?: ReactNode;
  /** Under the description: a count, a status. */
  children?: ReactNode;
  /** The screen's main action, right of the heading (under it on phones). */
  actions?: ReactNode;
  className?: string;
}

/** A screen's heading (its h1) with the sentence under it and, on the right, its main action. */
export function PageHeader({ title, description, children, actions, className }: PageHeaderProps) {
  return (
    <header className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="grid gap-1">
        <h1 className="font-semibold text-2xl tracking-tight sm:text-3xl">{title}</h1>
        {description ? <p className="text-muted-foreground">{description}</p> : null}
        {children}
      </div>
      {actions}
    </header>
  );
}
