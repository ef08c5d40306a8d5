import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, register, type SignedIn } from '../../../../tests/helpers/accounts';
import * as fx from '../../../../tests/helpers/fixtures';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { readZip } from '../../../../tests/helpers/unzip';
import { categoryIds, uploadRequest } from '../../../../tests/helpers/uploads';
import { fixedClock } from '../../platform/clock';
import { assetEvents, assets, campaignAssets, campaigns } from '../../platform/db/schema/index';

/**
 * Campaigns (issue 16) through the API: admins write, everyone signed in reads; status and the
 * calendar ranges follow the São Paulo day of a fixed clock; pieces keep the admin's order and
 * users and franqueados see (and download) only the published ones.
 */
// 12:00 in São Paulo on Friday 20 November 2026.
const clock = fixedClock('2026-11-20T15:00:00Z');
let t: TestApp;
let admin: SignedIn;
let franqueado: SignedIn;
let user: SignedIn;
const pieces: Record<'fachada' | 'sorriso' | 'recepcao', string> = { fachada: '', sorriso: '', recepcao: '' };

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await register(t.app, { name: 'Marketing da Rede' });
  franqueado = await createUser(t.app, admin, 'franqueado', 'Clínica Centro');
  user = await createUser(t.app, admin, 'user', 'Bruno Lima');
  const cats = await categoryIds(t.db, ['fachada']);
  const colours = { fachada: '#0f766e', sorriso: '#b91c1c', recepcao: '#1d4ed8' } as const;
  for (const key of Object.keys(pieces) as Array<keyof typeof pieces>) {
    const title = { fachada: 'Fachada Natal', sorriso: 'Sorriso Natal', recepcao: 'Recepção Natal' }[key];
    const res = await uploadRequest(t.app, admin.cookie, { title, categoryIds: cats }, [
      { name: `${key}.jpg`, data: await fx.jpeg(400, 300, colours[key]) },
    ]);
    pieces[key] = res.json().items[0].asset.id;
  }
});

afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const as = (who: SignedIn, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, payload });

async function createCampaign(values: Record<string, unknown>) {
  const res = await as(admin, 'POST', '/api/campaigns', { description: '', ...values });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string; status: string; coverAssetId: string | null };
}

