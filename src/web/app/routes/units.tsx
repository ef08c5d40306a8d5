import { Page } from '@web/components/page';
import { UnitsPanel } from '@web/features/units/components/units-panel';

/** Issue 15 'Unidades' (admin): the network's clinics and their council data. */
export default function UnitsRoute() {
  return (
    <Page>
      <UnitsPanel />
    </Page>
  );
}
