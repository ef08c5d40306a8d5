import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, register, type SignedIn } from '../../../../tests/helpers/accounts';
import { insertAsset } from '../../../../tests/helpers/asset-factory';
import { postConsent } from '../../../../tests/helpers/consents';
import * as fx from '../../../../tests/helpers/fixtures';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { addDays, networkDay } from '../../../shared/domain/network-date';
import { fixedClock } from '../../platform/clock';
import { assetEvents, consents, notifications } from '../../platform/db/schema/index';
import { createConsentsRepository } from './consents.repository';
import { createConsentsService } from './consents.service';

const DAY = 86_400_000;
const clock = fixedClock(new Date());
const today = networkDay(clock.now());

let t: TestApp;
let admin: SignedIn;
let fernanda: SignedIn;
let ulisses: SignedIn;
let rita: SignedIn;
let otto: SignedIn;
let tcle: Buffer;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await register(t.app, { name: 'Equipe Marketing' });
  fernanda = await createUser(t.app, admin, 'franqueado', 'Fernanda Franqueada');
  ulisses = await createUser(t.app, admin, 'user', 'Ulisses Usuário');
  rita = await createUser(t.app, admin, 'user', 'Rita Recente');
  otto = await createUser(t.app, admin, 'franqueado', 'Otto Antigo');
  tcle = fx.pdf(['TCLE assinado']);
});

afterAll(async () => {
  await t?.close();
});

const as = (who: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, payload });
/** The sweep as a process runs it: its own service on the app's database, storage and notifications. */
const sweeper = () =>
  createConsentsService({
    consents: createConsentsRepository(t.db),
    storage: t.storage,
    notifications: t.app.notifications,
    clock,
  });

/** An uploaded image showing a patient, with a consent; returns the asset and consent ids. */
async function consentedAsset(title: string, expiresOn?: string) {
  const id = await insertAsset(t.db, title, {
    values: { containsPatient: true, consentBlocked: true },
  });
  const fields = { patientRef: 'A.B.C.', signedOn: addDays(today, -30), ...(expiresOn ? { expiresOn } : {}) };
  const consent = await postConsent(t.app, admin, id, fields, { name: 'tcle.pdf', data: tcle });
  expect(consent.statusCode).toBe(201);
  return { id, consentId: consent.json().id as string };
}

/** A download `daysAgo` before now, as the download route records it. */
const downloaded = (who: SignedIn, assetId: string, daysAgo: number) =>
  t.db.insert(assetEvents).values({
    assetId,
    userId: who.user.id,
    kind: 'download',
    format: 'original',
    at: new Date(clock.now().getTime() - daysAgo * DAY),
  });

const toldAbout = (consentId: string) =>
  t.db
    .select({
      userId: notifications.userId,
      kind: notifications.kind,
      params: notifications.params,
      link: notifications.link,
    })
    .from(notifications)
    .where(eq(notifications.subjectId, consentId));

