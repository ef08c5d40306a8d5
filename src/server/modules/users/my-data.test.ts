import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  login,
  PASSWORD,
  pendingAccount,
  type SignedIn,
  setPublicSignup,
  signedInBy,
  uniqueEmail,
} from '../../../../tests/helpers/accounts';
import { apiSuite, requestAs } from '../../../../tests/helpers/api-suite';
import { postRequestJson } from '../../../../tests/helpers/requests';
import { categoryIds, uploadRequest } from '../../../../tests/helpers/uploads';
import type { MyData } from '../../../shared/schemas/my-data';
import { sessions, users } from '../../platform/db/schema/index';

/**
 * Issue 36, point 10 (LGPD): GET /api/me/export hands the person asking a JSON file of everything
 * the app keeps about them, and nothing of anyone else's, secrets never.
 */
const s = apiSuite({ people: true });

const exportOf = (who: SignedIn | null) => requestAs(s.t.app, who, 'GET', '/api/me/export');

/** What a person leaves behind in ordinary use: a view, a download, an album, a request and a comment. */
async function useTheLibrary(who: SignedIn, assetId: string, words: { album: string; request: string }) {
  const ok = (res: LightMyRequestResponse, status: number) => expect(res.statusCode, res.body).toBe(status);
  ok(await requestAs(s.t.app, who, 'POST', `/api/assets/${assetId}/views`), 200);
  ok(await requestAs(s.t.app, who, 'GET', `/api/assets/${assetId}/download`), 200);
  const album = await requestAs(s.t.app, who, 'POST', '/api/albums', { name: words.album });
  ok(album, 201);
  const albumId: string = album.json().id;
  ok(await requestAs(s.t.app, who, 'POST', `/api/albums/${albumId}/assets`, { assetIds: [assetId] }), 200);
  const request = await postRequestJson(s.t.app, who, { description: words.request, channel: 'instagram' });
  ok(request, 201);
  const requestId: string = request.json().id;
  const comment = { body: `Comentário de quem pediu: ${words.request}` };
  ok(await requestAs(s.t.app, who, 'POST', `/api/requests/${requestId}/comments`, comment), 201);
  return { albumId, requestId };
}

let assetId: string;
let person: SignedIn;
let personElsewhere: SignedIn;
let other: SignedIn;
let mine: { albumId: string; requestId: string };

beforeAll(async () => {
  const cats = await categoryIds(s.t.db, ['fachada']);
  const upload = await uploadRequest(
    s.t.app,
    s.admin.cookie,
    { title: 'Roteiro do vídeo', categoryIds: cats },
    [{ name: 'roteiro.txt', data: Buffer.from('Roteiro da campanha. '.repeat(50)) }],
  );
  expect(upload.statusCode, upload.body).toBe(201);
  assetId = upload.json().items[0].asset.id;
  person = s.franqueado;
  // A second sign-in from another device (its own session).
  personElsewhere = await login(
    s.t.app,
    person.user.email,
    PASSWORD,
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  );
  other = await createUser(s.t.app, s.admin, 'user', 'Outra Pessoa');
  mine = await useTheLibrary(person, assetId, { album: 'Campanha de julho', request: 'Arte de clareamento' });
  await useTheLibrary(other, assetId, { album: 'Álbum alheio secreto', request: 'Pedido alheio secreto' });
  // The team answers the person's request: a comment and a new status, each told to them.
  const answer = { body: 'Estamos preparando a arte.' };
  const commented = await requestAs(
    s.t.app,
    s.admin,
    'POST',
    `/api/requests/${mine.requestId}/comments`,
    answer,
  );
  expect(commented.statusCode, commented.body).toBe(201);
  const moved = await requestAs(s.t.app, s.admin, 'PATCH', `/api/requests/${mine.requestId}`, {
    status: 'em_andamento',
  });
  expect(moved.statusCode, moved.body).toBe(200);
});

