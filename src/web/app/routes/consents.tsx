import { Page } from '@web/components/page';
import { ConsentsScreen } from '@web/features/consents/components/consents-screen';

/** Issue 16 'Consentimentos' (admin): patients' consents by state, each leading to its asset. */
export default function ConsentsRoute() {
  return (
    <Page>
      <ConsentsScreen />
    </Page>
  );
}
