import { type APIRequestContext, expect } from '@playwright/test';
import { COMPLETE_UNIT } from '../../helpers/unit-fixture';
import { sameOrigin } from './same-origin';

/**
 * The e2e specs share one server. Each spec gets what it needs through the API, whatever ran before
 * it: the network's admin (registered by whichever spec asks first; the browser is on the server's
 * own machine, so the first account becomes admin) and users with e-mails unique to the run, so a
 * spec passes alone, in any order, sharded or repeated.
 */
export const ADMIN = {
  name: 'Ana Paula Figueiredo',
  email: 'ana.admin@rede.com.br',
  password: 'sorriso-admin-2025',
};

/**
 * Signs `request` in as the admin, registering the admin first on a new database. Two spec files
 * start side by side: when the other one registered the admin between this one's sign-in and its
 * sign-up (SIGNUP_CLOSED once there is an admin), it signs in again.
 */
export async function signInAsAdmin(request: APIRequestContext): Promise<void> {
  const login = () =>
    request.post('/api/auth/login', {
      data: { email: ADMIN.email, password: ADMIN.password },
      headers: sameOrigin,
    });
  if ((await login()).ok()) return;
  const registered = await request.post('/api/auth/register', { data: ADMIN, headers: sameOrigin });
  if (registered.status() === 403) {
    const again = await login();
    expect(again.status(), await again.text()).toBe(200);
    return;
  }
  expect(registered.status(), await registered.text()).toBe(201);
  expect((await registered.json()).user.role).toBe('admin');
}

let counter = 0;

/** An e-mail no other spec or repetition uses (`bruno.3k9x2.1@rede.com.br`). */
export function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}.${Date.now().toString(36)}${process.pid.toString(36)}.${counter}@rede.com.br`;
}

export const E2E_UNIT = { ...COMPLETE_UNIT, name: 'OdontoRede Unidade E2E' };

/**
 * The unit franqueados of the specs belong to unless a spec makes its own (with complete CRO data):
 * found by name, made by the first spec that needs it (the admin's `request` must be signed in).
 */
export async function e2eUnitId(adminRequest: APIRequestContext): Promise<string> {
  const found = await adminRequest.get(`/api/units?q=${encodeURIComponent(E2E_UNIT.name)}`);
  const existing = ((await found.json()).items as Array<{ id: string; name: string }>).find(
    (unit) => unit.name === E2E_UNIT.name,
  );
  if (existing) return existing.id;
  const created = await adminRequest.post('/api/units', { data: E2E_UNIT, headers: sameOrigin });
  if (created.status() === 409) return e2eUnitId(adminRequest);
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).id as string;
}

/** Creates a user through the admin API (the admin's `request` must be signed in); a franqueado gets the e2e unit. */
export async function createUser(
  adminRequest: APIRequestContext,
  user: {
    name: string;
    email: string;
    password: string;
    role: 'admin' | 'franqueado' | 'user';
    unitId?: string;
  },
): Promise<{ id: string }> {
  const unitId = user.unitId ?? (user.role === 'franqueado' ? await e2eUnitId(adminRequest) : undefined);
  const res = await adminRequest.post('/api/users', {
    data: unitId ? { ...user, unitId } : user,
    headers: sameOrigin,
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: (await res.json()).id as string };
}
