import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, register, type SignedIn } from '../../../../tests/helpers/accounts';
import { insertAsset } from '../../../../tests/helpers/asset-factory';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { assetEvents, searchLogs } from '../../platform/db/schema/index';

let t: TestApp;
let admin: SignedIn;

const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);

beforeAll(async () => {
  t = await createTestApp();
  admin = await register(t.app, { name: 'Admin' });
  const popular = await insertAsset(t.db, 'Mais baixado', {
    values: { downloadCount: 9, viewCount: 2, uploadedAt: daysAgo(20) },
  });
  const viewed = await insertAsset(t.db, 'Mais visto', {
    values: { downloadCount: 1, viewCount: 40, uploadedAt: daysAgo(10), type: 'pdf' },
  });
  await insertAsset(t.db, 'Mais novo', { values: { uploadedAt: daysAgo(0) } });
  await t.db.insert(assetEvents).values([
    { assetId: popular, kind: 'download', at: daysAgo(1) },
    { assetId: popular, kind: 'download', at: daysAgo(1) },
    { assetId: viewed, kind: 'view', at: daysAgo(1) },
    { assetId: viewed, kind: 'view', at: daysAgo(45) },
  ]);
  await t.db.insert(searchLogs).values([
    { query: 'Aparelho invisível', resultCount: 0, at: daysAgo(2) },
    { query: 'aparelho invisível', resultCount: 0, at: daysAgo(1) },
    { query: 'halloween', resultCount: 0, at: daysAgo(3) },
    { query: 'fachada', resultCount: 4, at: daysAgo(1) },
    { query: 'antigo', resultCount: 0, at: daysAgo(60) },
  ]);
});

afterAll(async () => {
  await t.close();
});

const stats = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/stats${query}`, headers: { cookie: admin.cookie } });

describe('statistics', () => {
  it('gives the cards, counts per type and the top lists', async () => {
    const body = (await stats()).json();
    expect(body.totals).toEqual({ assets: 3, downloads: 10, views: 42, averageDownloads: 3 });
    expect(body.byType).toEqual({ image: 2, pdf: 1 });
    expect(body.mostDownloaded[0].title).toBe('Mais baixado');
    expect(body.mostViewed[0].title).toBe('Mais visto');
    expect(body.latestUploads.map((a: { title: string }) => a.title)).toEqual([
      'Mais novo',
      'Mais visto',
      'Mais baixado',
    ]);
  });

  it('gives views and downloads per day over 30 and 90 days, zeros included', async () => {
    const month = (await stats('?days=30')).json();
    expect(month.series).toHaveLength(30);
    expect(month.series.reduce((s: number, d: { downloads: number }) => s + d.downloads, 0)).toBe(2);
    expect(month.series.reduce((s: number, d: { views: number }) => s + d.views, 0)).toBe(1);
    const quarter = (await stats('?days=90')).json();
    expect(quarter.series).toHaveLength(90);
    expect(quarter.series.reduce((s: number, d: { views: number }) => s + d.views, 0)).toBe(2);
    expect(quarter.series.at(-1).date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists the searches that found nothing, most frequent first, within the period', async () => {
    const body = (await stats('?days=30')).json();
    expect(
      body.zeroResultSearches.map((s: { query: string; count: number }) => [s.query.toLowerCase(), s.count]),
    ).toEqual([
      ['aparelho invisível', 2],
      ['halloween', 1],
    ]);
  });

  it('answers 0 average with no files, refuses other periods, and is for admins only', async () => {
    const empty = await createTestApp();
    try {
      const boss = await register(empty.app);
      const res = await empty.app.inject({
        method: 'GET',
        url: '/api/stats',
        headers: { cookie: boss.cookie },
      });
      expect(res.json().totals).toEqual({ assets: 0, downloads: 0, views: 0, averageDownloads: 0 });
    } finally {
      await empty.close();
    }
    expect((await stats('?days=365')).statusCode).toBe(400);
    const user = await createUser(t.app, admin, 'franqueado');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/stats', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(403);
  });
});
