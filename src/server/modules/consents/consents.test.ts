import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, register, type SignedIn } from '../../../../tests/helpers/accounts';
import { insertAsset } from '../../../../tests/helpers/asset-factory';
import { postConsent } from '../../../../tests/helpers/consents';
import * as fx from '../../../../tests/helpers/fixtures';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { addDays, networkDay } from '../../../shared/domain/network-date';
import { fixedClock } from '../../platform/clock';
import { RATE_LIMITS } from '../../platform/limiter/limits';

const clock = fixedClock(new Date());
const today = networkDay(clock.now());

let t: TestApp;
let admin: SignedIn;
let franqueado: SignedIn;
let user: SignedIn;
let tcle: Buffer;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await register(t.app, { name: 'Equipe Marketing' });
  franqueado = await createUser(t.app, admin, 'franqueado', 'Fernanda Franqueada');
  user = await createUser(t.app, admin, 'user', 'Ulisses Usuário');
  tcle = fx.pdf(['Termo de Consentimento Livre e Esclarecido', 'Paciente M.S.A.']);
});

afterAll(async () => {
  await t?.close();
});

const as = (who: SignedIn, method: 'GET' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, payload });
const patientAsset = (title: string) =>
  insertAsset(t.db, title, { values: { containsPatient: true, consentBlocked: true } });
const signed = { patientRef: 'M.S.A.', signedOn: addDays(today, -10), expiresOn: addDays(today, 365) };
const pdfFile = { name: 'tcle-msa.pdf', data: Buffer.alloc(0), contentType: 'application/pdf' };
const withPdf = () => ({ ...pdfFile, data: tcle });
const storedConsentFiles = async () => {
  const keys: string[] = [];
  for await (const key of t.storage.list()) if (key.startsWith('consents/')) keys.push(key);
  return keys;
};

