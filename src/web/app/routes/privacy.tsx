import { messages } from '@shared/messages/pt-BR';
import { StaticPage } from '@web/features/static-pages/components/static-page';
import { ShieldCheckIcon } from 'lucide-react';

const page = messages.staticPages.privacy;

/** /privacy (public): SPEC 1 — account data 30 days, backups 90 days, security logs 12 months. */
export default function PrivacyRoute() {
  return (
    <StaticPage
      icon={ShieldCheckIcon}
      title={page.title}
      intro={page.intro}
      sections={page.sections}
      highlight={page.sections[4].title}
    />
  );
}
