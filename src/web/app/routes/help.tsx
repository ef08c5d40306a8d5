import { messages } from '@shared/messages/pt-BR';
import { StaticPage } from '@web/features/static-pages/components/static-page';
import { LifeBuoyIcon } from 'lucide-react';

const page = messages.staticPages.help;

/** /help (public): SPEC 1 — support hours and the possible download restrictions. */
export default function HelpRoute() {
  return (
    <StaticPage
      icon={LifeBuoyIcon}
      title={page.title}
      intro={page.intro}
      sections={page.sections}
      highlight={page.sections[1].title}
    />
  );
}
