import { ShareLinksScreen } from '@web/features/share-links/components/share-links-screen';

/** Issue 17 "Meus links": the partner links one made (every link for admins). */
export default function ShareLinksRoute() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <ShareLinksScreen />
    </div>
  );
}