describe('an asset that shows a patient', () => {
  it('is unpublished without a consent and published once one is registered', async () => {
    const id = await patientAsset('Sorriso da paciente');
    expect((await as(admin, 'GET', `/api/assets/${id}`)).json().publication).toBe('blocked-consent');
    for (const who of [franqueado, user])
      expect((await as(who, 'GET', `/api/assets/${id}`)).statusCode).toBe(404);

    const res = await postConsent(t.app, admin, id, signed, withPdf());
    expect(res.statusCode).toBe(201);
    const consent = res.json();
    expect(consent).toMatchObject({
      assetId: id,
      patientRef: 'M.S.A.',
      signedOn: signed.signedOn,
      expiresOn: signed.expiresOn,
      fileName: 'tcle-msa.pdf',
      fileMime: 'application/pdf',
      fileSize: tcle.length,
      fileUrl: `/api/consents/${consent.id}/file`,
      state: 'valid',
      active: true,
      revokedAt: null,
      createdBy: { id: admin.user.id, name: 'Equipe Marketing' },
    });
    expect((await as(admin, 'GET', `/api/assets/${id}`)).json().publication).toBe('published');
    for (const who of [franqueado, user])
      expect((await as(who, 'GET', `/api/assets/${id}`)).statusCode).toBe(200);
    // The file is kept privately, under consents/ in the storage.
    expect(await storedConsentFiles()).toHaveLength(1);
  });

  it('serves the signed file to admins only; for anyone else it does not exist', async () => {
    const id = await patientAsset('Clareamento da paciente');
    const consent = (await postConsent(t.app, admin, id, signed, withPdf())).json();
    const file = await as(admin, 'GET', consent.fileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(tcle)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    for (const who of [franqueado, user]) {
      const refused = await as(who, 'GET', consent.fileUrl);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe('CONSENT_NOT_FOUND');
      // The rest of the consent routes are the admins' alone.
      expect((await as(who, 'GET', `/api/assets/${id}/consents`)).statusCode).toBe(403);
      expect((await as(who, 'GET', '/api/consents')).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: consent.fileUrl });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps its history: the newest consent not revoked is the active one', async () => {
    const id = await patientAsset('Implante do paciente');
    const first = (
      await postConsent(t.app, admin, id, { ...signed, patientRef: 'PR-2024-118' }, withPdf())
    ).json();
    const png = await fx.flatPng(80, 60);
    const second = await postConsent(
      t.app,
      admin,
      id,
      { patientRef: 'PR-2024-118', signedOn: today },
      {
        name: 'termo.png',
        data: png,
      },
    );
    expect(second.json()).toMatchObject({ fileMime: 'image/png', expiresOn: null, active: true });
    const history = (await as(admin, 'GET', `/api/assets/${id}/consents`)).json();
    expect(history.containsPatient).toBe(true);
    expect(history.items.map((c: { id: string; active: boolean }) => [c.id, c.active])).toEqual([
      [second.json().id, true],
      [first.id, false],
    ]);
  });
});

describe('refused consents', () => {
  it('answers 4xx with the reason, and stores no file', async () => {
    const id = await patientAsset('Faceta da paciente');
    const before = await storedConsentFiles();
    const cases = [
      // A text file named .pdf: the content decides.
      [
        signed,
        { name: 'tcle.pdf', data: Buffer.from('não sou um PDF'), contentType: 'application/pdf' },
        415,
        'CONSENT_FILE_INVALID',
      ],
      [
        signed,
        { name: 'tcle.pdf', data: Buffer.from('%PDF-1.4 mas depois'.padEnd(20, ' ')) },
        415,
        'CONSENT_FILE_INVALID',
      ],
      // A PNG signature with nothing readable after it.
      [
        signed,
        { name: 'scan.png', data: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') },
        415,
        'CONSENT_FILE_INVALID',
      ],
      [signed, null, 400, 'CONSENT_FILE_MISSING'],
      [signed, { name: 'vazio.pdf', data: Buffer.alloc(0) }, 400, 'CONSENT_FILE_MISSING'],
      [
        signed,
        { name: 'grande.pdf', data: Buffer.concat([tcle, Buffer.alloc(20 * 1024 * 1024)]) },
        413,
        'CONSENT_FILE_TOO_LARGE',
      ],
    ] as const;
    for (const [fields, file, status, code] of cases) {
      const res = await postConsent(t.app, admin, id, fields, file as never);
      expect(res.statusCode, code).toBe(status);
      expect(res.json().error.code).toBe(code);
    }
    expect(await storedConsentFiles()).toEqual(before);
    expect((await as(admin, 'GET', `/api/assets/${id}`)).json().publication).toBe('blocked-consent');
  });

  it('refuses a full name, a signature in the future and an expiry before it, beside each field', async () => {
    const id = await patientAsset('Lente da paciente');
    const cases = [
      [{ ...signed, patientRef: 'Maria Souza Andrade' }, 'patientRef', 'Parece um nome completo'],
      [{ ...signed, patientRef: '' }, 'patientRef', 'Informe as iniciais'],
      [{ ...signed, patientRef: 'X'.repeat(31) }, 'patientRef', 'no máximo 30'],
      [{ ...signed, signedOn: '2026-02-30' }, 'signedOn', 'Informe a data em que o TCLE foi assinado'],
      [{ ...signed, signedOn: addDays(today, 1) }, 'signedOn', 'não pode ser no futuro'],
      [{ ...signed, expiresOn: addDays(signed.signedOn, -1) }, 'expiresOn', 'não pode terminar antes'],
      [{ ...signed, expiresOn: addDays(today, -1) }, 'expiresOn', 'já terminou'],
    ] as const;
    for (const [fields, field, text] of cases) {
      const res = await postConsent(t.app, admin, id, fields, withPdf());
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'FIELD_INVALID' });
      expect(res.json().error.details.issues[0]).toMatchObject({
        field,
        message: expect.stringContaining(text),
      });
    }
  });

  it('needs an asset marked as showing a patient, and an asset that exists', async () => {
    const plain = await insertAsset(t.db, 'Fachada da clínica');
    const notNeeded = await postConsent(t.app, admin, plain, signed, withPdf());
    expect(notNeeded.statusCode).toBe(409);
    expect(notNeeded.json().error.code).toBe('CONSENT_NOT_NEEDED');
    const missing = await postConsent(
      t.app,
      admin,
      '00000000-0000-4000-8000-000000000000',
      signed,
      withPdf(),
    );
    expect(missing.statusCode).toBe(404);
    expect((await as(franqueado, 'GET', `/api/assets/${plain}`)).statusCode).toBe(200);
  });

  it("is the admins' to register", async () => {
    const id = await patientAsset('Aparelho do paciente');
    const res = await postConsent(t.app, franqueado, id, signed, withPdf());
    expect(res.statusCode).toBe(403);
  });
});

