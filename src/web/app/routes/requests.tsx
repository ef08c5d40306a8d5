import { Page } from '@web/components/page';
import { RequestsScreen } from '@web/features/requests/components/requests-screen';

/** Issue 17 'Meus pedidos' (everyone) and the admins' queue of material requests. */
export default function RequestsRoute() {
  return (
    <Page width="5xl">
      <RequestsScreen />
    </Page>
  );
}
