import { count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/server/platform/db/client';
import { assets, categories } from '../../src/server/platform/db/schema/index';
import { register, type SignedIn } from './accounts';
import { sendParts } from './api-suite';
import { multipartBody } from './multipart';
import { createTestApp, type TestApp } from './test-app';

export interface UploadFile {
  name: string;
  data: Buffer;
  contentType?: string;
}

export async function categoryIds(db: Database, slugs: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(inArray(categories.slug, slugs));
  return slugs.map((slug) => rows.find((r) => r.slug === slug)!.id);
}

export async function categoryId(db: Database, slug: string): Promise<string> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  return row!.id;
}

export function uploadRequest(
  app: FastifyInstance,
  cookie: string,
  meta: Record<string, unknown>,
  files: UploadFile[],
) {
  const { body, contentType } = multipartBody([
    { name: 'meta', data: JSON.stringify(meta) },
    ...files.map((f) => ({
      name: 'files',
      filename: f.name,
      contentType: f.contentType ?? 'application/octet-stream',
      data: f.data,
    })),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/assets',
    headers: { cookie, 'content-type': contentType },
    payload: body,
  });
}

/** PUT /api/assets/:id/file: the asset's file replaced by `file`, as the edit page sends it. */
export function replaceFile(app: FastifyInstance, who: SignedIn, assetId: string, file: UploadFile) {
  const part = {
    name: 'file',
    filename: file.name,
    contentType: file.contentType ?? 'application/octet-stream',
    data: file.data,
  };
  return sendParts(app, who, `/api/assets/${assetId}/file`, [part], 'PUT');
}

/**
 * The usual set-up of an upload test file: a test app, its first admin ('Equipe Marketing', made
 * admin by being first) and the ids of the categories `slugs`.
 */
export async function uploadTestApp(
  slugs: string[],
): Promise<{ t: TestApp; admin: SignedIn; cats: string[] }> {
  const t = await createTestApp();
  const admin = await register(t.app, { name: 'Equipe Marketing' });
  return { t, admin, cats: await categoryIds(t.db, slugs) };
}

/** What an upload leaves behind: the asset rows and every stored file. A refusal must change neither. */
export async function storedState(t: TestApp): Promise<{ rows: number; keys: string[] }> {
  const [rows] = await t.db.select({ n: count() }).from(assets);
  const keys: string[] = [];
  for await (const key of t.storage.list()) keys.push(key);
  return { rows: rows?.n ?? 0, keys: keys.sort() };
}

export interface UploadSuite {
  t: TestApp;
  admin: SignedIn;
  cats: string[];
}

/**
 * `uploadTestApp` as a test file's before/after hooks: the fields are set once `beforeAll` has run,
 * so read them inside tests.
 */
export function uploadSuite(slugs: string[]): UploadSuite {
  const suite = {} as UploadSuite;
  beforeAll(async () => {
    Object.assign(suite, await uploadTestApp(slugs));
  });
  afterAll(async () => {
    await suite.t?.close();
  });
  return suite;
}

/** The upload form's fields for a whitening campaign filed under `categoryIds`, `extra` on top. */
export function campaignMeta(categoryIds: string[], extra: Record<string, unknown> = {}) {
  return { title: 'Campanha de Clareamento', categoryIds, tags: ['Sorriso', 'Verão 2026'], ...extra };
}
