import { StaticPage } from '@web/features/static-pages/components/static-page';

/** /help (public). */
export default function HelpRoute() {
  return <StaticPage page="help" />;
}
