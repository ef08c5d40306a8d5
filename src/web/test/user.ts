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

/** The network's marketing team: the admin most screen tests sign in as. */
export const marketingAdmin = fakeSessionUser({
  email: 'marketing@rede.com.br',
  name: 'Equipe Marketing',
  role: 'admin',
});

/** Beatriz, a clinic's franqueada: the franqueado most screen tests sign in as. */
export const franqueadaBeatriz = fakeSessionUser({
  id: 'u2',
  email: 'bia@rede.com.br',
  name: 'Beatriz',
  role: 'franqueado',
});