describe('the consents list', () => {
  it('filters by state today: expiring within 30 days, expired, revoked, valid', async () => {
    const make = async (title: string, expiresOn: string | undefined) => {
      const id = await patientAsset(title);
      const fields = {
        patientRef: 'J.P.',
        signedOn: addDays(today, -400),
        ...(expiresOn ? { expiresOn } : {}),
      };
      return (await postConsent(t.app, admin, id, fields, withPdf())).json().id as string;
    };
    const soon = await make('Lista: vence em breve', addDays(today, 30));
    const later = await make('Lista: vale por um ano', addDays(today, 31));
    const noEnd = await make('Lista: sem prazo', undefined);
    const ending = await make('Lista: vence hoje', today);
    // Expired a week ago: registered while valid, then a week went by.
    clock.set(new Date(clock.now().getTime() - 8 * 86_400_000));
    const old = await make('Lista: vencido', addDays(today, -1));
    clock.set(new Date(clock.now().getTime() + 8 * 86_400_000));
    const revoked = await make('Lista: revogado', undefined);
    await t.app.inject({
      method: 'POST',
      url: `/api/consents/${revoked}/revoke`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'Paciente pediu a retirada' },
    });

    const ids = async (state: string) => {
      const list = (await as(admin, 'GET', `/api/consents?state=${state}`)).json();
      expect(list.items.every((c: { state: string }) => c.state === state)).toBe(true);
      return list.items.map((c: { id: string }) => c.id);
    };
    const expiring = await ids('expiring');
    expect(expiring).toEqual(expect.arrayContaining([soon, ending]));
    // Nearest first.
    expect(expiring.indexOf(ending)).toBeLessThan(expiring.indexOf(soon));
    expect(expiring).not.toContain(later);
    expect(await ids('expired')).toEqual(expect.arrayContaining([old]));
    expect(await ids('revoked')).toEqual([revoked]);
    expect(await ids('valid')).toEqual(expect.arrayContaining([later, noEnd]));
    const item = (await as(admin, 'GET', '/api/consents?state=expired'))
      .json()
      .items.find((c: { id: string }) => c.id === old);
    expect(item.asset).toMatchObject({ title: 'Lista: vencido' });
    expect((await as(admin, 'GET', '/api/consents?state=vencendo')).statusCode).toBe(400);
  });
});

describe('registering consents', () => {
  it('is limited per admin, as other uploads are', async () => {
    const id = await patientAsset('Limite de envios');
    const other = await createUser(t.app, admin, 'admin', 'Segunda Admin');
    const { limit } = RATE_LIMITS.consentUploadPerUser;
    const notAFile = { name: 'x.pdf', data: Buffer.from('texto') };
    for (let i = 0; i < limit; i++)
      expect((await postConsent(t.app, other, id, signed, notAFile)).statusCode, `call ${i + 1}`).toBe(415);
    const refused = await postConsent(t.app, other, id, signed, withPdf());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect((await postConsent(t.app, admin, id, signed, withPdf())).statusCode).toBe(201);
  });
});
