import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Role } from '../../src/shared/constants';
import type { SessionUser } from '../../src/shared/schemas/user';

export const PASSWORD = 'senha-segura-123';

export interface SignedIn {
  user: SessionUser;
  /** `Cookie` header value carrying the session. */
  cookie: string;
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'bdi_session');
  if (!cookie) throw new Error(`no session cookie in response ${res.statusCode}: ${res.body}`);
  return `bdi_session=${cookie.value}`;
}

let counter = 0;
export function uniqueEmail(prefix = 'pessoa'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}@rede.com.br`;
}

export async function register(
  app: FastifyInstance,
  body: { name?: string; email?: string; password?: string; role?: 'user' | 'franqueado' } = {},
): Promise<SignedIn> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Ana Souza', email: uniqueEmail(), password: PASSWORD, ...body },
  });
  if (res.statusCode !== 201) throw new Error(`register failed ${res.statusCode}: ${res.body}`);
  return { user: res.json().user, cookie: sessionCookie(res) };
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD): Promise<SignedIn> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed ${res.statusCode}: ${res.body}`);
  return { user: res.json().user, cookie: sessionCookie(res) };
}

/** An account of the given role, created by `admin` through the API, and signed in. */
export async function createUser(
  app: FastifyInstance,
  admin: SignedIn,
  role: Role,
  name = 'Carlos Lima',
): Promise<SignedIn> {
  const email = uniqueEmail(role);
  const res = await app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { cookie: admin.cookie },
    payload: { name, email, password: PASSWORD, role },
  });
  if (res.statusCode !== 201) throw new Error(`create user failed ${res.statusCode}: ${res.body}`);
  return login(app, email);
}
