import { Page } from '@web/components/page';
import { ShareLinksScreen } from '@web/features/share-links/components/share-links-screen';

/** Issue 17 "Meus links": the partner links one made (every link for admins). */
export default function ShareLinksRoute() {
  return (
    <Page>
      <ShareLinksScreen />
    </Page>
  );
}
