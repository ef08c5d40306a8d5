import http from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, register, type SignedIn } from '../../../../tests/helpers/accounts';
import { multipartBody } from '../../../../tests/helpers/multipart';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await register(t.app, { name: 'Admin' });
});

afterAll(async () => {
  await t.close();
});

function putBanner(cookie: string, data: Buffer, filename = 'banner.png') {
  const { body, contentType } = multipartBody([{ name: 'file', filename, contentType: 'image/png', data }]);
  return t.app.inject({
    method: 'PUT',
    url: '/api/settings/banner',
    headers: { cookie, 'content-type': contentType },
    payload: body,
  });
}

const png = (width: number, height: number, color = '#0e7490') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

describe('homepage banner', () => {
  it('is replaced by an admin, stored with a cache-busting version, and served to visitors', async () => {
    const res = await putBanner(admin.cookie, await png(1600, 900));
    expect(res.statusCode).toBe(200);
    const banner = res.json();
    expect(banner.url).toBe(`/api/settings/banner?v=${banner.version}`);
    const settings = (await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json();
    expect(settings.banner).toEqual(banner);
    const image = await t.app.inject({ method: 'GET', url: banner.url });
    expect(image.statusCode).toBe(200);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 900,
    });

    const next = (await putBanner(admin.cookie, await png(1200, 675, '#be123c'))).json();
    expect(next.version).not.toBe(banner.version);
    const keys: string[] = [];
    for await (const key of t.storage.list('banners/')) keys.push(key);
    expect(keys).toEqual([`banners/homepage-banner-${next.version}.webp`]);
  });

  it('refuses what is not an image, a file over 10 MB, and a missing file, keeping the banner', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json().banner;
    const notImage = await putBanner(admin.cookie, Buffer.from('%PDF-1.4 não é imagem'), 'banner.pdf');
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().error.message).toBe('O banner deve ser uma imagem (PNG, JPG ou WebP).');
    const huge = await putBanner(admin.cookie, Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe('A imagem do banner deve ter no máximo 10MB.');
    const none = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/banner',
      headers: { cookie: admin.cookie },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Selecione uma imagem primeiro');
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json().banner).toEqual(
      before,
    );
  });

  it('is for admins only', async () => {
    const user = await createUser(t.app, admin, 'franqueado');
    expect((await putBanner(user.cookie, await png(100, 50))).statusCode).toBe(403);
  });
});

describe('live events', () => {
  it('tells every connected page about a new banner, without a reload', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const viewer = await createUser(t.app, admin, 'user');
    const received: string[] = [];
    const streams = await Promise.all(
      [viewer.cookie, admin.cookie].map(
        (cookie) =>
          new Promise<http.IncomingMessage>((resolve) => {
            http.get(`${address}/api/events`, { headers: { cookie } }, (res) => {
              res.setEncoding('utf8');
              res.on('data', (chunk: string) => received.push(chunk));
              resolve(res);
            });
          }),
      ),
    );
    expect(streams.map((s) => s.headers['content-type'])).toEqual([
      'text/event-stream; charset=utf-8',
      'text/event-stream; charset=utf-8',
    ]);
    const banner = (await putBanner(admin.cookie, await png(800, 450, '#15803d'))).json();
    for (let i = 0; i < 50 && received.filter((c) => c.includes('event: banner')).length < 2; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const events = received.filter((c) => c.includes('event: banner'));
    expect(events).toHaveLength(2);
    expect(events[0]).toContain(`"url":"${banner.url}"`);
    for (const s of streams) s.destroy();

    const anonymous = await fetch(`${address}/api/events`);
    expect(anonymous.status).toBe(401);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('live events across app processes', () => {
  it('reaches pages connected to another process through PostgreSQL NOTIFY', async () => {
    const other = await t.anotherProcess();
    const address = await other.listen({ port: 0, host: '127.0.0.1' });
    const received: string[] = [];
    const stream = await new Promise<http.IncomingMessage>((resolve) => {
      http.get(`${address}/api/events`, { headers: { cookie: admin.cookie } }, (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => received.push(chunk));
        resolve(res);
      });
    });
    // The banner changes on the first process; the page is connected to the second.
    const banner = (await putBanner(admin.cookie, await png(640, 360, '#9333ea'))).json();
    for (let i = 0; i < 100 && !received.some((c) => c.includes('event: banner')); i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    stream.destroy();
    expect(received.filter((c) => c.includes('event: banner'))).toHaveLength(1);
    expect(received.join('')).toContain(`"url":"${banner.url}"`);
  });
});
