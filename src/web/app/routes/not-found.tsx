import { messages } from '@shared/messages/pt-BR';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';
import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';

export default function NotFoundRoute() {
  return (
    <section className="flex flex-1 flex-col items-center justify-center px-4 py-24 text-center sm:py-32">
      <p className="font-semibold text-primary text-base">{messages.notFound.code}</p>
      <h1 className="mt-3 text-balance font-semibold text-3xl tracking-tight sm:text-5xl">
        {messages.notFound.title}
      </h1>
      <p className="mt-4 max-w-md text-pretty text-muted-foreground sm:text-lg">
        {messages.notFound.description}
      </p>
      <Button asChild size="lg" className="mt-10">
        <Link to={paths.home}>
          <ArrowLeftIcon aria-hidden />
          {messages.notFound.backHome}
        </Link>
      </Button>
    </section>
  );
}
