import { Button } from '@web/components/ui/button';
import { ArrowRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

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
          <Button asChild variant="ghost" size="sm" className="shrink-0 text-primary">
            <Link to={linkTo}>
              {linkLabel}
              <ArrowRightIcon aria-hidden />
            </Link>
          </Button>
        ) : null}
      </div>
      {children}
    </section>
  );
}
