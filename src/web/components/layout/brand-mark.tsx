import { cn } from '@web/lib/utils';
import type * as React from 'react';

/** The tooth glyph of the favicon, on the brand colour. Decorative: the link around it carries the name. */
export function BrandMark({ className, ...props }: React.ComponentProps<'span'>) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground',
        className,
      )}
      {...props}
    >
      <svg viewBox="0 0 32 32" className="size-[70%]" fill="currentColor" aria-hidden focusable="false">
        <path d="M11.3 7c-2.9 0-5 2.4-5 5.5 0 2.2.7 3.8 1.4 5.4.6 1.4.9 3 1.2 4.8l.5 3.4c.2 1.1 1 1.9 2 1.9.9 0 1.7-.6 1.9-1.5l1.1-4.7c.3-1.1.9-1.7 1.6-1.7s1.3.6 1.6 1.7l1.1 4.7c.2.9 1 1.5 1.9 1.5 1 0 1.8-.8 2-1.9l.5-3.4c.3-1.8.6-3.4 1.2-4.8.7-1.6 1.4-3.2 1.4-5.4 0-3.1-2.1-5.5-5-5.5-1.9 0-3 .9-4.7.9S13.2 7 11.3 7z" />
      </svg>
    </span>
  );
}
