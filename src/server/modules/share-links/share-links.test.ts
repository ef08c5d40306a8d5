import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, register, type SignedIn, TEST_UNIT_NAME } from '../../../../tests/helpers/accounts';
import { insertAsset } from '../../../../tests/helpers/asset-factory';
import * as fx from '../../../../tests/helpers/fixtures';
import { makeShareLink, postShareLink, visit } from '../../../../tests/helpers/share-links';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { categoryIds, uploadRequest } from '../../../../tests/helpers/uploads';
import { addDays, networkDay } from '../../../shared/domain/network-date';
import { auditLog, shareLinks } from '../../platform/db/schema/index';

/**
 * "Link para parceiros" as their creators manage them (issue 17): what may be shared, the URL shown
 * once (its token stored hashed), "Meus links" (own; all for admins) and revocation.
 */
let t: TestApp;
let admin: SignedIn;
let fernanda: SignedIn;
let ulisses: SignedIn;
let imageId: string;
let albumId: string;
const today = networkDay(new Date());

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://banco.rede.com.br' });
  admin = await register(t.app, { name: 'Equipe Marketing' });
  fernanda = await createUser(t.app, admin, 'franqueado', 'Fernanda Franqueada');
  ulisses = await createUser(t.app, admin, 'user', 'Ulisses Usuário');
  const cats = await categoryIds(t.db, ['fachada']);
  const uploaded = await uploadRequest(
    t.app,
    admin.cookie,
    { title: 'Flyer de inauguração', categoryIds: cats },
    [{ name: 'flyer.jpg', data: await fx.jpeg(300, 200) }],
  );
  imageId = uploaded.json().items[0].asset.id;
  const album = await t.app.inject({
    method: 'POST',
    url: '/api/albums',
    headers: { cookie: fernanda.cookie },
    payload: { name: 'Para a gráfica' },
  });
  albumId = album.json().id;
  await t.app.inject({
    method: 'POST',
    url: `/api/albums/${albumId}/assets`,
    headers: { cookie: fernanda.cookie },
    payload: { assetIds: [imageId] },
  });
});

afterAll(async () => {
  await t?.close();
});

const as = (who: SignedIn, method: 'GET' | 'DELETE', url: string) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie } });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const myLinks = async (who: SignedIn) => (await as(who, 'GET', '/api/share-links')).json();

