import { homeMessages } from '@shared/messages/home';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';
import { cn } from '@web/lib/utils';
import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';

/** SPEC 'Home', visitor: headline, description, 'Explorar Galeria' and 'Fazer Login'. */
export function VisitorWelcome({ className }: { className?: string }) {
  return (
    <section className={cn('mx-auto flex max-w-3xl flex-col items-center text-center', className)}>
      <h1 className="text-balance font-semibold text-3xl tracking-tight sm:text-4xl lg:text-5xl">
        {homeMessages.home.visitorTitle}
      </h1>
      <p className="mt-4 max-w-2xl text-pretty text-base text-muted-foreground sm:text-lg">
        {homeMessages.home.visitorDescription}
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg">
          <Link to={paths.gallery}>
            {homeMessages.home.exploreGallery}
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.auth()}>{homeMessages.home.signIn}</Link>
        </Button>
      </div>
    </section>
  );
}