describe('GET /api/me/export', () => {
  it('is a JSON attachment named after the day, never cached', async () => {
    const res = await exportOf(person);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="meus-dados-\d{4}-\d{2}-\d{2}\.json"/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('holds the profile, unit, sessions, downloads, views, album, request, comments and notifications', async () => {
    const data: MyData = (await exportOf(personElsewhere)).json();
    expect(data.profile).toMatchObject({
      id: person.user.id,
      email: person.user.email,
      role: 'franqueado',
      status: 'active',
      unit: { id: person.user.unitId, name: person.user.unitName },
      preferences: { emailNotifications: true },
    });
    expect(data.unit).toMatchObject({ id: person.user.unitId, name: person.user.unitName, active: true });
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.map((session) => session.device)).toContain('Safari em iPhone');
    expect(data.downloads).toEqual([
      expect.objectContaining({ asset: { id: assetId, title: 'Roteiro do vídeo' }, format: 'original' }),
    ]);
    expect(data.views.map((view) => view.asset.id)).toEqual([assetId]);
    expect(data.albums).toEqual([
      expect.objectContaining({
        id: mine.albumId,
        name: 'Campanha de julho',
        assets: [{ id: assetId, title: 'Roteiro do vídeo' }],
      }),
    ]);
    expect(data.requests).toHaveLength(1);
    expect(data.requests[0]).toMatchObject({
      id: mine.requestId,
      description: 'Arte de clareamento',
      status: 'em_andamento',
    });
    expect(data.requests[0]!.comments.map((c) => [c.mine, c.body])).toEqual([
      [true, 'Comentário de quem pediu: Arte de clareamento'],
      [false, 'Estamos preparando a arte.'],
    ]);
    expect(data.comments).toEqual([
      expect.objectContaining({
        requestId: mine.requestId,
        body: 'Comentário de quem pediu: Arte de clareamento',
      }),
    ]);
    expect(data.notifications.map((n) => n.kind).sort()).toEqual(['request-comment', 'request-status']);
    expect(data.notifications.every((n) => n.message.includes('Arte de clareamento'))).toBe(true);
    expect(data.invitationsSent).toEqual([]);
  });

  it('carries no password hash, no session token or hash, and nothing of another person', async () => {
    const res = await exportOf(person);
    const body = res.body;
    const [account] = await s.t.db.select().from(users).where(eq(users.id, person.user.id));
    expect(body).not.toContain(account!.passwordHash);
    const tokens = await s.t.db.select().from(sessions).where(eq(sessions.userId, person.user.id));
    expect(tokens).toHaveLength(2);
    for (const session of tokens) expect(body).not.toContain(session.tokenHash);
    for (const cookie of [person.cookie, personElsewhere.cookie])
      expect(body).not.toContain(cookie.split('=')[1]);
    expect(body).not.toMatch(/"(passwordHash|tokenHash|token|avatarKey|storageKey|fileKey)"/);
    for (const trace of [other.user.id, other.user.email, 'Álbum alheio secreto', 'Pedido alheio secreto'])
      expect(body).not.toContain(trace);
    expect(body).not.toContain(s.admin.user.id);
    expect(body).not.toContain(s.admin.user.email);
  });

  it("gives an admin their own uploads and audit entries (kind, when, target), not the entries' contents", async () => {
    const data: MyData = (await exportOf(s.admin)).json();
    expect(data.uploads.map((upload) => upload.id)).toEqual([assetId]);
    expect(data.audit.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['user.create', 'asset.upload']),
    );
    expect(data.audit.find((entry) => entry.kind === 'asset.upload')).toMatchObject({
      targetType: 'asset',
      targetId: assetId,
    });
    expect(Object.keys(data.audit[0]!).sort()).toEqual(['at', 'ip', 'kind', 'targetId', 'targetType']);
    expect(data.requests).toEqual([]);
    expect(data.comments.map((comment) => comment.body)).toEqual(['Estamos preparando a arte.']);
  });

  it('lists the invitations an admin sent, and the one a person accepted, without their links', async () => {
    const email = uniqueEmail('convidada');
    const invited = await requestAs(s.t.app, s.admin, 'POST', '/api/invitations', {
      name: 'Lia Convidada',
      email,
      role: 'user',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const token = new URL(invited.json().url).searchParams.get('token') ?? '';
    const accepted = await s.t.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: { token, password: 'girassol-azul-2031' },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const sent = await exportOf(s.admin);
    expect(sent.json().invitationsSent).toEqual([
      expect.objectContaining({ name: 'Lia Convidada', email, role: 'user', acceptedAt: expect.any(String) }),
    ]);
    const mine = await exportOf(signedInBy(accepted));
    expect(mine.json().invitationAccepted).toEqual([expect.objectContaining({ email })]);
    for (const body of [sent.body, mine.body]) expect(body).not.toContain(token);
  });

  it('answers 401 to a visitor', async () => {
    const res = await exportOf(null);
    expect([res.statusCode, res.json().error.code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('serves a pending account too (its data is its own)', async () => {
    await setPublicSignup(s.t.app, s.admin, true);
    const pending = await pendingAccount(s.t.app);
    const exported = await exportOf(pending);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().profile).toMatchObject({ id: pending.user.id, status: 'pending' });
  });

  it('is limited to 10 exports an hour per person', async () => {
    const someone = await createUser(s.t.app, s.admin, 'user', 'Pessoa Curiosa');
    for (let i = 0; i < 10; i += 1) expect((await exportOf(someone)).statusCode).toBe(200);
    const refused = await exportOf(someone);
    expect([refused.statusCode, refused.json().error.code]).toEqual([429, 'RATE_LIMITED']);
    // Another person still may.
    expect((await exportOf(other)).statusCode).toBe(200);
  });
});
