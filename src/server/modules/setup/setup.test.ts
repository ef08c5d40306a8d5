import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnit, createUser, register, type SignedIn } from '../../../../tests/helpers/accounts';
import { sendParts } from '../../../../tests/helpers/api-suite';
import { jpeg } from '../../../../tests/helpers/fixtures';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { DEFAULT_BRAND_NAME } from '../../platform/config';

/**
 * Issue 36: the first-run checklist on the admins' home. Each step is read from the data (a banner
 * or another name, a clinic besides the franchisor, someone besides the admins); an admin may
 * dismiss it for good; nobody else reads or dismisses it.
 */
const CHECKLIST = '/api/setup/checklist';
const DISMISS = '/api/setup/checklist/dismiss';

async function checklist(t: TestApp, admin: SignedIn) {
  const res = await t.app.inject({ method: 'GET', url: CHECKLIST, headers: { cookie: admin.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { steps: Array<{ id: string; done: boolean }>; dismissed: boolean };
  return { done: Object.fromEntries(body.steps.map((step) => [step.id, step.done])), body };
}

describe('on a new installation with the default name', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ brandName: DEFAULT_BRAND_NAME });
    admin = await register(t.app, { name: 'Admin Primeira' });
  });
  afterAll(() => t.close());

  it('has three steps, none done, in order, and is not dismissed', async () => {
    const { body } = await checklist(t, admin);
    expect(body).toEqual({
      steps: [
        { id: 'brand', done: false },
        { id: 'units', done: false },
        { id: 'people', done: false },
      ],
      dismissed: false,
    });
  });

  it('marks each step done as the admin does it', async () => {
    const file = {
      name: 'file',
      filename: 'banner.jpg',
      contentType: 'image/jpeg',
      data: await jpeg(1200, 675),
    };
    const banner = await sendParts(t.app, admin, '/api/settings/banner', [file], 'PUT');
    expect(banner.statusCode, banner.body).toBe(200);
    expect((await checklist(t, admin)).done).toEqual({ brand: true, units: false, people: false });

    await createUnit(t.app, admin, { name: 'Clínica Centro' });
    expect((await checklist(t, admin)).done).toEqual({ brand: true, units: true, people: false });

    // Another admin is not "the people": only someone besides the admins is.
    await createUser(t.app, admin, 'admin', 'Segunda Admin');
    expect((await checklist(t, admin)).done.people).toBe(false);
    await createUser(t.app, admin, 'franqueado', 'Fábio Franqueado');
    expect((await checklist(t, admin)).done).toEqual({ brand: true, units: true, people: true });
  });

  it('is read and dismissed by admins only', async () => {
    const franqueado = await createUser(t.app, admin, 'franqueado', 'Flávia Franqueada');
    for (const [method, url] of [
      ['GET', CHECKLIST],
      ['POST', DISMISS],
    ] as const) {
      const forbidden = await t.app.inject({ method, url, headers: { cookie: franqueado.cookie } });
      expect([forbidden.statusCode, forbidden.json().error.code], url).toEqual([403, 'FORBIDDEN']);
      const visitor = await t.app.inject({ method, url });
      expect([visitor.statusCode, visitor.json().error.code], url).toEqual([401, 'UNAUTHENTICATED']);
    }
    expect((await checklist(t, admin)).body.dismissed).toBe(false);
  });

  it('refuses a dismissal that did not come from the site’s own pages', async () => {
    for (const headers of [
      { origin: 'https://evil.test' },
      { origin: undefined, 'sec-fetch-site': undefined },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: DISMISS,
        headers: { cookie: admin.cookie, ...headers },
      });
      expect([res.statusCode, res.json().error.code]).toEqual([403, 'CROSS_SITE_REQUEST']);
    }
    expect((await checklist(t, admin)).body.dismissed).toBe(false);
  });

  it('stays dismissed, for every admin, once an admin dismisses it', async () => {
    const res = await t.app.inject({ method: 'POST', url: DISMISS, headers: { cookie: admin.cookie } });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect((await checklist(t, admin)).body.dismissed).toBe(true);
    const again = await t.app.inject({ method: 'POST', url: DISMISS, headers: { cookie: admin.cookie } });
    expect(again.statusCode).toBe(204);
    const other = await createUser(t.app, admin, 'admin', 'Terceira Admin');
    expect((await checklist(t, other)).body.dismissed).toBe(true);
  });
});

describe('on an installation named with BRAND_NAME', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ brandName: 'Rede Sorriso' });
    admin = await register(t.app, { name: 'Admin Renomeada' });
  });
  afterAll(() => t.close());

  it('counts the name as the first step done, without a banner', async () => {
    expect((await checklist(t, admin)).done).toEqual({ brand: true, units: false, people: false });
  });

  it('counts an invitation sent as people invited, before anyone accepts it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/invitations',
      headers: { cookie: admin.cookie },
      payload: { name: 'Pedro Convidado', email: 'pedro@rede.com.br', role: 'user' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await checklist(t, admin)).done.people).toBe(true);
  });
});
