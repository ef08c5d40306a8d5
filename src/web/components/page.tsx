import { PageHeader, type PageHeaderProps } from '@web/components/page-header';
import { cn } from '@web/lib/utils';
import type { ReactNode } from 'react';

/** How wide a screen's column may grow: lists and galleries use the whole 7xl, forms and feeds less. */
const WIDTHS = {
  '3xl': 'max-w-3xl',
  '4xl': 'max-w-4xl',
  '5xl': 'max-w-5xl',
  '6xl': 'max-w-6xl',
  '7xl': 'max-w-7xl',
} as const;

export interface PageProps extends Partial<Omit<PageHeaderProps, 'className' | 'children'>> {
  width?: keyof typeof WIDTHS;
  /** Besides the column's width and margins (a grid, a gap). */
  className?: string;
  children?: ReactNode;
}

/**
 * A screen's column: centred, the same margins on every screen, and, given a `title`, the screen's
 * heading (PageHeader) on top with its description and main action.
 */
export function Page({ width = '7xl', className, children, title, description, actions }: PageProps) {
  return (
    <div className={cn('mx-auto w-full px-4 py-6 sm:px-6 sm:py-8 lg:px-8', WIDTHS[width], className)}>
      {title ? <PageHeader title={title} description={description} actions={actions} /> : null}
      {children}
    </div>
  );
}
