import { messages } from '@shared/messages/pt-BR';
import { Card, CardContent } from '@web/components/ui/card';
import { HourglassIcon } from 'lucide-react';

/** Placeholder for screens of later issues, so navigation and guards already work end to end. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="font-semibold text-2xl tracking-tight sm:text-3xl">{title}</h1>
      <Card className="mt-6">
        <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
          <span className="flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">
            <HourglassIcon className="size-5" aria-hidden />
          </span>
          <p className="font-medium">{messages.comingSoon.title}</p>
          <p className="max-w-md text-pretty text-muted-foreground text-sm">
            {messages.comingSoon.description}
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
