import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Role } from '../../src/shared/constants';
import type { SessionUser } from '../../src/shared/schemas/user';

export const PASSWORD = 'senha-segura-123';

export interface SignedIn {
  user: SessionUser;
  /** `Cookie` header value carrying the session. */
  cookie: string;
}

/** The session cookie of a response: `__Host-bdi_session` over HTTPS, `bdi_session` otherwise. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const names = ['__Host-bdi_session', 'bdi_session'];
  const cookie = names.map((name) => res.cookies.find((c) => c.name === name && c.value)).find(Boolean);
  if (!cookie) throw new Error(`no session cookie in response ${res.statusCode}: ${res.body}`);
  return `${cookie.name}=${cookie.value}`;
}

let counter = 0;
export function uniqueEmail(prefix = 'pessoa'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}@rede.com.br`;
}

let addressCounter = 0;
/**
 * Each test person signs up from an address of their own, as real people do, so that files creating
 * many accounts stay under the per-address sign-up limit (which has its own test). The addresses are
 * in 127.0.0.0/8, still the server's own machine (where the first account may become admin).
 */
function signUpAddress(): string {
  addressCounter += 1;
  return `127.0.${1 + Math.floor(addressCounter / 250)}.${1 + (addressCounter % 250)}`;
}

export async function register(
  app: FastifyInstance,
  body: { name?: string; email?: string; password?: string; role?: 'user' | 'franqueado' } = {},
): Promise<SignedIn> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: signUpAddress(),
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
