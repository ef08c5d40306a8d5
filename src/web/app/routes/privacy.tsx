import { StaticPage } from '@web/features/static-pages/components/static-page';

/** /privacy (public). */
export default function PrivacyRoute() {
  return <StaticPage page="privacy" />;
}
