import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../../tests/helpers/accounts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('system routes', () => {
  it('answers health after a real database query and a storage probe, naming both', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      db: { kind: process.env.TEST_DB, ok: true },
      storage: { kind: 'local', ok: true },
      mail: 'off',
    });
  });

  it('is ready while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ready: true });
  });

  it('gives the brand name, whether e-mail is on and whether the first admin is still to be made', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({ brandName: 'Rede Teste', mailEnabled: false, setupRequired: true });
    await register(t.app, { name: 'Primeira Admin' });
    const after = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(after.json().setupRequired).toBe(false);
  });

  it('serves the OpenAPI document with the health route in it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/health');
    expect(res.json().paths).toHaveProperty('/api/ready');
  });

  it('answers an unknown API route with the one error shape in Portuguese', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nao-existe?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: {
        code: 'ROUTE_NOT_FOUND',
        message: 'Endereço da API não encontrado.',
        details: { path: '/api/nao-existe' },
      },
    });
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
