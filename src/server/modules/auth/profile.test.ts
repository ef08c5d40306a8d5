import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, PASSWORD, register, uniqueEmail } from '../../../../tests/helpers/accounts';
import { multipartBody } from '../../../../tests/helpers/multipart';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await register(t.app, { name: 'Primeira Admin' });
});

afterAll(async () => {
  await t.close();
});

describe('own profile', () => {
  it('changes the name, trimmed, and refuses markup', async () => {
    const me = await register(t.app);
    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: me.cookie },
      payload: { name: ' Ana Clara ' },
    });
    expect(ok.json().user.name).toBe('Ana Clara');
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: me.cookie },
      payload: { name: '<b>Ana</b>' },
    });
    expect(bad.statusCode).toBe(400);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: me.cookie },
    });
    expect(session.json().user.name).toBe('Ana Clara');
  });

  it('saves the e-mail notification preference', async () => {
    const me = await register(t.app);
    expect(me.user.emailNotifications).toBe(true);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/me/preferences',
      headers: { cookie: me.cookie },
      payload: { emailNotifications: false },
    });
    expect(res.json().user.emailNotifications).toBe(false);
    const again = await login(t.app, me.user.email);
    expect(again.user.emailNotifications).toBe(false);
    const wrongType = await t.app.inject({
      method: 'PATCH',
      url: '/api/me/preferences',
      headers: { cookie: me.cookie },
      payload: { emailNotifications: 'sim' },
    });
    expect(wrongType.statusCode).toBe(400);
  });
});

describe('password change', () => {
  it('asks for the current password', async () => {
    const me = await register(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: { cookie: me.cookie },
      payload: { currentPassword: 'nao-e-essa', newPassword: 'nova-senha-456' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'WRONG_PASSWORD', message: 'A senha atual está incorreta.' });
    await expect(login(t.app, me.user.email)).resolves.toBeDefined();
  });

  it('replaces the password and signs out the other sessions, keeping this one', async () => {
    const email = uniqueEmail();
    const here = await register(t.app, { email });
    const elsewhere = await login(t.app, email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: { cookie: here.cookie },
      payload: { currentPassword: PASSWORD, newPassword: 'nova-senha-456' },
    });
    expect(res.statusCode).toBe(204);
    await expect(login(t.app, email)).rejects.toThrow(/401/);
    await expect(login(t.app, email, 'nova-senha-456')).resolves.toBeDefined();
    const stillHere = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: here.cookie },
    });
    expect(stillHere.statusCode).toBe(200);
    const gone = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: elsewhere.cookie },
    });
    expect(gone.json().error.code).toBe('SESSION_EXPIRED');
  });
});

describe('avatar', () => {
  it('stores a resized square WebP and serves it to signed-in users', async () => {
    const me = await register(t.app);
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0e7490' } })
      .png()
      .toBuffer();
    const { body, contentType } = multipartBody([
      { name: 'file', filename: 'foto.png', contentType: 'image/png', data: png },
    ]);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/avatar',
      headers: { cookie: me.cookie, 'content-type': contentType },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().user.avatarUrl;
    expect(url).toMatch(new RegExp(`^/api/users/${me.user.id}/avatar\\?v=`));

    const image = await t.app.inject({ method: 'GET', url, headers: { cookie: me.cookie } });
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('refuses a file that is not an image, and one over 5 MB', async () => {
    const me = await register(t.app);
    const text = multipartBody([
      { name: 'file', filename: 'foto.jpg', contentType: 'image/jpeg', data: Buffer.from('não sou imagem') },
    ]);
    const notImage = await t.app.inject({
      method: 'PUT',
      url: '/api/me/avatar',
      headers: { cookie: me.cookie, 'content-type': text.contentType },
      payload: text.body,
    });
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().error.message).toMatch(/deve ser uma imagem/);

    const big = multipartBody([
      {
        name: 'file',
        filename: 'grande.jpg',
        contentType: 'image/jpeg',
        data: Buffer.alloc(5 * 1024 * 1024 + 10),
      },
    ]);
    const tooBig = await t.app.inject({
      method: 'PUT',
      url: '/api/me/avatar',
      headers: { cookie: me.cookie, 'content-type': big.contentType },
      payload: big.body,
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe('A foto deve ter no máximo 5MB.');
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: me.cookie },
    });
    expect(session.json().user.avatarUrl).toBeNull();
  });
});
