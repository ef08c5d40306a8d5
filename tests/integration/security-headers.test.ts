import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app';

function directives(header: string | undefined): Map<string, string> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name!, values.join(' ')];
      }),
  );
}

describe('security headers', () => {
  it('work over plain HTTP on a LAN address: nothing upgrades the page to https', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { host: '192.168.0.20:3000' },
      });
      const csp = directives(res.headers['content-security-policy'] as string);
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('base-uri')).toBe("'none'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('img-src')?.split(' ')).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://img.youtube.com',
        'https://i.ytimg.com',
        'https://vumbnail.com',
        'https://drive.google.com',
        'https://lh3.googleusercontent.com',
      ]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await t.close();
    }
  });

  it('add upgrade-insecure-requests and HSTS when the site is served over HTTPS', async () => {
    const t = await createTestApp({ publicUrl: 'https://banco.rede.com.br' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      const csp = directives(res.headers['content-security-policy'] as string);
      expect(csp.has('upgrade-insecure-requests')).toBe(true);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(csp.get('frame-ancestors')).toBe("'none'");
    } finally {
      await t.close();
    }
  });

  it('send the session cookie as __Host- and Secure with an https PUBLIC_URL, even without X-Forwarded-Proto', async () => {
    const t = await createTestApp({ publicUrl: 'https://banco.rede.com.br' });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { origin: 'https://banco.rede.com.br' },
        payload: { name: 'Admin Seguro', email: 'seguro@rede.com.br', password: 'Sorriso-Claro-2025' },
      });
      expect(res.statusCode, res.body).toBe(201);
      const cookie = res.cookies.find((c) => c.name.endsWith('bdi_session'));
      expect(cookie).toMatchObject({ name: '__Host-bdi_session', secure: true, path: '/', httpOnly: true });
    } finally {
      await t.close();
    }
  });
});
