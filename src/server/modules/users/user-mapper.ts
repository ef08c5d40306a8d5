import type { SessionUser, User } from '../../../shared/schemas/user';
import type { UserRow } from './users.repository';

export function avatarUrl(row: Pick<UserRow, 'id' | 'avatarKey' | 'avatarVersion'>): string | null {
  return row.avatarKey ? `/api/users/${row.id}/avatar?v=${row.avatarVersion ?? '1'}` : null;
}

/** What every view of a person shares. */
function personFields(row: UserRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    avatarUrl: avatarUrl(row),
    unitId: row.unitId,
    unitName: row.unitName,
    status: row.status,
  };
}

export function toSessionUser(row: UserRow): SessionUser {
  return { ...personFields(row), emailNotifications: row.emailNotifications };
}

export function toUser(row: UserRow): User {
  return { ...personFields(row), createdAt: row.createdAt.toISOString() };
}
