import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, isNotNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { deriveMedia } from '../../src/server/media/process';
import type { Database } from '../../src/server/platform/db/client';
import {
  assetCategories,
  assets,
  assetTags,
  campaignAssets,
  campaigns,
  categories,
  settings,
  tags,
  units,
} from '../../src/server/platform/db/schema/index';
import { refreshTaxonomyText } from '../../src/server/platform/db/taxonomy-text';
import type { StorageDriver } from '../../src/server/platform/storage/storage';
import { type CatalogueEntry, type DocumentEntry, IMAGE_SIZES, pickEntries } from './catalogue';
import { demoCampaigns } from './catalogue-campaign-calendar';
import { DEMO_UNITS } from './catalogue-units';
import { drawImage, PALETTES, varyPalette } from './draw-image';
import { makePdf } from './make-pdf';
import { mulberry32, type Random } from './random';
import { wrapWords } from './svg-parts';

/** Settings row that marks a database as holding the demo data (so a second run adds nothing). */
export const DEMO_SETTING_KEY = 'demo_seeded';
const SEED = 20_251_010;
const DAY_MS = 86_400_000;
/** Spread of uploaded_at: about ten months back from now. */
const MAX_AGE_DAYS = 300;

export interface SeedDemoOptions {
  db: Database;
  storage: StorageDriver;
  /** Origin unit of every asset; the franchisor unit is looked up when absent. */
  franchisorUnitId?: string;
  /** How many catalogue entries to create (all, about 60, by default). */
  count?: number;
  /** Brand drawn on the images and PDFs. */
  brandName?: string;
  now?: Date;
}

type DemoType = 'image' | 'pdf' | 'document';

export type SeedDemoResult =
  | { status: 'already-present' }
  | { status: 'seeded'; created: number; byType: Record<DemoType, number>; bytes: number };

interface Named {
  id: string;
  name: string;
}

interface Plan {
  entry: CatalogueEntry;
  categories: Named[];
  tags: Named[];
  uploadedAt: Date;
  viewCount: number;
  downloadCount: number;
  drawSeed: number;
  paletteRoll: Random;
}

interface RenderedFile {
  bytes: Buffer;
  mime: string;
  ext: string;
  width: number | null;
  height: number | null;
}

class AlreadySeeded extends Error {}

/**
 * Adds the demo assets: draws each file, stores it, then inserts its row and join rows, all rows in
 * one transaction. If anything fails the transaction rolls back and every file written by this run
 * is deleted, so no row points at a missing file and no file is left without a row.
 */
export async function seedDemo(options: SeedDemoOptions): Promise<SeedDemoResult> {
  const { db, storage } = options;
  const brand = options.brandName ?? 'OdontoRede';
  const now = options.now ?? new Date();
  const unitId = options.franchisorUnitId ?? (await findFranchisorUnit(db));
  const plans = await planAssets(db, pickEntries(options.count), now);

  const written: string[] = [];
  const byType: Record<DemoType, number> = { image: 0, pdf: 0, document: 0 };
  let bytes = 0;
  try {
    await db.transaction(async (tx) => {
      // Claiming the marker first makes a concurrent second run (PostgreSQL) wait, then find it.
      const claimed = await tx
        .insert(settings)
        .values({ key: DEMO_SETTING_KEY, value: { seededAt: now.toISOString(), assets: plans.length } })
        .onConflictDoNothing()
        .returning({ key: settings.key });
      if (claimed.length === 0) throw new AlreadySeeded();
      // The demo network's clinics; a unit the admin already made under the same name is kept as is.
      await tx.insert(units).values(DEMO_UNITS).onConflictDoNothing();
      const idsByFile = new Map<string, string>();

      for (const plan of plans) {
        const file = await render(plan, brand);
        const { entry } = plan;
        const key = `${entry.type}/${randomUUID()}.${file.ext}`;
        const stored = await storage.put(key, Readable.from([file.bytes]), { contentType: file.mime });
        written.push(key);
        if (stored.size !== file.bytes.length) throw new Error(`Stored size mismatch for ${key}`);
        // The same pipeline as an upload: thumbnails, placeholder and perceptual hash.
        const derived = await deriveMedia(entry.type, file.bytes);
        const thumbs = derived
          ? { grid: `thumbs/${randomUUID()}-grid.webp`, preview: `thumbs/${randomUUID()}-preview.webp` }
          : null;
        if (derived && thumbs) {
          await storage.put(thumbs.grid, Readable.from([derived.grid]), { contentType: 'image/webp' });
          written.push(thumbs.grid);
          await storage.put(thumbs.preview, Readable.from([derived.preview]), { contentType: 'image/webp' });
          written.push(thumbs.preview);
        }
        const [row] = await tx
          .insert(assets)
          .values({
            ...assetRow(plan, file, key, unitId),
            gridThumbKey: thumbs?.grid ?? null,
            previewThumbKey: thumbs?.preview ?? null,
            placeholder: derived?.placeholder ?? null,
            phash: derived?.phash ?? null,
          })
          .returning({ id: assets.id });
        const assetId = row!.id;
        idsByFile.set(entry.file, assetId);
        await tx.insert(assetCategories).values(plan.categories.map((c) => ({ assetId, categoryId: c.id })));
        if (plan.tags.length > 0) {
          await tx.insert(assetTags).values(plan.tags.map((t) => ({ assetId, tagId: t.id })));
        }
        await refreshTaxonomyText(tx, sql`a.id = ${assetId}`);
        byType[entry.type] += 1;
        bytes += file.bytes.length;
      }
      for (const { pieces, ...campaign } of demoCampaigns(now)) {
        const assetIds = pieces.flatMap((file) => idsByFile.get(file) ?? []);
        if (assetIds.length === 0) continue;
        const [created] = await tx
          .insert(campaigns)
          .values({ ...campaign, coverAssetId: assetIds[0] })
          .returning({ id: campaigns.id });
        await tx
          .insert(campaignAssets)
          .values(assetIds.map((assetId, position) => ({ campaignId: created!.id, assetId, position })));
      }
    });
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    if (error instanceof AlreadySeeded) return { status: 'already-present' };
    throw error;
  }
  return { status: 'seeded', created: plans.length, byType, bytes };
}

