import type { SessionUser } from '@shared/schemas/user';
import { RoleBadge } from '@web/components/role-badge';
import { Card, CardContent } from '@web/components/ui/card';
import { UserAvatar } from '@web/components/user-avatar';

/** SPEC 'Profile': avatar, name, the admin badge, e-mail. */
export function ProfileHeader({ user }: { user: SessionUser }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <UserAvatar
          name={user.name}
          email={user.email}
          avatarUrl={user.avatarUrl}
          className="size-20 ring-4 ring-primary/10"
          fallbackClassName="text-2xl"
        />
        <div className="grid min-w-0 gap-1.5">
          <div className="flex flex-col items-center gap-2 sm:flex-row sm:flex-wrap">
            <h1 className="break-words font-semibold text-2xl leading-tight tracking-tight">
              {user.name || user.email}
            </h1>
            {user.role === 'admin' ? <RoleBadge value="admin" /> : null}
          </div>
          <p className="break-all text-muted-foreground text-sm">{user.email}</p>
        </div>
      </CardContent>
    </Card>
  );
}