describe('revoking a consent', () => {
  it("unpublishes the asset at once and tells the past year's downloaders, once each", async () => {
    const { id, consentId } = await consentedAsset('Sorriso Revogado');
    // Fernanda downloaded it twice (once through the route), Ulisses once; Rita 11 months ago;
    // Otto 13 months ago (no longer their concern); the admin's own look does not count.
    expect((await as(fernanda, 'GET', `/api/assets/${id}`)).statusCode).toBe(200);
    await downloaded(fernanda, id, 2);
    await downloaded(fernanda, id, 40);
    await downloaded(ulisses, id, 100);
    await downloaded(rita, id, 335);
    await downloaded(otto, id, 396);
    await t.db.insert(assetEvents).values({ assetId: id, userId: ulisses.user.id, kind: 'view' });

    const res = await as(admin, 'POST', `/api/consents/${consentId}/revoke`, {
      reason: 'A paciente pediu a retirada.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'revoked',
      active: false,
      revokeReason: 'A paciente pediu a retirada.',
      revokedBy: { id: admin.user.id, name: 'Equipe Marketing' },
      endNotifiedAt: expect.any(String),
    });
    for (const who of [fernanda, ulisses]) {
      expect((await as(who, 'GET', `/api/assets/${id}`)).statusCode).toBe(404);
      expect((await as(who, 'GET', '/api/assets?q=revogado')).json().total).toBe(0);
    }
    expect((await as(admin, 'GET', `/api/assets/${id}`)).json().publication).toBe('blocked-consent');

    const told = await toldAbout(consentId);
    expect(told.map((n) => n.userId).sort()).toEqual([fernanda, ulisses, rita].map((p) => p.user.id).sort());
    expect(told.every((n) => n.kind === 'consent-revoked' && n.link === null)).toBe(true);
    expect(told[0]!.params).toEqual({ title: 'Sorriso Revogado' });
    // What Fernanda reads, in her own list.
    const inbox = (await as(fernanda, 'GET', '/api/notifications')).json();
    expect(inbox.items[0].message).toBe(
      'Remova de suas redes o material Sorriso Revogado: o consentimento do paciente foi revogado.',
    );

    // Revoked again, or swept: nobody is told twice.
    const again = await as(admin, 'POST', `/api/consents/${consentId}/revoke`, { reason: 'De novo' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CONSENT_ALREADY_REVOKED');
    expect(await sweeper().sweep()).toEqual({ expired: 0, notified: 0 });
    expect(await toldAbout(consentId)).toHaveLength(3);

    // The admin sees who was told and who has read it.
    await as(fernanda, 'POST', `/api/notifications/${inbox.items[0].id}/read`);
    const history = (await as(admin, 'GET', `/api/assets/${id}/consents`)).json();
    const notified = history.items[0].notified;
    expect(notified.map((p: { name: string }) => p.name).sort()).toEqual([
      'Fernanda Franqueada',
      'Rita Recente',
      'Ulisses Usuário',
    ]);
    const readAt = (name: string) => notified.find((p: { name: string }) => p.name === name).readAt;
    expect(readAt('Fernanda Franqueada')).toEqual(expect.any(String));
    expect(readAt('Ulisses Usuário')).toBeNull();
  });

  it('is told by the sweep when telling failed at revocation (its end not marked told)', async () => {
    const { id, consentId } = await consentedAsset('Faceta Reenviada');
    await downloaded(ulisses, id, 5);
    await as(admin, 'POST', `/api/consents/${consentId}/revoke`, { reason: 'Revogado pela paciente' });
    // As if the notification centre had failed: nothing told, the end not marked.
    await t.db.delete(notifications).where(eq(notifications.subjectId, consentId));
    await t.db.update(consents).set({ endNotifiedAt: null }).where(eq(consents.id, consentId));

    expect(await sweeper().sweep()).toEqual({ expired: 0, notified: 1 });
    expect((await toldAbout(consentId)).map((n) => n.userId)).toEqual([ulisses.user.id]);
    const [row] = await t.db.select().from(consents).where(eq(consents.id, consentId));
    expect(row!.endNotifiedAt).not.toBeNull();
  });

  it('is answered 404 for an unknown consent and needs a reason', async () => {
    const unknown = await as(admin, 'POST', '/api/consents/00000000-0000-4000-8000-000000000000/revoke', {
      reason: 'Motivo',
    });
    expect(unknown.statusCode).toBe(404);
    const { consentId } = await consentedAsset('Sem Motivo');
    const blank = await as(admin, 'POST', `/api/consents/${consentId}/revoke`, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain('Informe o motivo da revogação.');
  });
});

describe('a consent that expires', () => {
  it('unpublishes its asset the day after, and the sweep tells the downloaders once', async () => {
    const expiresOn = addDays(today, 3);
    const { id, consentId } = await consentedAsset('Clareamento Expira', expiresOn);
    await downloaded(fernanda, id, 10);
    await downloaded(otto, id, 500);
    expect(await sweeper().sweep()).toEqual({ expired: 0, notified: 0 });

    // The last day of the consent, then the day after (São Paulo days).
    clock.set(new Date(clock.now().getTime() + 3 * DAY));
    expect((await as(fernanda, 'GET', `/api/assets/${id}`)).statusCode).toBe(200);
    clock.set(new Date(clock.now().getTime() + DAY));
    expect(networkDay(clock.now())).toBe(addDays(expiresOn, 1));
    expect((await as(fernanda, 'GET', `/api/assets/${id}`)).statusCode).toBe(404);
    expect((await as(admin, 'GET', `/api/assets/${id}`)).json().publication).toBe('blocked-consent');

    // Two processes sweeping at once tell each person once; a later sweep finds nothing.
    const [first, second] = await Promise.all([sweeper().sweep(), sweeper().sweep()]);
    expect(first.expired + second.expired).toBe(1);
    expect(first.notified + second.notified).toBe(1);
    expect(await sweeper().sweep()).toEqual({ expired: 0, notified: 0 });
    const told = await toldAbout(consentId);
    expect(told).toEqual([
      {
        userId: fernanda.user.id,
        kind: 'consent-expired',
        params: { title: 'Clareamento Expira' },
        link: null,
      },
    ]);
    // A new consent publishes it again.
    const renewed = await postConsent(
      t.app,
      admin,
      id,
      { patientRef: 'A.B.C.', signedOn: networkDay(clock.now()) },
      { name: 'tcle-novo.pdf', data: tcle },
    );
    expect(renewed.statusCode).toBe(201);
    expect((await as(fernanda, 'GET', `/api/assets/${id}`)).statusCode).toBe(200);
    const [stillOne] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.subjectId, consentId), eq(notifications.userId, fernanda.user.id)));
    expect(stillOne!.n).toBe(1);
  });
});
