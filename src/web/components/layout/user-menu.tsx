import { commonMessages } from '@shared/messages/common';
import type { SessionUser } from '@shared/schemas/user';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { UserAvatar, UserIdentity } from '@web/components/user-avatar';
import { paths } from '@web/lib/paths';
import { cn } from '@web/lib/utils';
import {
  BarChart3Icon,
  Building2Icon,
  FolderHeartIcon,
  HistoryIcon,
  InboxIcon,
  Link2Icon,
  LogOutIcon,
  type LucideIcon,
  SettingsIcon,
  ShieldCheckIcon,
  UploadIcon,
  UserIcon,
  UsersIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { type NavItem, userMenuItems } from './nav-items';

const icons: Record<string, LucideIcon> = {
  [paths.upload]: UploadIcon,
  [paths.stats]: BarChart3Icon,
  [paths.users]: UsersIcon,
  [paths.units]: Building2Icon,
  [paths.settings]: SettingsIcon,
  [paths.consents]: ShieldCheckIcon,
  [paths.requests]: InboxIcon,
  [paths.links]: Link2Icon,
  [paths.audit]: HistoryIcon,
  [paths.albums]: FolderHeartIcon,
  [paths.profile]: UserIcon,
};

function MenuLink({ item }: { item: NavItem }) {
  const Icon = icons[item.to];
  return (
    <DropdownMenuItem asChild>
      <Link to={item.to}>
        {Icon ? <Icon aria-hidden /> : null}
        {item.label}
      </Link>
    </DropdownMenuItem>
  );
}

export interface UserMenuProps {
  user: SessionUser;
  onSignOut: () => void;
  className?: string;
}

/** The avatar button in the header and its dropdown (SPEC 'Header'). */
export function UserMenu({ user, onSignOut, className }: UserMenuProps) {
  const { admin, common } = userMenuItems(user.role);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className={cn('rounded-full', className)}>
          <UserAvatar name={user.name} email={user.email} avatarUrl={user.avatarUrl} className="size-8" />
          <span className="sr-only">{commonMessages.header.userMenu}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3 font-normal">
          <UserIdentity user={user} avatarClassName="size-9" />
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {admin.length > 0 ? (
          <>
            <DropdownMenuGroup>
              {admin.map((item) => (
                <MenuLink key={item.to} item={item} />
              ))}
            </DropdownMenuGroup>
            <DropdownMenuSeparator />
          </>
        ) : null}
        <DropdownMenuGroup>
          {common.map((item) => (
            <MenuLink key={item.to} item={item} />
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOutIcon aria-hidden />
          {commonMessages.nav.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
