import { Button } from '@web/components/ui/button';
import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';

/** A home section's title, a line under it, and an optional link to the gallery on the right. */
export function SectionHeading({
  id,
  title,
  description,
  linkTo,
  linkLabel,
}: {
  id: string;
  title: string;
  description: string;
  linkTo?: string;
  linkLabel?: string;
}) {
  return (
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
  );
}
