import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, PASSWORD, uniqueEmail } from '../../../../tests/helpers/accounts';
import { apiSuite, requestAs } from '../../../../tests/helpers/api-suite';
import { auditCount, auditRows } from '../../../../tests/helpers/audit';
import * as fx from '../../../../tests/helpers/fixtures';
import { COMPLETE_UNIT } from '../../../../tests/helpers/unit-fixture';
import { categoryIds, uploadRequest } from '../../../../tests/helpers/uploads';
import { queryRows } from '../../platform/db/client';

/** Issue 17: an action that fails records nothing; and no secret ever reaches the log. */

const s = apiSuite({ adminName: 'Única Admin' });
let cats: string[];

beforeAll(async () => {
  cats = await categoryIds(s.t.db, ['clareamento']);
});

const asAdmin = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  requestAs(s.t.app, s.admin, method, url, payload);

/** Runs a refused action and checks the log did not move. */
async function refusedWithoutEntry(
  action: () => Promise<{ statusCode: number; json(): unknown }>,
  status: number,
  code: string,
) {
  const before = await auditCount(s.t.db);
  const res = await action();
  expect(res.statusCode).toBe(status);
  expect((res.json() as { error: { code: string } }).error.code).toBe(code);
  expect(await auditCount(s.t.db)).toBe(before);
}

describe('a refused action records nothing', () => {
  it('a rename to a name another category or tag has', async () => {
    const categories = (await asAdmin('GET', '/api/categories')).json().items;
    const [first, second] = categories as Array<{ id: string; name: string }>;
    await refusedWithoutEntry(
      () => asAdmin('PATCH', `/api/categories/${first!.id}`, { name: second!.name }),
      409,
      'CATEGORY_NAME_TAKEN',
    );
    const tag = (await asAdmin('POST', '/api/tags', { name: 'Gengiva' })).json();
    await asAdmin('POST', '/api/tags', { name: 'Aparelho fixo' });
    await refusedWithoutEntry(
      () => asAdmin('PATCH', `/api/tags/${tag.id}`, { name: 'aparelho FIXO' }),
      409,
      'TAG_NAME_TAKEN',
    );
    await refusedWithoutEntry(() => asAdmin('POST', '/api/tags', { name: 'Gengiva' }), 409, 'TAG_NAME_TAKEN');
  });

  it('demoting or deleting the last admin', async () => {
    await refusedWithoutEntry(
      () => asAdmin('PATCH', `/api/users/${s.admin.user.id}`, { role: 'user' }),
      409,
      'LAST_ADMIN',
    );
    await refusedWithoutEntry(() => asAdmin('DELETE', `/api/users/${s.admin.user.id}`), 409, 'LAST_ADMIN');
  });

  it('an account with an e-mail already taken, a unit or campaign that breaks a rule', async () => {
    const person = await createUser(s.t.app, s.admin, 'user', 'Pessoa Existente');
    await refusedWithoutEntry(
      () =>
        asAdmin('POST', '/api/users', {
          name: 'Outra Pessoa',
          email: person.user.email,
          password: PASSWORD,
          role: 'user',
        }),
      409,
      'EMAIL_TAKEN',
    );
    await asAdmin('POST', '/api/units', { ...COMPLETE_UNIT, name: 'OdontoRede Piracicaba' });
    await refusedWithoutEntry(
      () => asAdmin('POST', '/api/units', { ...COMPLETE_UNIT, name: 'odontorede piracicaba' }),
      409,
      'UNIT_NAME_TAKEN',
    );
    const campaign = (
      await asAdmin('POST', '/api/campaigns', {
        name: 'Outubro',
        startsOn: '2026-10-01',
        endsOn: '2026-10-31',
      })
    ).json();
    await refusedWithoutEntry(
      () => asAdmin('PATCH', `/api/campaigns/${campaign.id}`, { endsOn: '2026-09-01' }),
      400,
      'CAMPAIGN_ENDS_BEFORE_START',
    );
  });

  it('an upload whose files are all refused; a partly refused one records only what was created', async () => {
    // Videos come as links only: an .mp4 file is refused.
    const video = { name: 'video.mp4', contentType: 'video/mp4', data: fx.mp4Header() };
    await refusedWithoutEntry(
      () => uploadRequest(s.t.app, s.admin.cookie, { title: 'Vídeo', categoryIds: cats }, [video]),
      415,
      'FILE_TYPE_NOT_ALLOWED',
    );
    const before = await auditCount(s.t.db);
    const res = await uploadRequest(s.t.app, s.admin.cookie, { title: 'Misto', categoryIds: cats }, [
      video,
      { name: 'boa.jpg', contentType: 'image/jpeg', data: await fx.jpeg(300, 200, '#166534') },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ created: 1, failed: 1 });
    expect(await auditCount(s.t.db)).toBe(before + 1);
    expect((await auditRows(s.t.db)).at(-1)).toMatchObject({
      kind: 'asset.upload',
      targetId: res.json().items[1].asset.id,
    });
  });
});

describe('secrets', () => {
  it('no password, hash or token anywhere in the log after creating accounts and changing a password', async () => {
    const email = uniqueEmail('senha');
    const created = await asAdmin('POST', '/api/users', {
      name: 'Paula Senha',
      email,
      password: 'uma-senha-bem-longa-2031',
      role: 'admin',
    });
    expect(created.statusCode).toBe(201);
    const paula = await s.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'uma-senha-bem-longa-2031' },
    });
    const cookie = paula.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const changed = await s.t.app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: { cookie },
      payload: {
        currentPassword: 'uma-senha-bem-longa-2031',
        newPassword: 'outra-senha-ainda-mais-longa-77',
      },
    });
    expect(changed.statusCode).toBe(204);
    await asAdmin('PATCH', `/api/users/${created.json().id}`, { name: 'Paula Senha Nova' });

    const [dump] = await queryRows<{ text: string }>(
      s.t.db,
      sql`select coalesce(string_agg(row_to_json(a)::text, ' '), '') as text from audit_log a`,
    );
    expect(dump!.text).toContain('Paula Senha');
    for (const secret of [
      'uma-senha-bem-longa-2031',
      'outra-senha-ainda-mais-longa-77',
      '$argon2',
      'passwordHash',
      'password_hash',
      'token',
    ])
      expect(dump!.text).not.toContain(secret);
  });
});
