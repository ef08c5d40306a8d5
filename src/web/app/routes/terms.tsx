import { messages } from '@shared/messages/pt-BR';
import { StaticPage } from '@web/features/static-pages/components/static-page';
import { ScaleIcon } from 'lucide-react';

const page = messages.staticPages.terms;

/** /terms (public). */
export default function TermsRoute() {
  return <StaticPage icon={ScaleIcon} title={page.title} intro={page.intro} sections={page.sections} />;
}