/** Storage keys of asset rows whose file is missing (any asset, not only the demo ones). */
export async function findMissingFiles(db: Database, storage: StorageDriver): Promise<string[]> {
  const rows = await db.select({ key: assets.storageKey }).from(assets).where(isNotNull(assets.storageKey));
  const missing: string[] = [];
  for (const { key } of rows) {
    if (key && !(await storage.stat(key))) missing.push(key);
  }
  return missing;
}

function assetRow(plan: Plan, file: RenderedFile, storageKey: string, unitId: string) {
  const { entry } = plan;
  return {
    title: entry.title,
    description: entry.description,
    type: entry.type,
    storageKey,
    originalName: `${entry.file}.${file.ext}`,
    mime: file.mime,
    size: file.bytes.length,
    width: file.width,
    height: file.height,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    unitId,
    uploadedBy: null,
    uploadedAt: plan.uploadedAt,
    viewCount: plan.viewCount,
    downloadCount: plan.downloadCount,
  };
}

async function findFranchisorUnit(db: Database): Promise<string> {
  const [unit] = await db.select({ id: units.id }).from(units).where(eq(units.isFranchisor, true)).limit(1);
  if (!unit) throw new Error('No franchisor unit in the database; run the base seed (seedDatabase) first.');
  return unit.id;
}

/** Resolves categories and tags and rolls every random value up front, so runs are reproducible. */
async function planAssets(db: Database, entries: CatalogueEntry[], now: Date): Promise<Plan[]> {
  const subcategories = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(isNotNull(categories.parentId));
  if (subcategories.length === 0) {
    throw new Error('The category tree is empty; run the base seed (seedDatabase) first.');
  }
  const bySlug = new Map(subcategories.map((c) => [c.slug, c]));
  const tagRows = await db.select({ id: tags.id, name: tags.name }).from(tags);
  const byName = new Map(tagRows.map((t) => [t.name.toLocaleLowerCase('pt-BR'), t]));
  const fallback = bySlug.get('redes-sociais') ?? subcategories[0]!;

  const rng = mulberry32(SEED);
  return entries.map((entry) => {
    // Categories or tags an admin has since removed are skipped; every asset keeps at least one category.
    const found = entry.categories.flatMap((slug) => bySlug.get(slug) ?? []);
    const ageDays = rng.next() ** 1.15 * MAX_AGE_DAYS;
    const popularity = 0.2 + rng.next() ** 2 * 3;
    const viewCount = Math.round((8 + rng.int(0, 60)) * popularity * (1 + ageDays / 45));
    const downloadRate = entry.type === 'image' ? 0.12 + rng.next() * 0.3 : 0.25 + rng.next() * 0.35;
    return {
      entry,
      categories: (found.length > 0 ? found : [fallback]).map(({ id, name }) => ({ id, name })),
      tags: entry.tags.flatMap((name) => byName.get(name.toLocaleLowerCase('pt-BR')) ?? []),
      uploadedAt: new Date(now.getTime() - Math.round(ageDays * DAY_MS)),
      viewCount,
      downloadCount: Math.round(viewCount * downloadRate),
      drawSeed: rng.int(1, 2 ** 31 - 1),
      paletteRoll: mulberry32(rng.int(1, 2 ** 31 - 1)),
    };
  });
}

async function render(plan: Plan, brand: string): Promise<RenderedFile> {
  const { entry } = plan;
  if (entry.type !== 'image') {
    return entry.type === 'pdf'
      ? {
          bytes: makePdf({ ...documentContent(entry), brand, createdAt: plan.uploadedAt }),
          mime: 'application/pdf',
          ext: 'pdf',
          width: null,
          height: null,
        }
      : { bytes: makeText(entry, brand), mime: 'text/plain', ext: 'txt', width: null, height: null };
  }
  const size = IMAGE_SIZES[entry.kind];
  const base = PALETTES[entry.palette ?? ''] ?? plan.paletteRoll.pick(Object.values(PALETTES));
  const format = entry.png ? 'png' : 'jpeg';
  const bytes = await drawImage({
    ...size,
    format,
    layout: entry.layout,
    palette: varyPalette(base, plan.paletteRoll),
    title: entry.title,
    kicker: plan.categories[0]!.name,
    brand,
    cta: entry.cta,
    seed: plan.drawSeed,
  });
  const meta = await sharp(bytes).metadata();
  const mime = format === 'png' ? 'image/png' : 'image/jpeg';
  return { bytes, mime, ext: format === 'png' ? 'png' : 'jpg', width: meta.width, height: meta.height };
}

function documentContent(entry: DocumentEntry) {
  return {
    title: entry.title,
    subtitle: entry.subtitle,
    paragraphs: [entry.description, ...entry.paragraphs],
  };
}

function makeText(entry: DocumentEntry, brand: string): Buffer {
  const lines = [
    entry.title.toLocaleUpperCase('pt-BR'),
    entry.subtitle,
    '',
    ...entry.paragraphs.flatMap((paragraph) => [...wrapWords(paragraph, 78), '']),
    `${brand} · Banco de Imagens · material de uso interno`,
  ];
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}
