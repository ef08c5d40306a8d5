import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, register, type SignedIn } from '../../../../tests/helpers/accounts';
import { postConsent } from '../../../../tests/helpers/consents';
import * as fx from '../../../../tests/helpers/fixtures';
import { makeShareLink, partnerAddress, unlock, visit } from '../../../../tests/helpers/share-links';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { categoryIds, uploadRequest } from '../../../../tests/helpers/uploads';
import { addDays, networkDay } from '../../../shared/domain/network-date';
import { fixedClock } from '../../platform/clock';
import { shareLinkUnlocks } from '../../platform/db/schema/index';
import { RATE_LIMITS } from '../../platform/limiter/limits';

/**
 * When a partner link stops opening (issue 17): at its expiry (the clock injected), at revocation,
 * when its asset stops being published (validity, consent); and what its password guards.
 */
const clock = fixedClock(new Date());
const DAY = 86_400_000;
let t: TestApp;
let admin: SignedIn;
let fernanda: SignedIn;
let cats: string[];

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await register(t.app, { name: 'Equipe Marketing' });
  fernanda = await createUser(t.app, admin, 'franqueado', 'Fernanda Franqueada');
  cats = await categoryIds(t.db, ['fachada']);
});

afterAll(async () => {
  await t?.close();
});

