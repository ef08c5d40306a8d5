import { ProfileHeader } from '@web/features/profile/components/profile-header';
import { ProfileTabs } from '@web/features/profile/components/profile-tabs';
import { useSessionUser } from '@web/lib/session';

export default function ProfileRoute() {
  const user = useSessionUser();
  // The layout shows the login card before this renders without a session.
  if (!user) return null;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <ProfileHeader user={user} />
      <ProfileTabs user={user} />
    </div>
  );
}
