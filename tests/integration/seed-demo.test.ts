import { createHash, randomUUID } from 'node:crypto';
import { count, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE, pickEntries } from '../../scripts/demo/catalogue';
import { DEMO_UNITS } from '../../scripts/demo/catalogue-units';
import { findMissingFiles, seedDemo } from '../../scripts/demo/seed-demo-assets';
import {
  assetCategories,
  assets,
  assetTags,
  campaignAssets,
  campaigns,
  categories,
  units,
} from '../../src/server/platform/db/schema/index';
import type { StorageDriver } from '../../src/server/platform/storage/storage';
import { networkDay } from '../../src/shared/domain/network-date';
import { BUILT_IN_TAGS, CATEGORY_TREE, POPULAR_TAGS } from '../../src/shared/taxonomy';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Drawing all 50 images takes ~3 s on two cores; an evenly spread third of the catalogue covers every
// layout, both image formats, PDFs and text, and `npm run seed:demo` exercises the full set.
const COUNT = 20;

let testApp: TestApp;
let firstRun: Awaited<ReturnType<typeof seedDemo>>;
let failedRun: { error: unknown; rows: number; files: string[] };

async function storedKeys(storage: StorageDriver): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  return keys;
}

beforeAll(async () => {
  testApp = await createTestApp();
  const { db, storage } = testApp;
  // A unit id that does not exist makes the first row insert fail after its file was written.
  const error = await seedDemo({ db, storage, count: 3, franchisorUnitId: randomUUID() }).catch((e) => e);
  const [rows] = await db.select({ n: count() }).from(assets);
  failedRun = { error, rows: rows!.n, files: await storedKeys(storage) };
  firstRun = await seedDemo({ db, storage, brandName: 'Rede Teste', count: COUNT });
});

afterAll(async () => {
  await testApp?.close();
});

