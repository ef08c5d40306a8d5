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
