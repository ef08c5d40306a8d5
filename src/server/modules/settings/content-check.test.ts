import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type SignedIn } from '../../../../tests/helpers/accounts';
import * as fx from '../../../../tests/helpers/fixtures';
import { campaignMeta, uploadRequest, uploadSuite } from '../../../../tests/helpers/uploads';
import { DEFAULT_FORBIDDEN_EXPRESSIONS } from '../../../shared/domain/content-check';
import { settings } from '../../platform/db/schema/index';

const s = uploadSuite(['clareamento']);
let franqueado: SignedIn;
let user: SignedIn;

beforeAll(async () => {
  franqueado = await createUser(s.t.app, s.admin, 'franqueado', 'Franqueado Campinas');
  user = await createUser(s.t.app, s.admin, 'user', 'Usuária Marketing');
});

const getSettings = (cookie: string) =>
  s.t.app.inject({ method: 'GET', url: '/api/settings', headers: { cookie } });
const patchSettings = (cookie: string, payload: unknown) =>
  s.t.app.inject({ method: 'PATCH', url: '/api/settings', headers: { cookie }, payload: payload as object });
const getAsset = (cookie: string, id: string) =>
  s.t.app.inject({ method: 'GET', url: `/api/assets/${id}`, headers: { cookie } });
const storedList = async () =>
  (await s.t.db.select().from(settings).where(eq(settings.key, 'forbidden_expressions')))[0]?.value;

describe('forbidden expressions in the settings', () => {
  it('are the councils’ usual ones until an admin saves a list, and only admins read them', async () => {
    const res = await getSettings(s.admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      publicSignup: false,
      banner: null,
      forbiddenExpressions: [...DEFAULT_FORBIDDEN_EXPRESSIONS],
    });
    expect(await storedList()).toBeUndefined();

    const pub = (await s.t.app.inject({ method: 'GET', url: '/api/settings/public' })).json();
    expect(pub).not.toHaveProperty('forbiddenExpressions');
    for (const other of [franqueado, user]) {
      expect((await getSettings(other.cookie)).statusCode).toBe(403);
      const patch = await patchSettings(other.cookie, { forbiddenExpressions: ['nada'] });
      expect(patch.statusCode).toBe(403);
    }
    expect((await s.t.app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(401);
    expect(await storedList()).toBeUndefined();
  });

  it('are saved trimmed, collapsed and without repeats (case and accents ignored), keeping the other settings', async () => {
    const res = await patchSettings(s.admin.cookie, {
      forbiddenExpressions: ['  Grátis ', 'GRATIS', 'antes   e depois', 'Antes e Depois', 'preço', 'Preco'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      publicSignup: false,
      banner: null,
      forbiddenExpressions: ['Grátis', 'antes e depois', 'preço'],
    });
    expect(await storedList()).toEqual(['Grátis', 'antes e depois', 'preço']);
    expect((await getSettings(s.admin.cookie)).json().forbiddenExpressions).toEqual([
      'Grátis',
      'antes e depois',
      'preço',
    ]);
    // Changing only the sign-up switch leaves the list alone; an empty list is a list (nothing flagged).
    await patchSettings(s.admin.cookie, { publicSignup: true });
    expect(await storedList()).toEqual(['Grátis', 'antes e depois', 'preço']);
    const empty = await patchSettings(s.admin.cookie, { forbiddenExpressions: [] });
    expect(empty.json().forbiddenExpressions).toEqual([]);
    expect((await getSettings(s.admin.cookie)).json().forbiddenExpressions).toEqual([]);
  });

  it.each([
    [['a'], 'Cada expressão deve ter pelo menos 2 caracteres.'],
    [['   x   '], 'Cada expressão deve ter pelo menos 2 caracteres.'],
    [['x'.repeat(61)], 'Cada expressão deve ter no máximo 60 caracteres.'],
    [Array.from({ length: 101 }, (_, i) => `expressão ${i}`), 'A lista pode ter no máximo 100 expressões.'],
    [['grátis\u0000'], 'O texto contém caracteres não permitidos.'],
    [[42], 'Informe uma lista de expressões.'],
    ['grátis', 'Informe uma lista de expressões.'],
  ])('refuses %j with a 400 in Portuguese and keeps the list', async (list, message) => {
    await patchSettings(s.admin.cookie, { forbiddenExpressions: ['grátis', 'sem dor'] });
    const res = await patchSettings(s.admin.cookie, { forbiddenExpressions: list });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().error)).toContain(message);
    expect(await storedList()).toEqual(['grátis', 'sem dor']);
  });
});

