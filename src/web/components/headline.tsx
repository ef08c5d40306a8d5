import { cn } from '@web/lib/utils';
import type { ReactNode } from 'react';

const SIZES = {
  /** A screen's own heading, as the gallery's. */
  page: { title: 'text-2xl sm:text-3xl', description: 'mt-1.5' },
  /** The visitor's welcome on the home page: larger, its sentence kept narrower. */
  hero: { title: 'text-3xl sm:text-4xl lg:text-5xl', description: 'mt-4 max-w-2xl text-base' },
} as const;

export interface HeadlineProps {
  title: ReactNode;
  /** The sentence under the title. */
  description: ReactNode;
  size?: keyof typeof SIZES;
}

/** A screen's h1 and the sentence that introduces it, both balanced over their lines. */
export function Headline({ title, description, size = 'page' }: HeadlineProps) {
  return (
    <>
      <h1 className={cn('text-balance font-semibold tracking-tight', SIZES[size].title)}>{title}</h1>
      <p className={cn('text-pretty text-muted-foreground sm:text-lg', SIZES[size].description)}>
        {description}
      </p>
    </>
  );
}
