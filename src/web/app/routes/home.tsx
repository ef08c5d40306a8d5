import { BannerPlaceholder } from '@web/features/home/components/banner-placeholder';
import { VisitorWelcome } from '@web/features/home/components/visitor-welcome';
import { useSessionUser } from '@web/lib/session';

// Signed in, the greeting replaces the visitor headline; the full dashboard is a later issue.
export default function HomeRoute() {
  const user = useSessionUser();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <BannerPlaceholder />
      <VisitorWelcome userName={user ? user.name || user.email : null} className="mt-10 sm:mt-14" />
    </div>
  );
}