describe('content warnings on assets', () => {
  it('flag, for admins only, an upload whose text has forbidden expressions, without refusing it', async () => {
    await patchSettings(s.admin.cookie, { forbiddenExpressions: [...DEFAULT_FORBIDDEN_EXPRESSIONS] });
    const res = await uploadRequest(
      s.t.app,
      s.admin.cookie,
      campaignMeta(s.cats, { title: 'Clareamento grátis — antes e depois', description: 'Agende já' }),
      [{ name: 'flagrado.jpg', data: await fx.jpeg(64, 48) }],
    );
    expect(res.statusCode).toBe(201);
    const created = res.json().items[0].asset;
    expect(created.title).toBe('Clareamento grátis — antes e depois');
    // In the order of the list, not of the text.
    expect(created.contentWarnings).toEqual(['antes e depois', 'grátis']);

    expect((await getAsset(s.admin.cookie, created.id)).json().contentWarnings).toEqual([
      'antes e depois',
      'grátis',
    ]);
    for (const other of [franqueado, user]) {
      const seen = await getAsset(other.cookie, created.id);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().title).toBe('Clareamento grátis — antes e depois');
      expect(seen.json()).not.toHaveProperty('contentWarnings');
    }

    const list = (cookie: string) =>
      s.t.app.inject({ method: 'GET', url: `/api/assets?ids=${created.id}`, headers: { cookie } });
    expect((await list(s.admin.cookie)).json().items[0].contentWarnings).toEqual([
      'antes e depois',
      'grátis',
    ]);
    expect((await list(franqueado.cookie)).json().items[0]).not.toHaveProperty('contentWarnings');

    // A clean asset carries an empty list for admins.
    const clean = await uploadRequest(s.t.app, s.admin.cookie, campaignMeta(s.cats), [
      { name: 'limpo.jpg', data: await fx.jpeg(64, 50) },
    ]);
    expect(clean.json().items[0].asset.contentWarnings).toEqual([]);
  });

  it('follow edits of the text and of the list at once', async () => {
    const res = await uploadRequest(
      s.t.app,
      s.admin.cookie,
      campaignMeta(s.cats, { title: 'Sorriso novo' }),
      [{ name: 'editado.jpg', data: await fx.jpeg(64, 52) }],
    );
    const id = res.json().items[0].asset.id;
    expect(res.json().items[0].asset.contentWarnings).toEqual([]);

    const patch = await s.t.app.inject({
      method: 'PATCH',
      url: `/api/assets/${id}`,
      headers: { cookie: s.admin.cookie },
      payload: { title: 'Sorriso novo SEM DOR', description: 'Desconto de 20%\ne PROMOCAO' },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().title).toBe('Sorriso novo SEM DOR');
    expect(patch.json().contentWarnings).toEqual(['sem dor', 'desconto', 'promoção']);

    await patchSettings(s.admin.cookie, { forbiddenExpressions: ['promoção', 'resultado garantido'] });
    expect((await getAsset(s.admin.cookie, id)).json().contentWarnings).toEqual(['promoção']);
    await patchSettings(s.admin.cookie, { forbiddenExpressions: [] });
    expect((await getAsset(s.admin.cookie, id)).json().contentWarnings).toEqual([]);
    expect((await getAsset(franqueado.cookie, id)).json()).not.toHaveProperty('contentWarnings');
  });

  it('appear in an admin’s album, not in a franqueado’s', async () => {
    await patchSettings(s.admin.cookie, { forbiddenExpressions: ['garantido'] });
    const up = await uploadRequest(
      s.t.app,
      s.admin.cookie,
      campaignMeta(s.cats, { title: 'Resultado garantido' }),
      [{ name: 'album.jpg', data: await fx.jpeg(64, 54) }],
    );
    const assetId = up.json().items[0].asset.id;
    for (const [who, expected] of [
      [s.admin, ['garantido']],
      [franqueado, undefined],
    ] as const) {
      const album = await s.t.app.inject({
        method: 'POST',
        url: '/api/albums',
        headers: { cookie: who.cookie },
        payload: { name: 'Campanha' },
      });
      const albumId = album.json().id;
      await s.t.app.inject({
        method: 'POST',
        url: `/api/albums/${albumId}/assets`,
        headers: { cookie: who.cookie },
        payload: { assetIds: [assetId] },
      });
      const detail = await s.t.app.inject({
        method: 'GET',
        url: `/api/albums/${albumId}`,
        headers: { cookie: who.cookie },
      });
      expect(detail.json().assets[0].contentWarnings).toEqual(expected);
    }
  });
});
