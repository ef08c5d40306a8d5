import { homeMessages } from '@shared/messages/home';
import { ButtonLink } from '@web/components/button-link';
import { Headline } from '@web/components/headline';
import { paths } from '@web/lib/paths';
import { cn } from '@web/lib/utils';
import { ArrowRightIcon } from 'lucide-react';

/** SPEC 'Home', visitor: headline, description, 'Explorar Galeria' and 'Fazer Login'. */
export function VisitorWelcome({ className }: { className?: string }) {
  return (
    <section className={cn('mx-auto flex max-w-3xl flex-col items-center text-center', className)}>
      <Headline
        size="hero"
        title={homeMessages.home.visitorTitle}
        description={homeMessages.home.visitorDescription}
      />
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <ButtonLink to={paths.gallery} size="lg">
          {homeMessages.home.exploreGallery}
          <ArrowRightIcon aria-hidden />
        </ButtonLink>
        <ButtonLink to={paths.auth()} size="lg" variant="outline">
          {homeMessages.home.signIn}
        </ButtonLink>
      </div>
    </section>
  );
}
