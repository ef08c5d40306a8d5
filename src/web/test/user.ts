import type { SessionUser } from '@shared/schemas/user';

/** A signed-in user as GET /api/auth/session answers it: a user without a unit, unless overridden. */
export function fakeSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    email: 'ana@rede.com.br',
    name: 'Ana',
    role: 'user',
    avatarUrl: null,
    emailNotifications: true,
    unitId: null,
    unitName: null,
    status: 'active',
    ...overrides,
  };
}
