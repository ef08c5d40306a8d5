import { AccessRestricted } from '@web/features/users/components/access-restricted';
import { UsersPanel } from '@web/features/users/components/users-panel';
import { useSessionUser } from '@web/lib/session';

export default function UsersRoute() {
  const user = useSessionUser();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      {user ? <UsersPanel currentUser={user} /> : <AccessRestricted />}
    </div>
  );
}
