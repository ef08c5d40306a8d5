import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, register, type SignedIn } from '../../../../tests/helpers/accounts';
import { sendParts } from '../../../../tests/helpers/api-suite';
import * as fx from '../../../../tests/helpers/fixtures';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { readZip } from '../../../../tests/helpers/unzip';
import { categoryIds, uploadRequest } from '../../../../tests/helpers/uploads';
import { fixedClock } from '../../platform/clock';
import { albumAssets } from '../../platform/db/schema/index';

// 12:00 in São Paulo on 10 March 2026: "today" is 2026-03-10 for every rule.
const clock = fixedClock('2026-03-10T15:00:00Z');

let t: TestApp;
let admin: SignedIn;
let franqueado: SignedIn;
let user: SignedIn;
type State = 'scheduled' | 'expired' | 'current' | 'patient';
const ids: Record<State, string> = { scheduled: '', expired: '', current: '', patient: '' };

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await register(t.app, { name: 'Equipe Marketing' });
  franqueado = await createUser(t.app, admin, 'franqueado', 'Fernanda Franqueada');
  user = await createUser(t.app, admin, 'user', 'Ulisses Usuário');
  // One upload, four files: from tomorrow, until yesterday, a window ending today, a patient.
  const colors = ['#0f766e', '#b91c1c', '#1d4ed8', '#a16207'];
  const res = await uploadRequest(
    t.app,
    admin.cookie,
    {
      title: 'Ortodontia',
      categoryIds: await categoryIds(t.db, ['fachada']),
      items: [
        { title: 'Ortodontia agendada', validFrom: '2026-03-11' },
        { title: 'Ortodontia expirada', validFrom: '2026-02-01', validUntil: '2026-03-09' },
        { title: 'Ortodontia vigente', validFrom: '2026-03-01', validUntil: '2026-03-10' },
        { title: 'Ortodontia com paciente', containsPatient: true },
      ],
    },
    await Promise.all(
      colors.map(async (c, i) => ({ name: `orto-${i}.jpg`, data: await fx.jpeg(240, 160, c) })),
    ),
  );
  expect(res.statusCode).toBe(201);
  const created = res.json().items.map((item: { asset: { id: string; publication: string } }) => item.asset);
  [ids.scheduled, ids.expired, ids.current, ids.patient] = created.map((a: { id: string }) => a.id);
  // The upload answers the admin with each file's publication.
  expect(created.map((a: { publication: string }) => a.publication)).toEqual([
    'scheduled',
    'expired',
    'published',
    'blocked-consent',
  ]);
});

afterAll(async () => {
  await t?.close();
});

const as = (who: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, payload });

const hidden: State[] = ['scheduled', 'expired', 'patient'];
const titles = (items: Array<{ title: string }>) => items.map((a) => a.title).sort();

describe('an admin sees every asset, with its publication', () => {
  it('lists, searches and opens all four, each with its state; the files are served', async () => {
    const list = (await as(admin, 'GET', '/api/assets?sort=oldest')).json();
    expect(list.total).toBe(4);
    expect(
      Object.fromEntries(list.items.map((a: { id: string; publication: string }) => [a.id, a.publication])),
    ).toEqual({
      [ids.scheduled]: 'scheduled',
      [ids.expired]: 'expired',
      [ids.current]: 'published',
      [ids.patient]: 'blocked-consent',
    });
    expect((await as(admin, 'GET', '/api/assets?q=ortodontia')).json().total).toBe(4);

    const page = (await as(admin, 'GET', `/api/assets/${ids.scheduled}`)).json();
    expect(page).toMatchObject({ validFrom: '2026-03-11', validUntil: null, publication: 'scheduled' });
    for (const id of Object.values(ids)) {
      expect((await as(admin, 'GET', `/api/assets/${id}/thumbnail?size=preview`)).statusCode).toBe(200);
      expect((await as(admin, 'GET', `/api/assets/${id}/file`)).statusCode).toBe(200);
      expect((await as(admin, 'GET', `/api/assets/${id}/download`)).statusCode).toBe(200);
    }
    const zip = await as(admin, 'POST', '/api/downloads/zip', { ids: Object.values(ids) });
    expect(readZip(zip.rawPayload).size).toBe(4);
  });
});

