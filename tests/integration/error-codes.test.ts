import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, errorCatalog } from '../../src/shared/errors';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Errors are a contract (issue 11): every code the API can answer is in the one catalog with a status
 * and a pt-BR message, every route lists the codes it can answer, and OpenAPI shows them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the error catalog', () => {
  it('gives every code an error status and a Portuguese message', () => {
    for (const code of ERROR_CODES) {
      const entry = errorCatalog[code];
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.status, code).toBeLessThan(600);
      expect(entry.message, code).toMatch(/\S/);
    }
  });

  it('has every code the server code throws or answers with', async () => {
    const root = path.resolve(import.meta.dirname, '../../src/server');
    const files = (await fs.readdir(root, { recursive: true })).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    const used = new Set<string>();
    for (const file of files) {
      const text = await fs.readFile(path.join(root, file), 'utf8');
      for (const match of text.matchAll(/(?:new AppError\(|send\(reply, \d+, |errors: \[)'([A-Z_]+)'/g))
        used.add(match[1]!);
      for (const match of text.matchAll(/errors: \[([^\]]*)\]/g))
        for (const code of match[1]!.matchAll(/'([A-Z_]+)'/g)) used.add(code[1]!);
    }
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((code) => !(code in errorCatalog))).toEqual([]);
  });
});

describe('codes per route', () => {
  it('lists for every route codes that are all in the catalog', () => {
    const api = t.app.routeTable.filter(
      (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'),
    );
    expect(api.length).toBeGreaterThan(40);
    for (const route of api) {
      expect(route.errors.length, `${route.method} ${route.url}`).toBeGreaterThan(0);
      const unknown = route.errors.filter((code) => !(code in errorCatalog));
      expect(unknown, `${route.method} ${route.url}`).toEqual([]);
    }
    const download = api.find((route) => route.method === 'GET' && route.url === '/api/assets/:id/download');
    expect(download?.errors).toEqual(
      expect.arrayContaining(['ASSET_NOT_FOUND', 'RANGE_NOT_SATISFIABLE', 'UNAUTHENTICATED', 'VALIDATION']),
    );
    const upload = api.find((route) => route.method === 'POST' && route.url === '/api/assets');
    expect(upload?.errors).toEqual(
      expect.arrayContaining(['FORBIDDEN', 'CROSS_SITE_REQUEST', 'DUPLICATE_FILE', 'FILE_TYPE_NOT_ALLOWED']),
    );
  });

  it('shows them in OpenAPI, grouped by status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const operation = res.json().paths['/api/assets/{id}/download'].get;
    expect(operation.responses['404'].description).toContain('ASSET_NOT_FOUND');
    expect(operation.responses['416'].description).toBe('RANGE_NOT_SATISFIABLE');
    expect(operation.responses['401'].description).toBe('SESSION_EXPIRED, UNAUTHENTICATED');
  });
});
