import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { login, PASSWORD, register, uniqueEmail } from '../../../../tests/helpers/accounts';
import { apiSuite, requestAs, sendParts } from '../../../../tests/helpers/api-suite';

const s = apiSuite({ adminName: 'Primeira Admin' });

describe('own profile', () => {
  it('changes the name, trimmed, and refuses markup', async () => {
    const me = await register(s.t.app);
    const ok = await requestAs(s.t.app, me, 'PATCH', '/api/me', { name: ' Ana Clara ' });
    expect(ok.json().user.name).toBe('Ana Clara');
    const bad = await requestAs(s.t.app, me, 'PATCH', '/api/me', { name: '<b>Ana</b>' });
    expect(bad.statusCode).toBe(400);
    const session = await requestAs(s.t.app, me, 'GET', '/api/auth/session');
    expect(session.json().user.name).toBe('Ana Clara');
  });

  it('saves the e-mail notification preference', async () => {
    const me = await register(s.t.app);
    expect(me.user.emailNotifications).toBe(true);
    const res = await requestAs(s.t.app, me, 'PATCH', '/api/me/preferences', { emailNotifications: false });
    expect(res.json().user.emailNotifications).toBe(false);
    const again = await login(s.t.app, me.user.email);
    expect(again.user.emailNotifications).toBe(false);
    const wrongType = await requestAs(s.t.app, me, 'PATCH', '/api/me/preferences', {
      emailNotifications: 'sim',
    });
    expect(wrongType.statusCode).toBe(400);
  });
});

describe('password change', () => {
  it('asks for the current password', async () => {
    const me = await register(s.t.app);
    const res = await requestAs(s.t.app, me, 'POST', '/api/me/password', {
      currentPassword: 'nao-e-essa',
      newPassword: 'nova-senha-456',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'WRONG_PASSWORD', message: 'A senha atual está incorreta.' });
    await expect(login(s.t.app, me.user.email)).resolves.toBeDefined();
  });

  it('replaces the password and signs out the other sessions, keeping this one', async () => {
    const email = uniqueEmail();
    const here = await register(s.t.app, { email });
    const elsewhere = await login(s.t.app, email);
    const res = await requestAs(s.t.app, here, 'POST', '/api/me/password', {
      currentPassword: PASSWORD,
      newPassword: 'nova-senha-456',
    });
    expect(res.statusCode).toBe(204);
    await expect(login(s.t.app, email)).rejects.toThrow(/401/);
    await expect(login(s.t.app, email, 'nova-senha-456')).resolves.toBeDefined();
    const stillHere = await requestAs(s.t.app, here, 'GET', '/api/auth/session');
    expect(stillHere.statusCode).toBe(200);
    const gone = await requestAs(s.t.app, elsewhere, 'GET', '/api/auth/session');
    expect(gone.json().error.code).toBe('SESSION_EXPIRED');
  });
});

describe('avatar', () => {
  it('stores a resized square WebP and serves it to signed-in users', async () => {
    const me = await register(s.t.app);
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0e7490' } })
      .png()
      .toBuffer();
    const res = await sendParts(
      s.t.app,
      me,
      '/api/me/avatar',
      [{ name: 'file', filename: 'foto.png', contentType: 'image/png', data: png }],
      'PUT',
    );
    expect(res.statusCode).toBe(200);
    const url: string = res.json().user.avatarUrl;
    expect(url).toMatch(new RegExp(`^/api/users/${me.user.id}/avatar\\?v=`));

    const image = await s.t.app.inject({ method: 'GET', url, headers: { cookie: me.cookie } });
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect((await s.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('refuses a file that is not an image, and one over 5 MB', async () => {
    const me = await register(s.t.app);
    const notImage = await sendParts(
      s.t.app,
      me,
      '/api/me/avatar',
      [
        {
          name: 'file',
          filename: 'foto.jpg',
          contentType: 'image/jpeg',
          data: Buffer.from('não sou imagem'),
        },
      ],
      'PUT',
    );
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().error.message).toMatch(/deve ser uma imagem/);

    const tooBig = await sendParts(
      s.t.app,
      me,
      '/api/me/avatar',
      [
        {
          name: 'file',
          filename: 'grande.jpg',
          contentType: 'image/jpeg',
          data: Buffer.alloc(5 * 1024 * 1024 + 10),
        },
      ],
      'PUT',
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe('A foto deve ter no máximo 5MB.');
    const session = await requestAs(s.t.app, me, 'GET', '/api/auth/session');
    expect(session.json().user.avatarUrl).toBeNull();
  });
});
