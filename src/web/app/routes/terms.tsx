import { StaticPage } from '@web/features/static-pages/components/static-page';

/** /terms (public). */
export default function TermsRoute() {
  return <StaticPage page="terms" />;
}
