import { commonMessages } from '@shared/messages/common';
import { StatePanel } from '@web/components/state-panels';
import { Card } from '@web/components/ui/card';
import { HourglassIcon } from 'lucide-react';

/** Placeholder for screens of later issues, so navigation and guards already work end to end. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="font-semibold text-2xl tracking-tight sm:text-3xl">{title}</h1>
      <Card className="mt-6">
        <StatePanel
          icon={HourglassIcon}
          title={commonMessages.comingSoon.title}
          text={commonMessages.comingSoon.description}
          className="py-4"
        />
      </Card>
    </div>
  );
}
