import { BannerPlaceholder } from '@web/features/home/components/banner-placeholder';
import { VisitorWelcome } from '@web/features/home/components/visitor-welcome';

// The signed-in dashboard replaces the visitor view once the session exists.
export default function HomeRoute() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <BannerPlaceholder />
      <VisitorWelcome className="mt-10 sm:mt-14" />
    </div>
  );
}