const names = (body: { items: Array<{ name: string }> }) => body.items.map((item) => item.name);
const list = async (who: SignedIn, from: string, to: string) => {
  const res = await as(who, 'GET', `/api/campaigns?from=${from}&to=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('writing campaigns', () => {
  it('lets admins create, edit and delete; trims the name; others read only', async () => {
    const created = await createCampaign({
      name: '  Novembro Azul  ',
      description: 'Saúde do homem',
      startsOn: '2026-11-01',
      endsOn: '2026-11-30',
    });
    expect(created).toMatchObject({ name: 'Novembro Azul', status: 'em_andamento', coverAssetId: null });

    const edited = await as(admin, 'PATCH', `/api/campaigns/${created.id}`, {
      name: 'Novembro Azul 2026',
      endsOn: '2026-12-02',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Novembro Azul 2026',
      startsOn: '2026-11-01',
      endsOn: '2026-12-02',
    });

    for (const who of [franqueado, user]) {
      const read = await as(who, 'GET', `/api/campaigns/${created.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ name: 'Novembro Azul 2026', assets: [] });
    }

    expect((await as(admin, 'DELETE', `/api/campaigns/${created.id}`)).statusCode).toBe(204);
    const gone = await as(franqueado, 'GET', `/api/campaigns/${created.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toEqual({ code: 'CAMPAIGN_NOT_FOUND', message: 'Campanha não encontrada.' });
  });

  it('answers 403 to users and franqueados on every write, and changes nothing', async () => {
    const campaign = await createCampaign({ name: 'Natal', startsOn: '2026-12-01', endsOn: '2026-12-25' });
    const before = await t.db.select().from(campaigns);
    for (const who of [franqueado, user]) {
      const attempts = [
        as(who, 'POST', '/api/campaigns', { name: 'Invasora', startsOn: '2026-12-01', endsOn: '2026-12-02' }),
        as(who, 'PATCH', `/api/campaigns/${campaign.id}`, { name: 'Trocada' }),
        as(who, 'PUT', `/api/campaigns/${campaign.id}/assets`, { assetIds: [pieces.fachada] }),
        as(who, 'DELETE', `/api/campaigns/${campaign.id}`),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('FORBIDDEN');
      }
    }
    expect(await t.db.select().from(campaigns)).toEqual(before);
    expect(
      await t.db.select().from(campaignAssets).where(eq(campaignAssets.campaignId, campaign.id)),
    ).toEqual([]);
  });

  it.each([
    ['a blank name', { name: '   ' }, 'name', 'Nome da campanha é obrigatório'],
    ['a 121-character name', { name: 'x'.repeat(121) }, 'name', 'no máximo 120'],
    ['a day that does not exist', { startsOn: '2026-02-30' }, 'startsOn', 'data válida'],
    ['a day written another way', { startsOn: '01/12/2026' }, 'startsOn', 'data válida'],
    ['the end before the start', { endsOn: '2026-11-30' }, 'endsOn', 'não pode ser antes'],
    ['no end', { endsOn: undefined }, 'endsOn', 'Informe a data de término.'],
  ])('refuses %s with a Portuguese message on that field', async (_label, change, field, message) => {
    const before = await t.db.select().from(campaigns);
    const res = await as(admin, 'POST', '/api/campaigns', {
      name: 'Natal',
      startsOn: '2026-12-01',
      endsOn: '2026-12-25',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    const issue = res.json().error.details.issues.find((i: { field: string }) => i.field === `body.${field}`);
    expect(issue?.message).toContain(message);
    expect(await t.db.select().from(campaigns)).toHaveLength(before.length);
  });

  it('checks a single new date against the stored one, and the cover against the pieces', async () => {
    const campaign = await createCampaign({
      name: 'Outubro Rosa',
      startsOn: '2026-10-01',
      endsOn: '2026-10-31',
    });
    const late = await as(admin, 'PATCH', `/api/campaigns/${campaign.id}`, { startsOn: '2026-11-02' });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe('CAMPAIGN_ENDS_BEFORE_START');

    const notPiece = await as(admin, 'PATCH', `/api/campaigns/${campaign.id}`, {
      coverAssetId: pieces.sorriso,
    });
    expect(notPiece.statusCode).toBe(400);
    expect(notPiece.json().error.code).toBe('CAMPAIGN_COVER_NOT_A_PIECE');

    const unknown = await as(admin, 'POST', '/api/campaigns', {
      name: 'Sem capa',
      startsOn: '2026-10-01',
      endsOn: '2026-10-02',
      coverAssetId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('CAMPAIGN_COVER_NOT_FOUND');

    const [row] = await t.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row).toMatchObject({ startsOn: '2026-10-01', endsOn: '2026-10-31', coverAssetId: null });
  });
});

describe('status and calendar ranges on the São Paulo day', () => {
  it('computes agendada, em andamento and encerrada from the inclusive dates', async () => {
    const today = await createCampaign({
      name: 'Termina hoje',
      startsOn: '2026-11-10',
      endsOn: '2026-11-20',
    });
    const tomorrow = await createCampaign({
      name: 'Começa amanhã',
      startsOn: '2026-11-21',
      endsOn: '2026-11-22',
    });
    const yesterday = await createCampaign({
      name: 'Terminou ontem',
      startsOn: '2026-11-01',
      endsOn: '2026-11-19',
    });
    const statuses = new Map(
      (await list(franqueado, '2026-11-01', '2026-11-30')).items.map((c: { id: string; status: string }) => [
        c.id,
        c.status,
      ]),
    );
    expect(statuses.get(today.id)).toBe('em_andamento');
    expect(statuses.get(tomorrow.id)).toBe('agendada');
    expect(statuses.get(yesterday.id)).toBe('encerrada');
  });

  it('lists a campaign across two months in both, and a one-day campaign only in its month', async () => {
    const across = await createCampaign({
      name: 'Natal Sorridente',
      startsOn: '2026-11-25',
      endsOn: '2026-12-05',
    });
    await createCampaign({ name: 'Último dia de novembro', startsOn: '2026-11-30', endsOn: '2026-11-30' });
    const november = names(await list(user, '2026-11-01', '2026-11-30'));
    const december = names(await list(user, '2026-12-01', '2026-12-31'));
    expect(november).toEqual(expect.arrayContaining(['Natal Sorridente', 'Último dia de novembro']));
    expect(december).toContain('Natal Sorridente');
    expect(december).not.toContain('Último dia de novembro');
    expect(names(await list(user, '2026-10-01', '2026-10-31'))).not.toContain('Natal Sorridente');
    expect(names(await list(user, '2027-01-01', '2027-01-31'))).not.toContain('Natal Sorridente');
    // Ordered by their first day.
    const items = (await list(user, '2026-11-24', '2026-11-30')).items as Array<{
      id: string;
      startsOn: string;
    }>;
    expect(items.map((c) => c.startsOn)).toEqual([...items.map((c) => c.startsOn)].sort());
    expect(items.map((c) => c.id)).toContain(across.id);
  });

  it('is still 30 November in São Paulo at 02:30 UTC on 1 December', async () => {
    const ends = await createCampaign({
      name: 'Fim de novembro',
      startsOn: '2026-11-28',
      endsOn: '2026-11-30',
    });
    const starts = await createCampaign({
      name: 'Dezembro chegou',
      startsOn: '2026-12-01',
      endsOn: '2026-12-10',
    });
    try {
      clock.set('2026-12-01T02:30:00Z');
      const night = await list(franqueado, '2026-11-28', '2026-12-10');
      expect(night.today).toBe('2026-11-30');
      const status = (body: typeof night, id: string) =>
        body.items.find((c: { id: string }) => c.id === id)?.status;
      expect(status(night, ends.id)).toBe('em_andamento');
      expect(status(night, starts.id)).toBe('agendada');

      clock.set('2026-12-01T03:00:00Z');
      const midnight = await list(franqueado, '2026-11-28', '2026-12-10');
      expect(midnight.today).toBe('2026-12-01');
      expect(status(midnight, ends.id)).toBe('encerrada');
      expect(status(midnight, starts.id)).toBe('em_andamento');
    } finally {
      clock.set('2026-11-20T15:00:00Z');
    }
  });

  it.each([
    ['no range', ''],
    ['only from', '?from=2026-11-01'],
    ['to before from', '?from=2026-11-30&to=2026-11-01'],
    ['a day that does not exist', '?from=2026-02-30&to=2026-03-31'],
    ['a range of over 400 days', '?from=2026-01-01&to=2027-12-31'],
  ])('refuses a list with %s (400, never a 5xx)', async (_label, query) => {
    const res = await as(user, 'GET', `/api/campaigns${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
  });
});

