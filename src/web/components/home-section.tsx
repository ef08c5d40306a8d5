import { ButtonLink } from '@web/components/button-link';
import { ArrowRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A home section named by its heading (the home's own, and the campaigns' rows on it): the title, a
 * line under it and an optional link on the right (the gallery, the calendar), then the content.
 */
export function HomeSection({
  id,
  title,
  description,
  linkTo,
  linkLabel,
  className,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  description: string;
  linkTo?: string;
  linkLabel?: string;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id={id} className="font-semibold text-xl tracking-tight sm:text-2xl">
            {title}
          </h2>
          <p className="mt-1 text-muted-foreground text-sm">{description}</p>
        </div>
        {linkTo && linkLabel ? (
          <ButtonLink to={linkTo} variant="ghost" size="sm" className="shrink-0 text-primary">
            {linkLabel}
            <ArrowRightIcon aria-hidden />
          </ButtonLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}
