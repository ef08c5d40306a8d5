import { LoadError } from '@web/components/state-panels';
import { Skeleton } from '@web/components/ui/skeleton';
import type * as React from 'react';

export function SectionLoading() {
  return (
    <div className="grid grid-cols-1 gap-3 p-6" aria-busy="true">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-16" />
        </div>
      ))}
    </div>
  );
}

export function SectionError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="p-6">
      <LoadError message={text} onRetry={onRetry} />
    </div>
  );
}

export function SectionEmpty({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">
        {icon}
      </span>
      <p className="max-w-sm text-muted-foreground text-sm">{text}</p>
    </div>
  );
}
