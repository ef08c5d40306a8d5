import { RequestsScreen } from '@web/features/requests/components/requests-screen';

/** Issue 17 'Meus pedidos' (everyone) and the admins' queue of material requests. */
export default function RequestsRoute() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <RequestsScreen />
    </div>
  );
}
