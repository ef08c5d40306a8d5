import { Avatar, AvatarFallback, AvatarImage } from '@web/components/ui/avatar';
import { cn, initialOf } from '@web/lib/utils';

export interface UserAvatarProps {
  name?: string | null;
  email?: string | null;
  avatarUrl?: string | null;
  className?: string;
  fallbackClassName?: string;
}

/** SPEC: the profile photo, falling back to the first letter of the name, else the e-mail, else 'U'. */
export function UserAvatar({ name, email, avatarUrl, className, fallbackClassName }: UserAvatarProps) {
  return (
    <Avatar className={className}>
      {avatarUrl ? <AvatarImage src={avatarUrl} alt="" /> : null}
      <AvatarFallback
        aria-hidden
        className={cn('bg-primary/10 font-semibold text-primary', fallbackClassName)}
      >
        {initialOf(name, email)}
      </AvatarFallback>
    </Avatar>
  );
}

/** The avatar beside the name (or the e-mail) and the e-mail under it, as in the account menus. */
export function UserIdentity({
  user,
  avatarClassName,
  nameClassName,
}: {
  user: { name?: string | null; email: string; avatarUrl?: string | null };
  avatarClassName?: string;
  nameClassName?: string;
}) {
  return (
    <>
      <UserAvatar
        name={user.name}
        email={user.email}
        avatarUrl={user.avatarUrl}
        className={avatarClassName}
      />
      <span className="grid min-w-0 leading-tight">
        <span className={cn('truncate font-medium', nameClassName)}>{user.name || user.email}</span>
        <span className="truncate text-muted-foreground text-xs">{user.email}</span>
      </span>
    </>
  );
}