describe('creating a link', () => {
  it('answers the absolute URL once; only the token’s hash and the password’s hash are stored', async () => {
    const res = await postShareLink(t.app, fernanda, {
      assetId: imageId,
      expiresInDays: 30,
      password: 'grafica-centro',
      allowDownload: false,
    });
    expect(res.statusCode).toBe(201);
    const { id, url, expiresAt } = res.json();
    expect(url).toMatch(/^https:\/\/banco\.rede\.com\.br\/s\/[A-Za-z0-9_-]{43}$/);
    const token = url.split('/s/')[1];
    // 30 days from now, to the minute.
    expect(Math.abs(Date.parse(expiresAt) - (Date.now() + 30 * 86_400_000))).toBeLessThan(60_000);

    const [row] = await t.db.select().from(shareLinks).where(eq(shareLinks.id, id));
    expect(row!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain('grafica-centro');
    // Attributed to the creator's unit, as it was when the link was made.
    expect(row).toMatchObject({
      creatorId: fernanda.user.id,
      unitId: fernanda.user.unitId,
      allowDownload: false,
    });
    expect(fernanda.user.unitId).toBeTruthy();
  });

  it('uses the request’s own origin when PUBLIC_URL is not set', async () => {
    const local = await createTestApp();
    try {
      const someone = await register(local.app);
      const asset = await insertAsset(local.db, 'Cartaz', { values: { storageKey: 'image/cartaz.jpg' } });
      const res = await local.app.inject({
        method: 'POST',
        url: '/api/share-links',
        headers: { cookie: someone.cookie, host: 'banco.local:8080' },
        payload: { assetId: asset, expiresInDays: 1, allowDownload: true },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().url).toMatch(/^http:\/\/banco\.local:8080\/s\/[A-Za-z0-9_-]{43}$/);
    } finally {
      await local.close();
    }
  });

  it('makes every token different and unguessable (256 bits)', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 5; i++) tokens.add((await makeShareLink(t.app, ulisses, { assetId: imageId })).token);
    expect(tokens.size).toBe(5);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('refuses what may not be shared, each with its own code', async () => {
    const expired = await insertAsset(t.db, 'Promoção encerrada', {
      values: { storageKey: 'image/encerrada.jpg', validUntil: addDays(today, -1) },
    });
    const external = await insertAsset(t.db, 'Vídeo institucional', {
      values: { type: 'video', isExternal: true, externalUrl: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    const cases: Array<[SignedIn, Record<string, unknown>, number, string]> = [
      // Users and franqueados see only what is published: anything else does not exist for them.
      [fernanda, { assetId: expired }, 404, 'ASSET_NOT_FOUND'],
      [admin, { assetId: expired }, 409, 'SHARE_LINK_NOT_PUBLISHED'],
      [admin, { assetId: external }, 409, 'SHARE_LINK_EXTERNAL_ASSET'],
      [admin, { assetId: '00000000-0000-4000-8000-000000000000' }, 404, 'ASSET_NOT_FOUND'],
      // Albums are their owner's alone, admins included.
      [ulisses, { albumId }, 404, 'ALBUM_NOT_FOUND'],
      [admin, { albumId }, 404, 'ALBUM_NOT_FOUND'],
      [fernanda, { assetId: imageId, albumId }, 400, 'VALIDATION'],
      [fernanda, {}, 400, 'VALIDATION'],
      [fernanda, { assetId: imageId, expiresInDays: 3 }, 400, 'VALIDATION'],
      [fernanda, { assetId: imageId, password: 'curta' }, 400, 'VALIDATION'],
      // 8+ characters and zxcvbn 2+ (issue 36): a PIN or a word and a year is guessed at once.
      [fernanda, { assetId: imageId, password: '123456' }, 400, 'VALIDATION'],
      [fernanda, { assetId: imageId, password: '12345678' }, 400, 'WEAK_PASSWORD'],
      [fernanda, { assetId: imageId, password: 'parceiro2025' }, 400, 'WEAK_PASSWORD'],
    ];
    for (const [who, body, status, code] of cases) {
      const res = await postShareLink(t.app, who, body);
      expect([res.statusCode, res.json().error.code], JSON.stringify(body)).toEqual([status, code]);
    }
    const emptyAlbum = await t.app.inject({
      method: 'POST',
      url: '/api/albums',
      headers: { cookie: fernanda.cookie },
      payload: { name: 'Vazio' },
    });
    const res = await postShareLink(t.app, fernanda, { albumId: emptyAlbum.json().id });
    expect([res.statusCode, res.json().error.code]).toEqual([409, 'SHARE_LINK_ALBUM_EMPTY']);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/share-links',
      payload: { assetId: imageId, expiresInDays: 7, allowDownload: true },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('"Meus links"', () => {
  it('lists one’s own links with their state and counts; admins see everyone’s with creator and unit', async () => {
    const link = await makeShareLink(t.app, fernanda, { albumId, expiresInDays: 1 });
    await visit(t.app, `/api/s/${link.token}`);
    const mine = await myLinks(fernanda);
    const item = mine.items.find((i: { id: string }) => i.id === link.id);
    expect(item).toMatchObject({
      kind: 'album',
      targetId: albumId,
      targetTitle: 'Para a gráfica',
      targetAvailable: true,
      state: 'ativo',
      hasPassword: false,
      allowDownload: true,
      opens: 1,
      downloads: 0,
      revokedAt: null,
      expiresAt: link.expiresAt,
      creator: { id: fernanda.user.id, name: 'Fernanda Franqueada' },
      unit: { id: fernanda.user.unitId, name: TEST_UNIT_NAME },
    });
    expect(item.lastOpenedAt).not.toBeNull();
    expect(mine.items.every((i: { creator: { id: string } }) => i.creator.id === fernanda.user.id)).toBe(
      true,
    );
    expect(mine.total).toBe(mine.items.length);

    const all = await myLinks(admin);
    const creators = new Set(all.items.map((i: { creator: { name: string } }) => i.creator.name));
    expect(creators).toEqual(new Set(['Fernanda Franqueada', 'Ulisses Usuário']));
    expect(all.items.map((i: { id: string }) => i.id)).toContain(link.id);
    // Another user's list holds none of hers.
    const his = await myLinks(ulisses);
    expect(his.items.map((i: { id: string }) => i.id)).not.toContain(link.id);
  });

  it('shows an asset link whose asset was unpublished as unavailable', async () => {
    const asset = await insertAsset(t.db, 'Campanha de verão', { values: { storageKey: 'image/verao.jpg' } });
    const link = await makeShareLink(t.app, ulisses, { assetId: asset });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/assets/${asset}`,
      headers: { cookie: admin.cookie },
      payload: { validUntil: addDays(today, -1) },
    });
    const item = (await myLinks(ulisses)).items.find((i: { id: string }) => i.id === link.id);
    expect(item).toMatchObject({ kind: 'asset', targetTitle: 'Campanha de verão', targetAvailable: false });
  });
});

describe('revoking', () => {
  it('is for the creator: another user’s link is a 404, and it stays alive', async () => {
    const link = await makeShareLink(t.app, fernanda, { assetId: imageId });
    const refused = await as(ulisses, 'DELETE', `/api/share-links/${link.id}`);
    expect([refused.statusCode, refused.json().error.code]).toEqual([404, 'SHARE_LINK_NOT_FOUND']);
    expect((await visit(t.app, `/api/s/${link.token}`)).statusCode).toBe(200);

    const revoked = await as(fernanda, 'DELETE', `/api/share-links/${link.id}`);
    expect(revoked.statusCode).toBe(204);
    const [row] = await t.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(row!.revokedAt).toBeInstanceOf(Date);
    expect(row!.revokedBy).toBe(fernanda.user.id);
    const item = (await myLinks(fernanda)).items.find((i: { id: string }) => i.id === link.id);
    expect(item).toMatchObject({ state: 'revogado', revokedAt: row!.revokedAt!.toISOString() });
    // Her own revocation is not an admin action: nothing in the audit log.
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, link.id));
    expect(entries).toEqual([]);
    // Again: nothing changes.
    expect((await as(fernanda, 'DELETE', `/api/share-links/${link.id}`)).statusCode).toBe(204);
  });

  it('by an admin is recorded in the audit log with the link before and after', async () => {
    const link = await makeShareLink(t.app, fernanda, { assetId: imageId, password: 'senha-da-grafica' });
    expect((await as(admin, 'DELETE', `/api/share-links/${link.id}`)).statusCode).toBe(204);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'share-link.revoke'), eq(auditLog.targetId, link.id)));
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      actorName: 'Equipe Marketing',
      targetType: 'share-link',
      before: { creatorId: fernanda.user.id, assetId: imageId, revokedAt: null, locked: true },
      after: { revokedBy: admin.user.id, locked: true },
    });
    expect((entry!.after as { revokedAt: string }).revokedAt).toMatch(/^\d{4}-/);
    // Never a secret: no token, no password hash.
    expect(JSON.stringify(entry)).not.toMatch(/argon2|tokenHash|passwordHash/);
    expect(JSON.stringify(entry)).not.toContain(link.token);
    expect((await visit(t.app, `/api/s/${link.token}`)).statusCode).toBe(410);
    // A second revocation writes nothing more.
    await as(admin, 'DELETE', `/api/share-links/${link.id}`);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.targetId, link.id))).toHaveLength(1);
  });

  it('answers 404 for an unknown link and 400 for an id that is not one', async () => {
    const unknown = await as(admin, 'DELETE', '/api/share-links/00000000-0000-4000-8000-000000000000');
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'SHARE_LINK_NOT_FOUND']);
    expect((await as(admin, 'DELETE', '/api/share-links/abc')).statusCode).toBe(400);
  });
});
