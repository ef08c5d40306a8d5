import { BrandMark } from '@web/components/layout/brand-mark';
import type * as React from 'react';

/** Logo, a title and a subtitle, centred: the top of the login card and of /auth. */
export function AuthHeading({ title, subtitle }: { title: React.ReactNode; subtitle: string }) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <BrandMark className="size-12 rounded-xl" />
      <div className="grid gap-1.5">
        <h1 className="text-balance font-semibold text-2xl leading-tight tracking-tight">{title}</h1>
        <p className="text-pretty text-muted-foreground text-sm">{subtitle}</p>
      </div>
    </div>
  );
}
