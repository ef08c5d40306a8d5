import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Role } from '../../src/shared/constants';
import type { SessionUser } from '../../src/shared/schemas/user';
import { COMPLETE_UNIT } from './unit-fixture';

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

/** The account a response signed in (sign-in, sign-up, an accepted invitation): its user and session. */
export function signedInBy(res: LightMyRequestResponse): SignedIn {
  return { user: res.json().user, cookie: sessionCookie(res) };
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

/** The first admin each app registered (through `register`): who makes everyone after. */
const firstAdmins = new WeakMap<FastifyInstance, SignedIn>();

/**
 * An account, signed in. On a new app the first call registers the network's first admin (from the
 * server's own machine, as the installer does). After it, as public sign-up is closed (issue 36),
 * the account is made by that admin (`POST /api/users`, active at once): a user, or a franqueado of
 * `unitId` (the test unit when not given). Tests of the sign-up form itself use `signUp`.
 */
export async function register(
  app: FastifyInstance,
  body: {
    name?: string;
    email?: string;
    password?: string;
    role?: 'user' | 'franqueado';
    unitId?: string | null;
  } = {},
): Promise<SignedIn> {
  const admin = firstAdmins.get(app);
  if (admin) {
    const email = body.email ?? uniqueEmail();
    const role = body.role ?? 'user';
    const unitId =
      body.unitId === undefined && role === 'franqueado' ? await testUnitId(app, admin) : body.unitId;
    const res = await app.inject({
      method: 'POST',
      url: '/api/users',
      // As the /users dialog sends it (apps built without createTestApp's same-site default too).
      headers: { cookie: admin.cookie, 'sec-fetch-site': 'same-origin' },
      payload: {
        name: body.name ?? 'Ana Souza',
        email,
        password: body.password ?? PASSWORD,
        role,
        ...(unitId ? { unitId } : {}),
      },
    });
    if (res.statusCode !== 201) throw new Error(`register failed ${res.statusCode}: ${res.body}`);
    return login(app, email, body.password ?? PASSWORD);
  }
  const res = await signUp(app, body);
  if (res.statusCode !== 201) throw new Error(`register failed ${res.statusCode}: ${res.body}`);
  const signedIn = signedInBy(res);
  if (signedIn.user.role === 'admin') firstAdmins.set(app, signedIn);
  return signedIn;
}

/** Opens (or closes) public sign-up as an admin does in /settings (issue 36: closed by default). */
export async function setPublicSignup(app: FastifyInstance, admin: SignedIn, open: boolean): Promise<void> {
  const res = await app.inject({
    method: 'PATCH',
    url: '/api/settings',
    headers: { cookie: admin.cookie },
    payload: { publicSignup: open },
  });
  if (res.statusCode !== 200) throw new Error(`settings failed ${res.statusCode}: ${res.body}`);
}

/** POST /api/auth/register as the sign-up form sends it, from an address of its own. */
export function signUp(app: FastifyInstance, body: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: signUpAddress(),
    payload: { name: 'Ana Souza', email: uniqueEmail(), password: PASSWORD, ...body },
  });
}

/** A new session of the account, from the browser `userAgent` names when given (another device). */
export async function login(
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
  userAgent?: string,
): Promise<SignedIn> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed ${res.statusCode}: ${res.body}`);
  return signedInBy(res);
}

/**
 * An account made through the sign-up form while public sign-up is open: pending until an admin
 * approves it, and signed in.
 */
export async function pendingAccount(
  app: FastifyInstance,
  body: Record<string, unknown> = {},
): Promise<SignedIn> {
  const res = await signUp(app, { name: 'Paula Pendente', email: uniqueEmail('pendente'), ...body });
  if (res.statusCode !== 201) throw new Error(`sign-up failed ${res.statusCode}: ${res.body}`);
  return signedInBy(res);
}

export const TEST_UNIT_NAME = 'OdontoRede Unidade de Testes';
const testUnits = new WeakMap<FastifyInstance, Promise<string>>();

/**
 * The unit test franqueados belong to by default: made once per app through the admin API (with
 * complete CRO data, so stamped downloads work for them).
 */
export function testUnitId(app: FastifyInstance, admin: SignedIn): Promise<string> {
  let unit = testUnits.get(app);
  if (!unit) {
    unit = createUnit(app, admin, { name: TEST_UNIT_NAME }).then((created) => created.id);
    testUnits.set(app, unit);
  }
  return unit;
}

/** A unit made through the admin API: Campinas/SP with complete council data, unless overridden. */
export async function createUnit(
  app: FastifyInstance,
  admin: SignedIn,
  values: Record<string, unknown> & { name: string },
): Promise<{ id: string; name: string } & Record<string, unknown>> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/units',
    headers: { cookie: admin.cookie },
    payload: { ...COMPLETE_UNIT, ...values },
  });
  if (res.statusCode !== 201) throw new Error(`create unit failed ${res.statusCode}: ${res.body}`);
  return res.json();
}

/**
 * An account of the given role, created by `admin` through the API, and signed in. A franqueado
 * belongs to `unitId`, or to the test unit when none is given.
 */
export async function createUser(
  app: FastifyInstance,
  admin: SignedIn,
  role: Role,
  name = 'Carlos Lima',
  options: { unitId?: string } = {},
): Promise<SignedIn> {
  const email = uniqueEmail(role);
  const unitId = options.unitId ?? (role === 'franqueado' ? await testUnitId(app, admin) : undefined);
  const res = await app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { cookie: admin.cookie },
    payload: { name, email, password: PASSWORD, role, ...(unitId ? { unitId } : {}) },
  });
  if (res.statusCode !== 201) throw new Error(`create user failed ${res.statusCode}: ${res.body}`);
  return login(app, email);
}
