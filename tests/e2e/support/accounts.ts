import { type APIRequestContext, expect } from '@playwright/test';
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

/** Signs `request` in as the admin, registering the admin first on a new database. */
export async function signInAsAdmin(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/auth/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: sameOrigin,
  });
  if (login.ok()) return;
  const registered = await request.post('/api/auth/register', { data: ADMIN, headers: sameOrigin });
  expect(registered.status(), await registered.text()).toBe(201);
  expect((await registered.json()).user.role).toBe('admin');
}

let counter = 0;

/** An e-mail no other spec or repetition uses (`bruno.3k9x2.1@rede.com.br`). */
export function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}.${Date.now().toString(36)}${process.pid.toString(36)}.${counter}@rede.com.br`;
}

/** Creates a user through the admin API (the admin's `request` must be signed in). */
export async function createUser(
  adminRequest: APIRequestContext,
  user: { name: string; email: string; password: string; role: 'admin' | 'franqueado' | 'user' },
): Promise<{ id: string }> {
  const res = await adminRequest.post('/api/users', { data: user, headers: sameOrigin });
  expect(res.status(), await res.text()).toBe(201);
  return { id: (await res.json()).id as string };
}