async function readAll(storage: StorageDriver, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('demo seed', () => {
  it('adds the demo network’s clinics with their council data, one of them incomplete', async () => {
    const clinics = await testApp.db.select().from(units).where(eq(units.isFranchisor, false));
    expect(clinics.map((unit) => unit.name).sort()).toEqual(DEMO_UNITS.map((unit) => unit.name).sort());
    const complete = clinics.filter((unit) => unit.croRegistration && unit.rtName && unit.rtCro && unit.rtUf);
    expect(complete).toHaveLength(DEMO_UNITS.length - 1);
  });

  it('dates its campaigns around today (one under way, one coming, one over) with drawn pieces only', async () => {
    const rows = await testApp.db.select().from(campaigns);
    const pieces = await testApp.db.select().from(campaignAssets);
    const today = networkDay(new Date());
    const statuses = rows.map((c) =>
      c.startsOn > today ? 'agendada' : c.endsOn < today ? 'encerrada' : 'em_andamento',
    );
    // A third of the catalogue is drawn: every campaign made has at least one piece that exists.
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(statuses).size).toBe(statuses.length);
    for (const campaign of rows) {
      const own = pieces.filter((p) => p.campaignId === campaign.id);
      expect(own.length, campaign.name).toBeGreaterThan(0);
      expect(own.map((p) => p.assetId)).toContain(campaign.coverAssetId);
    }
  });

  it('runs every file through the media pipeline: images and PDFs get thumbnails, documents an icon', async () => {
    const rows = await testApp.db.select().from(assets);
    for (const row of rows) {
      if (row.type === 'document') {
        expect(row.gridThumbKey).toBeNull();
        continue;
      }
      expect(row.placeholder, row.title).toBeTruthy();
      expect(row.phash, row.title).not.toBeNull();
      const grid = await sharp(await readAll(testApp.storage, row.gridThumbKey!)).metadata();
      expect(grid.format).toBe('webp');
      expect(Math.max(grid.width!, grid.height!)).toBeLessThanOrEqual(400);
    }
  });

  it('leaves neither rows nor files behind when a run fails', () => {
    expect(failedRun.error).toBeInstanceOf(Error);
    expect(failedRun.rows).toBe(0);
    expect(failedRun.files).toEqual([]);
  });

  it('has about 60 catalogue entries on seeded subcategories and tags', () => {
    expect(pickEntries().map((entry) => entry.type)).toEqual(DEMO_CATALOGUE.map((entry) => entry.type));
    const types = DEMO_CATALOGUE.map((entry) => entry.type);
    expect(types.filter((type) => type === 'image')).toHaveLength(50);
    expect(types.filter((type) => type === 'pdf')).toHaveLength(6);
    expect(types.filter((type) => type === 'document')).toHaveLength(4);
    const subcategories = new Set(CATEGORY_TREE.flatMap((group) => group.children.map((c) => c.slug)));
    const tagNames = new Set<string>([...BUILT_IN_TAGS, ...POPULAR_TAGS]);
    for (const entry of DEMO_CATALOGUE) {
      expect(
        entry.categories.filter((slug) => !subcategories.has(slug)),
        entry.title,
      ).toEqual([]);
      expect(
        entry.tags.filter((name) => !tagNames.has(name)),
        entry.title,
      ).toEqual([]);
      expect(entry.categories.length).toBeLessThanOrEqual(3);
      expect(entry.tags.length).toBeLessThanOrEqual(5);
    }
  });

  it('creates the requested assets, with every type and both image formats', async () => {
    expect(firstRun).toMatchObject({ status: 'seeded', created: COUNT, byType: { pdf: 2, document: 1 } });
    const rows = await testApp.db.select({ mime: assets.mime, n: count() }).from(assets).groupBy(assets.mime);
    expect(Object.fromEntries(rows.map((row) => [row.mime, row.n]))).toMatchObject({
      'image/jpeg': expect.any(Number),
      'image/png': expect.any(Number),
      'application/pdf': 2,
      'text/plain': 1,
    });
    expect(rows.reduce((sum, row) => sum + row.n, 0)).toBe(COUNT);
  });

  it('stores every file with the recorded size and sha256, images decodable at their size', async () => {
    const rows = await testApp.db.select().from(assets);
    for (const row of rows) {
      const bytes = await readAll(testApp.storage, row.storageKey!);
      expect(bytes.length, row.title).toBe(row.size);
      expect(createHash('sha256').update(bytes).digest('hex'), row.title).toBe(row.sha256);
      expect(row.storageKey).toMatch(new RegExp(`^${row.type}/[0-9a-f-]{36}\\.[a-z]+$`));
      if (row.type === 'image') {
        const meta = await sharp(bytes).metadata();
        expect([meta.width, meta.height], row.title).toEqual([row.width, row.height]);
        expect(row.mime).toBe(meta.format === 'png' ? 'image/png' : 'image/jpeg');
      }
      if (row.type === 'pdf') {
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
      }
    }
    expect(await findMissingFiles(testApp.db, testApp.storage)).toEqual([]);
  });

  it('links every asset to 1-3 subcategories and 1-5 tags, named in its search text', async () => {
    const rows = await testApp.db
      .select({ id: assets.id, taxonomyText: assets.taxonomyText, name: categories.name })
      .from(assets)
      .innerJoin(assetCategories, eq(assetCategories.assetId, assets.id))
      .innerJoin(categories, eq(categories.id, assetCategories.categoryId));
    const perAsset = new Map<string, typeof rows>();
    for (const row of rows) perAsset.set(row.id, [...(perAsset.get(row.id) ?? []), row]);
    expect(perAsset.size).toBe(firstRun.status === 'seeded' ? firstRun.created : -1);
    for (const links of perAsset.values()) {
      expect(links.length).toBeGreaterThanOrEqual(1);
      expect(links.length).toBeLessThanOrEqual(3);
      for (const link of links) expect(link.taxonomyText).toContain(link.name);
    }
    const parentless = await testApp.db
      .select({ id: categories.id })
      .from(assetCategories)
      .innerJoin(categories, eq(categories.id, assetCategories.categoryId))
      .where(isNull(categories.parentId));
    expect(parentless).toEqual([]);
    const tagCounts = await testApp.db
      .select({ id: assetTags.assetId, n: count() })
      .from(assetTags)
      .groupBy(assetTags.assetId);
    expect(tagCounts).toHaveLength(perAsset.size);
    for (const { n } of tagCounts) expect(n).toBeLessThanOrEqual(5);
  });

  it('adds nothing on a second run', async () => {
    const [before] = await testApp.db.select({ n: count() }).from(assets);
    const second = await seedDemo({ db: testApp.db, storage: testApp.storage });
    expect(second).toEqual({ status: 'already-present' });
    const [after] = await testApp.db.select({ n: count() }).from(assets);
    expect(after).toEqual(before);
    const originals = (await storedKeys(testApp.storage)).filter((key) => !key.startsWith('thumbs/'));
    expect(originals).toHaveLength(before!.n);
  });
});
