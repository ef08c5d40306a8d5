import { commonMessages } from '@shared/messages/common';
import { PageHeader } from '@web/components/page-header';
import { StatePanel } from '@web/components/state-panels';
import { Card } from '@web/components/ui/card';
import { HourglassIcon } from 'lucide-react';

/** Placeholder for screens of later issues, so navigation and guards already work end to end. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <PageHeader title={title} />
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