describe('pieces', () => {
  const ids = (body: { assets: Array<{ id: string }> }) => body.assets.map((a) => a.id);

  it('keeps the order given, clears a cover left out, and refuses unknown ids changing nothing', async () => {
    const campaign = await createCampaign({
      name: 'Dia das Crianças',
      startsOn: '2026-10-01',
      endsOn: '2026-10-12',
      coverAssetId: pieces.sorriso,
    });
    expect(campaign.coverAssetId).toBe(pieces.sorriso);
    const url = `/api/campaigns/${campaign.id}/assets`;
    expect(ids((await as(admin, 'GET', `/api/campaigns/${campaign.id}`)).json())).toEqual([pieces.sorriso]);

    const set = await as(admin, 'PUT', url, {
      assetIds: [pieces.recepcao, pieces.sorriso, pieces.fachada, pieces.recepcao],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(ids(set.json())).toEqual([pieces.recepcao, pieces.sorriso, pieces.fachada]);
    expect(set.json().assetCount).toBe(3);
    expect(ids((await as(franqueado, 'GET', `/api/campaigns/${campaign.id}`)).json())).toEqual([
      pieces.recepcao,
      pieces.sorriso,
      pieces.fachada,
    ]);

    const missing = await as(admin, 'PUT', url, {
      assetIds: [pieces.fachada, '00000000-0000-4000-8000-000000000000'],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ code: 'CAMPAIGN_ASSETS_MISSING', params: { n: 1 } });
    expect(ids((await as(admin, 'GET', `/api/campaigns/${campaign.id}`)).json())).toHaveLength(3);

    const reordered = await as(admin, 'PUT', url, { assetIds: [pieces.fachada, pieces.recepcao] });
    expect(ids(reordered.json())).toEqual([pieces.fachada, pieces.recepcao]);
    expect(reordered.json().coverAssetId).toBeNull();

    const cover = await as(admin, 'PATCH', `/api/campaigns/${campaign.id}`, {
      coverAssetId: pieces.recepcao,
    });
    expect(cover.json()).toMatchObject({ coverAssetId: pieces.recepcao });
    expect(cover.json().thumbnailUrl).toMatch(new RegExp(`^/api/assets/${pieces.recepcao}/thumbnail`));
  });

  it('hides pieces out of their validity from a franqueado, the cover included, and shows them to admins', async () => {
    const campaign = await createCampaign({
      name: 'Verão',
      startsOn: '2026-11-15',
      endsOn: '2026-12-15',
      coverAssetId: pieces.sorriso,
    });
    await as(admin, 'PUT', `/api/campaigns/${campaign.id}/assets`, {
      assetIds: [pieces.sorriso, pieces.fachada, pieces.recepcao],
    });
    await t.db.update(assets).set({ validUntil: '2026-11-19' }).where(eq(assets.id, pieces.sorriso));
    try {
      const seen = (await as(franqueado, 'GET', `/api/campaigns/${campaign.id}`)).json();
      expect(ids(seen)).toEqual([pieces.fachada, pieces.recepcao]);
      expect(seen).toMatchObject({ assetCount: 2, coverAssetId: null });
      // The card shows the first piece it may see instead.
      expect(seen.thumbnailUrl).toMatch(new RegExp(`^/api/assets/${pieces.fachada}/thumbnail`));
      expect(JSON.stringify(seen)).not.toContain(pieces.sorriso);
      const listed = (await list(franqueado, '2026-11-01', '2026-11-30')).items.find(
        (c: { id: string }) => c.id === campaign.id,
      );
      expect(listed).toMatchObject({ assetCount: 2, coverAssetId: null });

      const full = (await as(admin, 'GET', `/api/campaigns/${campaign.id}`)).json();
      expect(ids(full)).toEqual([pieces.sorriso, pieces.fachada, pieces.recepcao]);
      expect(full).toMatchObject({ assetCount: 3, coverAssetId: pieces.sorriso });
      expect(full.assets[0].publication).toBe('expired');

      const zip = await as(franqueado, 'GET', `/api/campaigns/${campaign.id}/download`);
      expect([...readZip(zip.rawPayload).keys()]).toEqual(['Fachada Natal.jpg', 'Recepção Natal.jpg']);
      const adminZip = await as(admin, 'GET', `/api/campaigns/${campaign.id}/download`);
      expect([...readZip(adminZip.rawPayload).keys()]).toHaveLength(3);
    } finally {
      await t.db.update(assets).set({ validUntil: null }).where(eq(assets.id, pieces.sorriso));
    }
  });
});

describe('Baixar tudo', () => {
  it('streams the pieces in order as one ZIP named after the campaign, counting each download', async () => {
    const campaign = await createCampaign({
      name: 'Natal: 2026',
      startsOn: '2026-12-01',
      endsOn: '2026-12-25',
    });
    await as(admin, 'PUT', `/api/campaigns/${campaign.id}/assets`, {
      assetIds: [pieces.recepcao, pieces.fachada],
    });
    const downloadsOf = async (id: string) =>
      (
        await t.db
          .select()
          .from(assetEvents)
          .where(and(eq(assetEvents.assetId, id), eq(assetEvents.kind, 'download')))
      ).length;
    const before = await downloadsOf(pieces.recepcao);

    const res = await as(franqueado, 'GET', `/api/campaigns/${campaign.id}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('Natal 2026.zip');
    const entries = readZip(res.rawPayload);
    expect([...entries.keys()]).toEqual(['Recepção Natal.jpg', 'Fachada Natal.jpg']);
    expect(await downloadsOf(pieces.recepcao)).toBe(before + 1);
  });

  it('honours the download format and the unit stamp as album ZIPs do, and records them', async () => {
    const campaign = await createCampaign({ name: 'Formatos', startsOn: '2026-12-01', endsOn: '2026-12-02' });
    await as(admin, 'PUT', `/api/campaigns/${campaign.id}/assets`, { assetIds: [pieces.fachada] });
    const res = await as(franqueado, 'GET', `/api/campaigns/${campaign.id}/download?format=square&stamp=1`);
    expect(res.statusCode, res.body).toBe(200);
    const entries = readZip(res.rawPayload);
    expect([...entries.keys()]).toEqual(['Fachada Natal-square.jpg']);
    const events = await t.db
      .select()
      .from(assetEvents)
      .where(and(eq(assetEvents.assetId, pieces.fachada), eq(assetEvents.userId, franqueado.user.id)))
      .orderBy(assetEvents.id);
    const latest = events.at(-1);
    expect(latest).toMatchObject({ kind: 'download', format: 'square', stamped: true });
  });

  it('answers CAMPAIGN_EMPTY for a campaign without pieces and 404 for an unknown one', async () => {
    const campaign = await createCampaign({ name: 'Vazia', startsOn: '2026-12-01', endsOn: '2026-12-02' });
    const empty = await as(user, 'GET', `/api/campaigns/${campaign.id}/download`);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('CAMPAIGN_EMPTY');
    const unknown = await as(user, 'GET', '/api/campaigns/00000000-0000-4000-8000-000000000000/download');
    expect(unknown.statusCode).toBe(404);
  });
});
