import type { SessionUser, User } from '../../../shared/schemas/user';
import type { UserRow } from './users.repository';

export function avatarUrl(row: Pick<UserRow, 'id' | 'avatarKey' | 'avatarVersion'>): string | null {
  return row.avatarKey ? `/api/users/${row.id}/avatar?v=${row.avatarVersion ?? '1'}` : null;
}

export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    avatarUrl: avatarUrl(row),
    emailNotifications: row.emailNotifications,
  };
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    avatarUrl: avatarUrl(row),
    createdAt: row.createdAt.toISOString(),
  };
}
