import { ConsentsScreen } from '@web/features/consents/components/consents-screen';

/** Issue 16 'Consentimentos' (admin): patients' consents by state, each leading to its asset. */
export default function ConsentsRoute() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <ConsentsScreen />
    </div>
  );
}