let uploads = 0;
/** An image of its own colour (the library refuses the same bytes twice), published unless `item` says. */
async function upload(title: string, item: Record<string, unknown> = {}): Promise<string> {
  uploads += 1;
  const colour = `#${((uploads * 0x2f4a7b) % 0xffffff).toString(16).padStart(6, '0')}`;
  const res = await uploadRequest(t.app, admin.cookie, { title, categoryIds: cats, items: [item] }, [
    { name: 'arte.jpg', data: await fx.jpeg(200, 150, colour), contentType: 'image/jpeg' },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().items[0].asset.id;
}

const code = (res: { statusCode: number; json(): { error: { code: string } } }) => [
  res.statusCode,
  res.json().error.code,
];
const today = () => networkDay(clock.now());
/** `id` as its creator's "Meus links" lists it. */
const myLink = async (who: SignedIn, id: string) => {
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/share-links',
    headers: { cookie: who.cookie },
  });
  expect(list.statusCode, list.body).toBe(200);
  return list.json().items.find((item: { id: string }) => item.id === id);
};
const patch = (id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/assets/${id}`, headers: { cookie: admin.cookie }, payload });

describe('a link ends', () => {
  it('at its expiry: 410 SHARE_LINK_EXPIRED for the data, the files and the page', async () => {
    const asset = await upload('Cartaz de 1 dia');
    const link = await makeShareLink(t.app, fernanda, { assetId: asset, expiresInDays: 1 });
    clock.advance(DAY - 60_000);
    expect((await visit(t.app, `/api/s/${link.token}`)).statusCode).toBe(200);
    clock.advance(60_000);
    try {
      for (const url of [
        `/api/s/${link.token}`,
        `/api/s/${link.token}/download`,
        `/api/s/${link.token}/thumbnail`,
      ])
        expect(code(await visit(t.app, url)), url).toEqual([410, 'SHARE_LINK_EXPIRED']);
      const list = (
        await t.app.inject({ method: 'GET', url: '/api/share-links', headers: { cookie: fernanda.cookie } })
      ).json();
      expect(list.items.find((i: { id: string }) => i.id === link.id).state).toBe('expirado');
    } finally {
      clock.advance(-DAY);
    }
  });

  it('at revocation: 410 SHARE_LINK_REVOKED at once', async () => {
    const asset = await upload('Cartaz revogado');
    const link = await makeShareLink(t.app, fernanda, { assetId: asset });
    expect((await visit(t.app, `/api/s/${link.token}/download`)).statusCode).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/share-links/${link.id}`,
      headers: { cookie: fernanda.cookie },
    });
    for (const url of [`/api/s/${link.token}`, `/api/s/${link.token}/download`])
      expect(code(await visit(t.app, url)), url).toEqual([410, 'SHARE_LINK_REVOKED']);
  });

  it('when its asset’s validity ends, and opens again if it is extended', async () => {
    const asset = await upload('Promoção de inverno', { validUntil: addDays(today(), 2) });
    const link = await makeShareLink(t.app, fernanda, { assetId: asset, expiresInDays: 30 });
    expect((await visit(t.app, `/api/s/${link.token}`)).statusCode).toBe(200);
    clock.advance(3 * DAY);
    try {
      for (const url of [
        `/api/s/${link.token}`,
        `/api/s/${link.token}/download`,
        `/api/s/${link.token}/thumbnail`,
      ])
        expect(code(await visit(t.app, url)), url).toEqual([410, 'SHARE_LINK_UNAVAILABLE']);
      expect(await visit(t.app, `/s/${link.token}`).then((r) => r.statusCode)).toBe(404); // no web app here
      expect((await patch(asset, { validUntil: addDays(today(), 10) })).statusCode).toBe(200);
      expect((await visit(t.app, `/api/s/${link.token}`)).statusCode).toBe(200);
    } finally {
      clock.advance(-3 * DAY);
    }
  });

  it('when its asset is not yet valid (scheduled)', async () => {
    const asset = await upload('Campanha do Dia das Mães');
    const link = await makeShareLink(t.app, fernanda, { assetId: asset });
    expect((await patch(asset, { validFrom: addDays(today(), 5) })).statusCode).toBe(200);
    expect(code(await visit(t.app, `/api/s/${link.token}`))).toEqual([410, 'SHARE_LINK_UNAVAILABLE']);
  });

  it('when its asset shows a patient whose consent is revoked', async () => {
    const asset = await upload('Sorriso da paciente', { containsPatient: true });
    const consent = await postConsent(
      t.app,
      admin,
      asset,
      { patientRef: 'M.S.A.', signedOn: addDays(today(), -3) },
      { name: 'tcle.pdf', data: fx.pdf(['TCLE']), contentType: 'application/pdf' },
    );
    expect(consent.statusCode, consent.body).toBe(201);
    const link = await makeShareLink(t.app, fernanda, { assetId: asset });
    expect((await visit(t.app, `/api/s/${link.token}/download`)).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/consents/${consent.json().id}/revoke`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'Paciente pediu a retirada' },
    });
    expect(revoked.statusCode).toBe(200);
    for (const url of [`/api/s/${link.token}`, `/api/s/${link.token}/download`])
      expect(code(await visit(t.app, url)), url).toEqual([410, 'SHARE_LINK_UNAVAILABLE']);
  });

  it('when its asset is deleted: 410 for the partner, and "Meus links" keeps it under the title it had', async () => {
    const asset = await upload('Arte apagada');
    const link = await makeShareLink(t.app, fernanda, { assetId: asset });
    expect((await visit(t.app, `/api/s/${link.token}`)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/assets/${asset}`,
      headers: { cookie: admin.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    for (const url of [
      `/api/s/${link.token}`,
      `/api/s/${link.token}/download`,
      `/api/s/${link.token}/thumbnail`,
    ])
      expect(code(await visit(t.app, url)), url).toEqual([410, 'SHARE_LINK_UNAVAILABLE']);
    const mine = await myLink(fernanda, link.id);
    expect(mine).toMatchObject({
      kind: 'asset',
      targetId: null,
      targetTitle: 'Arte apagada',
      targetAvailable: false,
      state: 'ativo',
    });
    // Still revocable by its creator, as any link.
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/share-links/${link.id}`,
      headers: { cookie: fernanda.cookie },
    });
    expect(revoked.statusCode).toBe(204);
  });

  it('when its album is deleted, likewise', async () => {
    const asset = await upload('Cartão de visita');
    const album = await t.app.inject({
      method: 'POST',
      url: '/api/albums',
      headers: { cookie: fernanda.cookie },
      payload: { name: 'Para a gráfica do centro' },
    });
    const albumId = album.json().id as string;
    await t.app.inject({
      method: 'POST',
      url: `/api/albums/${albumId}/assets`,
      headers: { cookie: fernanda.cookie },
      payload: { assetIds: [asset] },
    });
    const link = await makeShareLink(t.app, fernanda, { albumId });
    expect((await visit(t.app, `/api/s/${link.token}?item=1`)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/albums/${albumId}`,
      headers: { cookie: fernanda.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    for (const url of [`/api/s/${link.token}`, `/api/s/${link.token}/download?item=1`])
      expect(code(await visit(t.app, url)), url).toEqual([410, 'SHARE_LINK_UNAVAILABLE']);
    expect(await myLink(fernanda, link.id)).toMatchObject({
      kind: 'album',
      targetId: null,
      targetTitle: 'Para a gráfica do centro',
      targetAvailable: false,
    });
  });
});

describe('a link with a password', () => {
  it('shows nothing and sends no file until the browser gives the password; its cookie opens the link', async () => {
    const asset = await upload('Flyer protegido');
    const link = await makeShareLink(t.app, fernanda, { assetId: asset, password: 'grafica-2025' });
    const locked = await visit(t.app, `/api/s/${link.token}`);
    expect(locked.statusCode).toBe(200);
    expect(locked.json()).toEqual({
      brandName: 'Rede Teste',
      kind: 'asset',
      expiresAt: link.expiresAt,
      allowDownload: true,
      passwordRequired: true,
      material: null,
    });
    expect(locked.body).not.toContain('Flyer protegido');
    for (const url of [`/api/s/${link.token}/download`, `/api/s/${link.token}/thumbnail`])
      expect(code(await visit(t.app, url)), url).toEqual([401, 'SHARE_LINK_LOCKED']);

    const wrong = await unlock(t.app, link.token, 'grafica-2024');
    expect(code(wrong)).toEqual([401, 'SHARE_LINK_PASSWORD_WRONG']);
    expect(wrong.cookies).toEqual([]);

    const right = await unlock(t.app, link.token, 'grafica-2025');
    expect(right.statusCode).toBe(204);
    const [cookie] = right.cookies;
    expect(cookie).toMatchObject({
      name: 'bdi_share',
      httpOnly: true,
      sameSite: 'Lax',
      path: `/api/s/${link.token}`,
    });
    expect(Date.parse(String(cookie!.expires))).toBeLessThanOrEqual(Date.parse(link.expiresAt));
    const jar = `bdi_share=${cookie!.value}`;
    const open = await visit(t.app, `/api/s/${link.token}`, { cookie: jar });
    expect(open.json()).toMatchObject({ passwordRequired: false, material: { title: 'Flyer protegido' } });
    expect((await visit(t.app, `/api/s/${link.token}/download`, { cookie: jar })).statusCode).toBe(200);

    // The cookie opens this link only, and not once it is revoked.
    const other = await makeShareLink(t.app, fernanda, { assetId: asset, password: 'grafica-2025' });
    expect((await visit(t.app, `/api/s/${other.token}`, { cookie: jar })).json().passwordRequired).toBe(true);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/share-links/${link.id}`,
      headers: { cookie: fernanda.cookie },
    });
    expect(code(await visit(t.app, `/api/s/${link.token}`, { cookie: jar }))).toEqual([
      410,
      'SHARE_LINK_REVOKED',
    ]);
  });

  it('limits wrong passwords per link and address: the guesser waits, the partner still opens it', async () => {
    const asset = await upload('Flyer cobiçado');
    const link = await makeShareLink(t.app, fernanda, { assetId: asset, password: 'senha-certa' });
    const { limit } = RATE_LIMITS.shareUnlockPerLinkAndAddress;
    const guesser = partnerAddress();
    for (let i = 0; i < limit; i++)
      expect(code(await unlock(t.app, link.token, `chute-${i}`, guesser)), `try ${i + 1}`).toEqual([
        401,
        'SHARE_LINK_PASSWORD_WRONG',
      ]);
    // Past the limit even the right password waits, from the guesser's address.
    const blocked = await unlock(t.app, link.token, 'senha-certa', guesser);
    expect(code(blocked)).toEqual([429, 'RATE_LIMITED']);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().error.message).toMatch(/^Muitas tentativas\. Tente novamente em \d+ minutos?\.$/);
    // The partner the link was made for, at another address, is not locked out by the stranger.
    expect((await unlock(t.app, link.token, 'senha-certa', partnerAddress())).statusCode).toBe(204);
    // Nor is another link from the guesser's address (under the address's own limit).
    const other = await makeShareLink(t.app, fernanda, { assetId: asset, password: 'outra-senha' });
    expect((await unlock(t.app, other.token, 'outra-senha', guesser)).statusCode).toBe(204);
  });

  it('limits wrong passwords per address, across links', async () => {
    const asset = await upload('Flyer da campanha');
    const { limit } = RATE_LIMITS.shareUnlockPerAddress;
    const ip = partnerAddress();
    const links = [];
    // Under each link's own limit, over the address's.
    const perLink = RATE_LIMITS.shareUnlockPerLinkAndAddress.limit - 1;
    for (let i = 0; i < Math.ceil(limit / perLink) + 1; i++)
      links.push(await makeShareLink(t.app, fernanda, { assetId: asset, password: `senha-${i}-ok` }));
    let tries = 0;
    for (const link of links) {
      for (let i = 0; i < perLink && tries < limit; i++, tries++)
        expect((await unlock(t.app, link.token, 'errada', ip)).statusCode, `try ${tries + 1} ${ip}`).toBe(
          401,
        );
    }
    const last = links.at(-1)!;
    expect(code(await unlock(t.app, last.token, `senha-${links.length - 1}-ok`, ip))).toEqual([
      429,
      'RATE_LIMITED',
    ]);
    expect(
      (await unlock(t.app, last.token, `senha-${links.length - 1}-ok`, partnerAddress())).statusCode,
    ).toBe(204);
  });
  it('keeps a browser unlocked for a day at most, and the sweep removes unlocks that open nothing', async () => {
    const asset = await upload('Flyer do mês');
    const link = await makeShareLink(t.app, fernanda, {
      assetId: asset,
      password: 'senha-do-mes',
      expiresInDays: 7,
    });
    const right = await unlock(t.app, link.token, 'senha-do-mes');
    const jar = `bdi_share=${right.cookies[0]!.value}`;
    const unlocks = () => t.db.select().from(shareLinkUnlocks).where(eq(shareLinkUnlocks.linkId, link.id));
    expect(await unlocks()).toHaveLength(1);
    // The cookie's value is not stored, only its hash.
    expect(JSON.stringify(await unlocks())).not.toContain(right.cookies[0]!.value);
    clock.advance(DAY + 60_000);
    try {
      expect((await visit(t.app, `/api/s/${link.token}`, { cookie: jar })).json().passwordRequired).toBe(
        true,
      );
      await t.app.scheduler.runNow('share-link-unlocks');
      expect(await unlocks()).toEqual([]);
    } finally {
      clock.advance(-(DAY + 60_000));
    }
  });
});

describe('public routes', () => {
  it('are limited per address', async () => {
    const asset = await upload('Cartaz popular');
    const link = await makeShareLink(t.app, fernanda, { assetId: asset });
    const ip = partnerAddress();
    const { limit } = RATE_LIMITS.sharePagePerAddress;
    for (let i = 0; i < limit; i++)
      expect((await visit(t.app, `/api/s/${link.token}`, { ip })).statusCode).toBe(200);
    expect(code(await visit(t.app, `/api/s/${link.token}`, { ip }))).toEqual([429, 'RATE_LIMITED']);
    expect((await visit(t.app, `/api/s/${link.token}`)).statusCode).toBe(200);
  });
});
