import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, type SignedIn } from '../../../../tests/helpers/accounts';
import { requestAs } from '../../../../tests/helpers/api-suite';
import { insertAsset } from '../../../../tests/helpers/asset-factory';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { queryRows } from '../../platform/db/client';
import { assets, units, users } from '../../platform/db/schema/index';

/**
 * Search answers are kept in memory under the library's `listed` version (migration 0017): a kept
 * answer is served while nothing a list shows has changed, and never once anything has, whoever
 * changed it (a route, a direct statement, another process on the same database).
 */

let t: TestApp;
let admin: SignedIn;
let reader: SignedIn;
let unitId: string;
let id: string;

type Listed = {
  id: string;
  title: string;
  viewCount: number;
  downloadCount: number;
  uploader: { name: string } | null;
  unit: { name: string } | null;
};

async function listAs(who: SignedIn, query = '', app: FastifyInstance = t.app) {
  const res = await requestAs(app, who, 'GET', `/api/assets?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { items: Listed[]; total: number | null };
}

const ours = async (query = '', who = reader, app?: FastifyInstance) =>
  (await listAs(who, query, app)).items.find((item) => item.id === id);

/** The triggers that move the versions, off (then on again): a change the cache is not told of. */
async function withoutVersionTriggers(change: () => Promise<unknown>) {
  await t.db.execute(sql`alter table assets disable trigger user`);
  try {
    await change();
  } finally {
    await t.db.execute(sql`alter table assets enable trigger user`);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await register(t.app, { name: 'Equipe de Marketing' });
  reader = await register(t.app, { name: 'Leitora', role: 'franqueado' });
  const [unit] = await t.db.select({ id: units.id }).from(units).limit(1);
  unitId = unit!.id;
  id = await insertAsset(t.db, 'Campanha de clareamento', {
    values: { uploadedBy: admin.user.id, unitId },
  });
});

afterAll(async () => {
  await t.close();
});

describe('search answers kept in memory', () => {
  it('serves a kept answer while nothing it shows has changed', async () => {
    expect((await ours())?.title).toBe('Campanha de clareamento');
    // Changed behind the versions' back: the answer kept is what comes back.
    await withoutVersionTriggers(() =>
      t.db.update(assets).set({ title: 'Mudado sem avisar' }).where(eq(assets.id, id)),
    );
    expect((await ours())?.title).toBe('Campanha de clareamento');
    // Another search, or the same one seen by another audience, is read anew.
    expect((await ours('', admin))?.title).toBe('Mudado sem avisar');
    await t.db.update(assets).set({ title: 'Campanha de clareamento' }).where(eq(assets.id, id));
  });

  it('answers anew after a change to the title, by a route', async () => {
    await ours('q=clareamento');
    const patched = await requestAs(t.app, admin, 'PATCH', `/api/assets/${id}`, {
      title: 'Clareamento dental: campanha de verão',
    });
    expect(patched.statusCode).toBe(200);
    expect((await ours('q=clareamento'))?.title).toBe('Clareamento dental: campanha de verão');
  });

  it('keeps an answer through views and downloads counted: they move the counters alone (migration 0029)', async () => {
    const versions = async () =>
      (
        await queryRows<{ listed: string; counters: string }>(
          t.db,
          sql`select listed::text, counters::text from library_version`,
        )
      )[0]!;
    const before = (await ours())!;
    const was = await versions();
    // Changed behind the versions' back: the kept answer still served shows that nothing dropped it.
    await withoutVersionTriggers(() =>
      t.db.update(assets).set({ title: 'Mudado sem avisar' }).where(eq(assets.id, id)),
    );
    const viewed = await requestAs(t.app, reader, 'POST', `/api/assets/${id}/views`);
    expect(viewed.json()).toEqual({ viewCount: before.viewCount + 1 });
    await t.db
      .update(assets)
      .set({ downloadCount: sql`${assets.downloadCount} + 7` })
      .where(eq(assets.id, id));
    expect(await ours()).toMatchObject({ title: before.title, viewCount: before.viewCount });
    expect(await versions()).toEqual({ listed: was.listed, counters: String(Number(was.counters) + 2) });
    // The asset page reads the counters as they are (search-cache.ts: a list within COUNTERS_LAG_MS).
    const page = await requestAs(t.app, reader, 'GET', `/api/assets/${id}`);
    expect(page.json()).toMatchObject({
      viewCount: before.viewCount + 1,
      downloadCount: before.downloadCount + 7,
    });
    await t.db.update(assets).set({ title: before.title }).where(eq(assets.id, id));
    expect(await ours()).toMatchObject({
      viewCount: before.viewCount + 1,
      downloadCount: before.downloadCount + 7,
    });
  });

  it('answers anew after the uploader renaming themselves and a unit renamed', async () => {
    const renamed = await requestAs(t.app, admin, 'PATCH', '/api/me', { name: 'Marketing da Rede' });
    expect(renamed.statusCode).toBe(200);
    expect((await ours('', admin))?.uploader?.name).toBe('Marketing da Rede');

    await t.db.update(units).set({ name: 'Unidade Centro Renomeada' }).where(eq(units.id, unitId));
    expect((await ours())?.unit?.name).toBe('Unidade Centro Renomeada');
  });

  it('answers anew once the uploader is deleted', async () => {
    const helper = await register(t.app, { name: 'Pessoa Temporária' });
    await t.db.update(assets).set({ uploadedBy: helper.user.id }).where(eq(assets.id, id));
    expect((await ours())?.uploader?.name).toBe('Pessoa Temporária');
    await t.db.delete(users).where(eq(users.id, helper.user.id));
    expect((await ours())?.uploader).toBeNull();
  });

  it("gives an admin's answer the content check of the list as it is now", async () => {
    const warningsOf = async () =>
      ((await ours('q=verao', admin)) as { contentWarnings?: string[] } | undefined)?.contentWarnings;
    const setList = async (forbiddenExpressions: string[]) => {
      const res = await requestAs(t.app, admin, 'PATCH', '/api/settings', { forbiddenExpressions });
      expect(res.statusCode).toBe(200);
    };
    await setList(['campanha']);
    expect(await warningsOf()).toEqual(['campanha']);
    await setList(['verão']);
    expect(await warningsOf()).toEqual(['verão']);
    await setList(['campanha']);
    expect(await warningsOf()).toEqual(['campanha']);
    expect(await ours('q=verao')).not.toHaveProperty('contentWarnings');
  });

  it('answers anew after a change made through another process on the same database', async () => {
    const other = await t.anotherProcess();
    await ours('sort=oldest');
    const patched = await other.inject({
      method: 'PATCH',
      url: `/api/assets/${id}`,
      headers: { cookie: admin.cookie },
      payload: { title: 'Editado no outro processo' },
    });
    expect(patched.statusCode).toBe(200);
    expect((await ours('sort=oldest'))?.title).toBe('Editado no outro processo');
  });
});
