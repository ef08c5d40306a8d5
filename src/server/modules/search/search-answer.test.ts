import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, register, type SignedIn } from '../../../../tests/helpers/accounts';
import { insertAsset } from '../../../../tests/helpers/asset-factory';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { AssetListSchema } from '../../../shared/schemas/search';
import { units } from '../../platform/db/schema/index';

// The gallery's answer is read by the statement that picks the page (LISTED_COLUMNS) and written
// without a second pass through its schema (search.routes.ts): it must be, byte for byte, what the
// schema makes of it, and each asset in it what the asset's own route (read by `load`, encoded
// through the schema) answers.

let t: TestApp;
let admin: SignedIn;
let user: SignedIn;
let franqueado: SignedIn;

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 12, 30, 15, 123));

beforeAll(async () => {
  t = await createTestApp();
  admin = await register(t.app, { name: 'Equipe Marketing' });
  user = await createUser(t.app, admin, 'user', 'Leitora Comum');
  franqueado = await createUser(t.app, admin, 'franqueado', 'Beatriz Franqueada');
  const [franchisor] = await t.db.select({ id: units.id }).from(units).where(eq(units.isFranchisor, true));
  await insertAsset(t.db, 'Promoção de inverno — preço especial', {
    categories: ['protese', 'clareamento'],
    tags: ['Sorriso', 'Antes e Depois'],
    values: {
      uploadedAt: day(1),
      description: 'Desconto grátis, sem dor. Antes   e\ndepois.',
      viewCount: 12,
      downloadCount: 3,
      size: 5_000_000_000,
      width: 4000,
      height: 3000,
      mime: 'image/jpeg',
      originalName: 'inverno.jpg',
      storageKey: 'image/inverno.jpg',
      gridThumbKey: 'thumbs/inverno-grid.webp',
      previewThumbKey: 'thumbs/inverno-preview.webp',
      placeholder: 'YJqGPQw7sFlslqhFafSE+Q6oJ1h2iHB2Rw',
      uploadedBy: admin.user.id,
      unitId: franchisor?.id,
      focalX: 0.25,
      focalY: 0.75,
    },
  });
  await insertAsset(t.db, 'Vídeo no YouTube', {
    categories: ['fachada'],
    values: {
      uploadedAt: day(2),
      type: 'other',
      isExternal: true,
      externalUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      platform: 'youtube',
      externalThumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    },
  });
  await insertAsset(t.db, 'Fachada com paciente', {
    categories: ['fachada'],
    tags: ['Criança'],
    values: { uploadedAt: day(3), containsPatient: true, consentBlocked: true, type: 'pdf' },
  });
  await insertAsset(t.db, 'Campanha agendada', {
    categories: ['manuais'],
    values: { uploadedAt: day(4), validFrom: '2099-01-01', validUntil: '2099-12-31' },
  });
  await insertAsset(t.db, 'Campanha vencida', {
    categories: ['manuais'],
    values: { uploadedAt: day(5), validUntil: '2020-01-31' },
  });
  await insertAsset(t.db, 'Campanha em vigor', {
    categories: ['infantil'],
    tags: ['Criança', 'Sorriso', 'Manual'],
    values: { uploadedAt: day(6), validFrom: '2020-01-01', validUntil: '2099-12-31', viewCount: 7 },
  });
  for (let i = 0; i < 5; i++) {
    await insertAsset(t.db, `Cartaz de sorriso ${i}`, {
      categories: ['clareamento'],
      values: { uploadedAt: day(10 + i), viewCount: i % 2 },
    });
  }
});

afterAll(async () => {
  await t.close();
});

const get = (who: SignedIn, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

/** Every page of `query` (by cursor, `limit` a page), each checked against the schema and the asset route. */
async function pagesOf(who: SignedIn, query: string, limit: number): Promise<number> {
  let cursor: string | null = null;
  let seen = 0;
  do {
    const url: string = `/api/assets?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await get(who, url);
    expect(res.statusCode, url).toBe(200);
    expect(JSON.stringify(AssetListSchema.parse(res.json())), url).toBe(res.body);
    const page = res.json() as { items: Array<{ id: string }>; nextCursor: string | null };
    for (const item of page.items) {
      const one = await get(who, `/api/assets/${item.id}`);
      expect(JSON.stringify(item), url).toBe(one.body);
    }
    seen += page.items.length;
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

describe('the gallery answer', () => {
  const queries = [
    '',
    'q=promocao',
    'q=campanha',
    'sort=popular',
    'sort=downloads',
    'sort=oldest',
    'categories=clareamento',
    'tags=sorriso&sort=newest',
    'types=pdf,other',
  ];

  it("is the schema's own encoding, and each asset the asset route's, for an admin", async () => {
    let seen = 0;
    for (const query of queries) seen += await pagesOf(admin, query, 2);
    expect(seen).toBeGreaterThan(20);
  });

  it('is the same for people who see only what is published today', async () => {
    for (const who of [user, franqueado]) {
      const all = await pagesOf(who, '', 3);
      // Not the scheduled one, the expired one, nor the one whose patient's consent is blocked.
      expect(all).toBe(8);
      for (const query of queries) await pagesOf(who, query, 2);
    }
  });

  it('carries the content warnings only for admins, in the list order', async () => {
    const res = await get(admin, '/api/assets?q=inverno');
    expect(res.json().items[0].contentWarnings).toEqual([
      'antes e depois',
      'sem dor',
      'preço',
      'desconto',
      'grátis',
      'promoção',
    ]);
    const seenByUser = (await get(user, '/api/assets?q=inverno')).json().items[0];
    expect(seenByUser).not.toHaveProperty('contentWarnings');
    expect(seenByUser).not.toHaveProperty('publication');
  });
});
