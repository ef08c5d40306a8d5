import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail } from '../../../../tests/helpers/accounts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { SETTING_KEYS } from '../../../shared/constants';
import { settings, users } from '../../platform/db/schema/index';

const REMOTE = '203.0.113.9';

async function freshInstall<T>(run: (t: TestApp) => Promise<T>, overrides = {}): Promise<T> {
  const t = await createTestApp(overrides);
  try {
    return await run(t);
  } finally {
    await t.close();
  }
}

function registerFrom(t: TestApp, remoteAddress: string, extra: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress,
    payload: { name: 'Primeira Pessoa', email: uniqueEmail('primeira'), password: PASSWORD, ...extra },
  });
}

function setupTokenOf(t: TestApp): string {
  const link = t.app.setupLink;
  if (!link) throw new Error('no setup link');
  const token = new URL(link).searchParams.get('setup');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

describe('the first administrator', () => {
  it('prints a one-time setup link at start while there is no admin', async () => {
    await freshInstall(async (t) => {
      expect(t.app.setupLink).toMatch(
        new RegExp(`^http://localhost:${t.config.port}/auth\\?tab=cadastrar&setup=[A-Za-z0-9_-]{43}$`),
      );
      const [stored] = await t.db.select().from(settings).where(eq(settings.key, SETTING_KEYS.setupTokens));
      expect(JSON.stringify(stored?.value)).not.toContain(setupTokenOf(t));
    });
  });

  it('uses PUBLIC_URL for the link when configured', async () => {
    await freshInstall(
      async (t) => {
        expect(t.app.setupLink).toMatch(/^https:\/\/imagens\.rede\.com\.br\/auth\?tab=cadastrar&setup=/);
      },
      { publicUrl: 'https://imagens.rede.com.br/' },
    );
  });

  it('is refused from elsewhere without the link: public sign-up is closed on a new install', async () => {
    await freshInstall(async (t) => {
      const res = await registerFrom(t, REMOTE);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('SIGNUP_CLOSED');
      // Nobody became a member; the machine itself still makes the first admin.
      expect(await t.db.select().from(users)).toEqual([]);
      expect((await registerFrom(t, '127.0.0.1')).json().user.role).toBe('admin');
    });
  });

  it('is refused with a wrong setup token', async () => {
    await freshInstall(async (t) => {
      const res = await registerFrom(t, REMOTE, { setupToken: 'x'.repeat(43) });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('SIGNUP_CLOSED');
    });
  });

  it('is admin from elsewhere with the setup link, which then stops working', async () => {
    await freshInstall(async (t) => {
      const setupToken = setupTokenOf(t);
      const first = await registerFrom(t, REMOTE, { setupToken });
      expect(first.statusCode).toBe(201);
      expect(first.json().user).toMatchObject({ role: 'admin', status: 'active', unitId: null });
      const again = await registerFrom(t, REMOTE, { setupToken });
      expect(again.statusCode).toBe(403);
      expect(again.json().error.code).toBe('SIGNUP_CLOSED');
      const stored = await t.db.select().from(settings).where(eq(settings.key, SETTING_KEYS.setupTokens));
      expect(stored).toHaveLength(0);
    });
  });

  it('is admin when registered from the server itself (IPv4 and IPv6 loopback)', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.5']) {
      await freshInstall(async (t) => {
        expect((await registerFrom(t, address)).json().user.role, address).toBe('admin');
      });
    }
  });

  it('does not count a proxied request as local when the proxy is not trusted', async () => {
    await freshInstall(async (t) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': REMOTE },
        payload: { name: 'Via Proxy', email: uniqueEmail(), password: PASSWORD },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('SIGNUP_CLOSED');
    });
  });

  it('asks nothing but name, e-mail and password of the first admin, and ignores a unit or role sent', async () => {
    await freshInstall(async (t) => {
      const res = await registerFrom(t, '127.0.0.1', { role: 'franqueado' });
      expect(res.statusCode).toBe(201);
      expect(res.json().user).toMatchObject({ role: 'admin', status: 'active', unitId: null });
    });
  });

  it('with public sign-up opened before any admin, a stranger waits for one (pending)', async () => {
    await freshInstall(async (t) => {
      await t.db.update(settings).set({ value: true }).where(eq(settings.key, SETTING_KEYS.publicSignup));
      const res = await registerFrom(t, REMOTE);
      expect(res.statusCode).toBe(201);
      expect(res.json().user).toMatchObject({ role: 'user', status: 'pending' });
    });
  });
});
