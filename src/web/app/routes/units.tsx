import { UnitsPanel } from '@web/features/units/components/units-panel';

/** Issue 15 'Unidades' (admin): the network's clinics and their council data. */
export default function UnitsRoute() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <UnitsPanel />
    </div>
  );
}
