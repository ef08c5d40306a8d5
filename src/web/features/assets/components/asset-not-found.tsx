import { messages } from '@shared/messages/pt-BR';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';
import { ArrowLeftIcon, FileQuestionIcon } from 'lucide-react';
import { Link } from 'react-router';

/** SPEC: 'Arquivo não encontrado' with a link back to the gallery. */
export function AssetNotFound() {
  return (
    <section className="flex flex-1 flex-col items-center justify-center px-4 py-20 text-center sm:py-28">
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <FileQuestionIcon aria-hidden className="size-7" strokeWidth={1.5} />
      </span>
      <h1 className="mt-5 text-balance font-semibold text-2xl tracking-tight sm:text-3xl">
        {messages.assetPage.notFoundTitle}
      </h1>
      <p className="mt-3 max-w-md text-pretty text-muted-foreground">
        {messages.assetPage.notFoundDescription}
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to={paths.gallery}>
          <ArrowLeftIcon aria-hidden />
          {messages.assetPage.backToGallery}
        </Link>
      </Button>
    </section>
  );
}
