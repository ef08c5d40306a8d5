import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type SignedIn } from '../../../../tests/helpers/accounts';
import * as fx from '../../../../tests/helpers/fixtures';
import type { TestApp } from '../../../../tests/helpers/test-app';
import { uploadRequest, uploadTestApp } from '../../../../tests/helpers/uploads';
import { assets, units } from '../../platform/db/schema/index';

let t: TestApp;
let admin: SignedIn;
let franqueado: SignedIn;
let cats: string[];

beforeAll(async () => {
  ({ t, admin, cats } = await uploadTestApp(['fachada']));
  franqueado = await createUser(t.app, admin, 'franqueado', 'Beatriz Franqueada');
});

afterAll(async () => {
  await t.close();
});

async function uploadOne(title: string, color: string): Promise<string> {
  const res = await uploadRequest(t.app, admin.cookie, { title, categoryIds: cats }, [
    { name: 'foto.jpg', data: await fx.jpeg(320, 200, color) },
  ]);
  expect(res.statusCode).toBe(201);
  return res.json().items[0].asset.id;
}

const get = (who: SignedIn, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

async function authorSeenBy(who: SignedIn, id: string) {
  const page = (await get(who, `/api/assets/${id}`)).json().author;
  const list = await get(who, '/api/assets?limit=100');
  const card = list.json().items.find((item: { id: string }) => item.id === id)?.author;
  return { page, card };
}

describe('who an asset is credited to (one rule for cards and the asset page)', () => {
  it("credits the network's own content to 'Franqueadora' for every role, even once the uploader is gone", async () => {
    const id = await uploadOne('Fachada da franqueadora', '#3366aa');
    for (const who of [admin, franqueado]) {
      expect(await authorSeenBy(who, id)).toEqual({ page: 'Franqueadora', card: 'Franqueadora' });
    }
    // Demo content and files of deleted accounts have no uploader; they are still the network's.
    await t.db.update(assets).set({ uploadedBy: null }).where(eq(assets.id, id));
    for (const who of [admin, franqueado]) {
      expect(await authorSeenBy(who, id)).toEqual({ page: 'Franqueadora', card: 'Franqueadora' });
    }
  });

  it("credits a clinic's content to its uploader, 'Usuário Anônimo' when that account is gone", async () => {
    const id = await uploadOne('Fachada da unidade Centro', '#aa6633');
    const [clinic] = await t.db.insert(units).values({ name: 'Unidade Centro' }).returning({ id: units.id });
    await t.db.update(assets).set({ unitId: clinic!.id }).where(eq(assets.id, id));
    for (const who of [admin, franqueado]) {
      expect(await authorSeenBy(who, id)).toEqual({ page: 'Equipe Marketing', card: 'Equipe Marketing' });
    }
    await t.db.update(assets).set({ uploadedBy: null }).where(eq(assets.id, id));
    expect(await authorSeenBy(franqueado, id)).toEqual({ page: 'Usuário Anônimo', card: 'Usuário Anônimo' });
  });
});