describe.each([
  ['franqueado', () => franqueado],
  ['user', () => user],
] as const)('for a %s an asset not published today does not exist', (_role, who) => {
  it('leaves it out of the gallery, its counts and its search', async () => {
    const list = (await as(who(), 'GET', '/api/assets')).json();
    expect(list.items.map((a: { id: string }) => a.id)).toEqual([ids.current]);
    expect(list.total).toBe(1);
    expect(list.typeCounts).toEqual({ image: 1 });
    // Never told why: no publication for them.
    expect(list.items[0].publication).toBeUndefined();
    expect(list.items[0]).toMatchObject({ validUntil: '2026-03-10' });

    const search = (await as(who(), 'GET', '/api/assets?q=ortodontia')).json();
    expect(titles(search.items)).toEqual(['Ortodontia vigente']);
    expect(search.total).toBe(1);
    // A typo corrected to the title's word still finds only what is published.
    const typo = (await as(who(), 'GET', '/api/assets?q=ortodontya')).json();
    expect(titles(typo.items)).toEqual(['Ortodontia vigente']);
    // Picked by id (the selection's own list): the hidden ones are not there either.
    const picked = (await as(who(), 'GET', `/api/assets?ids=${Object.values(ids).join(',')}`)).json();
    expect(picked.items.map((a: { id: string }) => a.id)).toEqual([ids.current]);
    const related = (await as(who(), 'GET', `/api/assets/${ids.current}/related`)).json();
    expect(related.items).toEqual([]);
    // "Buscar por imagem semelhante" with the very picture of the scheduled one finds only the published.
    const picture = {
      name: 'file',
      filename: 'busca.jpg',
      contentType: 'image/jpeg',
      data: await fx.jpeg(240, 160, '#0f766e'),
    };
    const similar = await sendParts(t.app, who(), '/api/assets/similar', [picture]);
    expect(similar.json().items.map((a: { id: string }) => a.id)).toEqual([ids.current]);
    const forAdmin = await sendParts(t.app, admin, '/api/assets/similar', [picture]);
    const found = forAdmin.json().items as Array<{ id: string; publication: string }>;
    expect(found.map((a) => a.id).sort()).toEqual(Object.values(ids).sort());
    expect(found.find((a) => a.id === ids.scheduled)?.publication).toBe('scheduled');
  });

  it('answers 404 for its page, file, thumbnails, download and view', async () => {
    expect((await as(who(), 'GET', `/api/assets/${ids.current}`)).statusCode).toBe(200);
    expect((await as(who(), 'GET', `/api/assets/${ids.current}/download`)).statusCode).toBe(200);
    for (const state of hidden) {
      const id = ids[state];
      for (const url of [
        `/api/assets/${id}`,
        `/api/assets/${id}/file`,
        `/api/assets/${id}/thumbnail`,
        `/api/assets/${id}/thumbnail?size=preview`,
        `/api/assets/${id}/download`,
        `/api/assets/${id}/download?format=square`,
        `/api/assets/${id}/related`,
      ]) {
        expect((await as(who(), 'GET', url)).statusCode, `${state} ${url}`).toBe(404);
      }
      expect((await as(who(), 'POST', `/api/assets/${id}/views`)).statusCode).toBe(404);
    }
  });

  it('zips only the published file of a selection; a selection of hidden ones has nothing', async () => {
    const zip = await as(who(), 'POST', '/api/downloads/zip', { ids: Object.values(ids) });
    expect(zip.statusCode).toBe(200);
    expect([...readZip(zip.rawPayload).keys()]).toEqual(['Ortodontia vigente.jpg']);
    const none = await as(who(), 'POST', '/api/downloads/zip', { ids: [ids.scheduled, ids.expired] });
    expect(none.json().error.code).toBe('ZIP_NOTHING_TO_DOWNLOAD');
  });

  it("keeps hidden files in the person's album, out of its contents, count, cover and ZIP", async () => {
    const album = (await as(who(), 'POST', '/api/albums', { name: `Março ${_role}` })).json();
    // Added by id while hidden: as for an asset that does not exist.
    const added = (
      await as(who(), 'POST', `/api/albums/${album.id}/assets`, { assetIds: Object.values(ids) })
    ).json();
    expect(added.added).toBe(1);
    expect(added.missing.sort()).toEqual(hidden.map((s) => ids[s]).sort());
    // Files added while they were published (the same rows a past day leaves behind).
    await t.db.insert(albumAssets).values(
      hidden.map((s, i) => ({
        albumId: album.id,
        assetId: ids[s],
        addedAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );

    const detail = (await as(who(), 'GET', `/api/albums/${album.id}`)).json();
    expect(detail.assets.map((a: { id: string }) => a.id)).toEqual([ids.current]);
    expect(detail.assetCount).toBe(1);
    // The cover is the first image added that they may see, never a hidden one added before it.
    expect(detail.thumbnailUrl).toContain(ids.current);
    const listed = (await as(who(), 'GET', '/api/albums'))
      .json()
      .items.find((a: { id: string }) => a.id === album.id);
    expect(listed).toMatchObject({ assetCount: 1 });
    const zip = await as(who(), 'GET', `/api/albums/${album.id}/download`);
    expect([...readZip(zip.rawPayload).keys()]).toEqual(['Ortodontia vigente.jpg']);
  });
});

describe("an admin's album", () => {
  it('shows and zips every file it holds, with their states', async () => {
    const album = (await as(admin, 'POST', '/api/albums', { name: 'Todos de março' })).json();
    const added = (
      await as(admin, 'POST', `/api/albums/${album.id}/assets`, { assetIds: Object.values(ids) })
    ).json();
    expect(added.added).toBe(4);
    const detail = (await as(admin, 'GET', `/api/albums/${album.id}`)).json();
    expect(detail.assetCount).toBe(4);
    expect(detail.assets.map((a: { publication: string }) => a.publication).sort()).toEqual([
      'blocked-consent',
      'expired',
      'published',
      'scheduled',
    ]);
    const zip = await as(admin, 'GET', `/api/albums/${album.id}/download`);
    expect(readZip(zip.rawPayload).size).toBe(4);
  });
});

describe('a change of publication reaches cached counts at once', () => {
  it('recounts a search a franqueado made before the admin moved the window', async () => {
    const before = (await as(franqueado, 'GET', '/api/assets?q=ortodontia')).json();
    expect(before.total).toBe(1);
    // The scheduled one now starts today: the same search, counted before, must see it.
    const opened = await t.app.inject({
      method: 'PATCH',
      url: `/api/assets/${ids.scheduled}`,
      headers: { cookie: admin.cookie },
      payload: { validFrom: '2026-03-10' },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const after = (await as(franqueado, 'GET', '/api/assets?q=ortodontia')).json();
    expect(after.total).toBe(2);
    expect(after.typeCounts).toEqual({ image: 2 });
    // And back: scheduled again, gone again.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/assets/${ids.scheduled}`,
      headers: { cookie: admin.cookie },
      payload: { validFrom: '2026-03-11' },
    });
    expect((await as(franqueado, 'GET', '/api/assets?q=ortodontia')).json().total).toBe(1);
  });
});
