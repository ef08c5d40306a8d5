import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressWeb } from '../../scripts/compress-web';
import { buildApp } from '../../src/server/boot/app';
import { pageDataElement } from '../../src/server/boot/web-page-data';
import { loadConfig } from '../../src/server/platform/config';
import { createLocalStorage } from '../../src/server/platform/storage/local';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../../src/shared/page-data';
import { assetListPath, GALLERY_PAGE_SIZE } from '../../src/web/features/assets/api/get-assets';
import { register } from '../helpers/accounts';
import { insertAsset } from '../helpers/asset-factory';
import { openTestDatabase } from '../helpers/test-app';

let webDir: string;
let app: Awaited<ReturnType<typeof buildApp>>;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let admin: Awaited<ReturnType<typeof register>>;
const script = `export const greeting = ${JSON.stringify('Olá, franqueado! '.repeat(400))};\n`;

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bdi-web-'));
  await fs.mkdir(path.join(webDir, 'assets'));
  await fs.writeFile(
    path.join(webDir, 'index.html'),
    `<!doctype html><title>Banco</title>${'<p>x</p>'.repeat(300)}`,
  );
  await fs.writeFile(path.join(webDir, 'assets', 'app-Ab12Cd34.js'), script);
  await fs.writeFile(path.join(webDir, 'assets', 'app-Ab12Cd34.js.map'), '{"version":3}');
  await fs.writeFile(path.join(webDir, 'assets', 'tiny-Ef56Gh78.js'), 'export {};\n');
  // The build's manifest, as Vite writes it: the page's scripts are preloaded from it (web-preloads).
  await fs.mkdir(path.join(webDir, '.vite'));
  await fs.writeFile(
    path.join(webDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app-Ab12Cd34.js', isEntry: true, imports: ['_tiny.js'] },
      '_tiny.js': { file: 'assets/tiny-Ef56Gh78.js' },
    }),
  );
  await fs.copyFile(
    path.resolve('src/web/public/manifest.webmanifest'),
    path.join(webDir, 'manifest.webmanifest'),
  );
  await fs.mkdir(path.join(webDir, 'icons'));
  await fs.copyFile(
    path.resolve('src/web/public/icons/icon-192.png'),
    path.join(webDir, 'icons', 'icon-192.png'),
  );
  await compressWeb(webDir);
  const config = { ...loadConfig({ DATA_DIR: webDir, FIRST_PAGE_WAIT_MS: '10000' }), webDir };
  database = await openTestDatabase();
  app = await buildApp(config, {
    database: database.handle,
    storage: createLocalStorage(path.join(webDir, 'files')),
    logger: false,
  });
  await app.ready();
  // The first account is the network's admin.
  admin = await register(app, { name: 'Ana Admin' });
});

afterAll(async () => {
  await app?.close();
  await database?.handle.close().catch(() => {});
  await database?.drop();
  await fs.rm(webDir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built web app', () => {
  it('sends hashed scripts precompressed (Brotli, else gzip), cached for a year', async () => {
    const br = await get('/assets/app-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    // Immutable and read whole: nothing to revalidate or to read in parts.
    expect(br.headers.etag).toBeUndefined();
    expect(br.headers['last-modified']).toBeUndefined();
    expect(br.headers['accept-ranges']).toBeUndefined();
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gz = await get('/assets/app-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('keeps the page policy headers on the page and off its scripts, which the page governs', async () => {
    const page = await get('/gallery', 'br');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    // The page itself is revalidated (no-cache), so it keeps its validators.
    expect(page.headers.etag ?? page.headers['last-modified']).toBeDefined();
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const asset = await get('/assets/app-Ab12Cd34.js', 'br');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers['referrer-policy']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    // A missing asset is an error answer: it keeps every header.
    expect((await get('/assets/nada-00000000.js')).headers['content-security-policy']).toBeDefined();
  });

  it('writes text that would close the element as JSON escapes, read back unchanged', () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028';
    const element = pageDataElement({
      config: { brandName: hostile, mailEnabled: false, setupRequired: false },
    });
    expect(element.match(/<script/g)).toHaveLength(1);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    const json = element.slice(element.indexOf('>') + 1, element.lastIndexOf('</script>'));
    expect((JSON.parse(json) as PageData).config?.brandName).toBe(hostile);
  });

  it("carries a signed-in gallery's first page in the page, as the app asks for it, and nothing it guesses", async () => {
    const person = await register(app, { role: 'user' });
    // Older than the assets of the test below, whose first thumbnails it counts.
    await insertAsset(database.handle.db, 'Campanha de inverno', {
      values: { uploadedAt: new Date(Date.UTC(2020, 0, 1)) },
    });
    const gallery = async (url: string, cookie?: string) => {
      const page = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(page.statusCode).toBe(200);
      const match = new RegExp(`id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`).exec(page.body);
      return { page, data: JSON.parse(match?.[1] ?? 'null') as PageData };
    };
    // The very answer of the address the app's first request uses (GALLERY_PAGE_SIZE, no filter).
    expect(assetListPath({ limit: GALLERY_PAGE_SIZE })).toBe(`/api/assets?limit=${GALLERY_PAGE_SIZE}`);
    const signedIn = await gallery('/gallery', person.cookie);
    const answer = await app.inject({
      method: 'GET',
      url: assetListPath({ limit: GALLERY_PAGE_SIZE }),
      headers: { cookie: person.cookie },
    });
    expect(signedIn.data.galleryFirstPage).toEqual(answer.json());
    expect(signedIn.data.galleryFirstPage?.items.map((item) => item.title)).toEqual(['Campanha de inverno']);
    // Carried, it is not fetched again: no preload of the list itself.
    expect(String(signedIn.page.headers.link)).not.toContain('as=fetch');
    // A filtered gallery is not guessed, nor is a visitor's or an ended session's, nor another page's.
    for (const [url, cookie] of [
      ['/gallery?q=sorriso', person.cookie],
      ['/gallery', undefined],
      ['/gallery', 'bdi_session=x'],
      ['/albums', person.cookie],
    ] as const) {
      const other = await gallery(url, cookie);
      expect(other.data.galleryFirstPage, url).toBeUndefined();
      expect(String(other.page.headers.link ?? ''), url).not.toContain('/api/assets');
    }
  });

  it('writes into the page the answers its first screen reads, each as its own route answers', async () => {
    const pageData = async (cookie?: string) => {
      const page = await app.inject({ method: 'GET', url: '/auth', headers: cookie ? { cookie } : {} });
      expect(page.statusCode).toBe(200);
      const element = new RegExp(
        `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`,
      );
      const match = element.exec(page.body);
      expect(match, 'the page data element').not.toBeNull();
      return { page, data: JSON.parse(match?.[1] ?? 'null') as PageData };
    };
    const api = async (url: string, cookie?: string) =>
      (await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).json();

    const visitor = await pageData();
    expect(visitor.data).toEqual({
      session: { user: null, expired: false },
      publicSettings: await api('/api/settings/public'),
      config: await api('/api/config'),
    });
    expect(visitor.page.headers['cache-control']).toBe('no-cache');

    const person = await register(app, { role: 'user', name: "Bia D'Ávila" });
    const signedIn = await pageData(person.cookie);
    expect(signedIn.data.session).toEqual({
      ...(await api('/api/auth/session', person.cookie)),
      expired: false,
    });
    expect(signedIn.data.session?.user?.name).toBe("Bia D'Ávila");
    expect(signedIn.page.headers['cache-control']).toBe('private, no-cache');

    // An ended session: the page says so (the login card's notice) and clears the cookie, as the API does.
    const ended = await pageData('bdi_session=desconhecida');
    expect(ended.data.session).toEqual({ user: null, expired: true });
    expect(ended.page.cookies.find((c) => c.name === 'bdi_session')?.value).toBe('');
  });

  it("has the browser preload a signed-in gallery's first thumbnails, as the API shows them to that person", async () => {
    const person = await register(app, { role: 'user' });
    const ids: string[] = [];
    for (let i = 1; i <= 8; i++) {
      ids.push(
        await insertAsset(database.handle.db, `Campanha ${i}`, {
          values: { gridThumbKey: `thumbs/${i}.webp`, uploadedAt: new Date(Date.UTC(2026, 0, i)) },
        }),
      );
    }
    // The newest is scheduled for next year: an admin sees it, a user does not.
    const scheduled = await insertAsset(database.handle.db, 'Campanha agendada', {
      values: { gridThumbKey: 'thumbs/agendada.webp', validFrom: '2099-01-01', uploadedAt: new Date() },
    });
    const imagePreloads = async (cookie: string) => {
      const page = await app.inject({ method: 'GET', url: '/gallery', headers: { cookie } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-cache');
      const links = String(page.headers.link).split(', ');
      const images = links.filter((link) => link.endsWith('rel=preload; as=image'));
      // The code first: the pictures are shown only once it has run.
      if (images.length > 0) {
        expect(links.slice(0, 2)).toEqual([
          '</assets/app-Ab12Cd34.js>; rel=modulepreload',
          '</assets/tiny-Ef56Gh78.js>; rel=modulepreload',
        ]);
        expect(links.indexOf(images[0]!)).toBeGreaterThan(
          links.findLastIndex((link) => link.endsWith('rel=modulepreload')),
        );
      }
      return images.map((link) => link.slice(1, link.indexOf('>')));
    };
    const firstSix = async (cookie: string) => {
      const list = await app.inject({
        method: 'GET',
        url: assetListPath({ limit: GALLERY_PAGE_SIZE }),
        headers: { cookie },
      });
      return (list.json().items as Array<{ thumbnailUrl: string }>)
        .slice(0, 6)
        .map((item) => item.thumbnailUrl);
    };

    const forPerson = await imagePreloads(person.cookie);
    expect(forPerson).toHaveLength(6);
    expect(forPerson).toEqual(await firstSix(person.cookie));
    expect(forPerson.join()).not.toContain(scheduled);
    expect(forPerson[0]).toContain(ids[7]);
    const forAdmin = await imagePreloads(admin.cookie);
    expect(forAdmin[0]).toContain(scheduled);
    expect(forAdmin).toEqual(await firstSix(admin.cookie));
    // An ended session gets the page without them, and without an error.
    const ended = await imagePreloads('bdi_session=desconhecida');
    expect(ended).toEqual([]);
  });

  it('serves the installable app: its manifest as application/manifest+json, allowed by the page policy', async () => {
    const res = await get('/manifest.webmanifest', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body =
      res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : res.rawPayload;
    expect(JSON.parse(body.toString())).toMatchObject({ lang: 'pt-BR', display: 'standalone' });
    const icon = await get('/icons/icon-192.png');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect((await get('/gallery')).headers['content-security-policy']).toMatch(/manifest-src 'self'/);
  });

  it('sends a file too small to have a compressed copy intact', async () => {
    const res = await get('/assets/tiny-Ef56Gh78.js', 'br');
    expect(res.statusCode).toBe(200);
    const body =
      res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : res.rawPayload;
    expect(body.toString()).toBe('export {};\n');
  });

  it('does not serve source maps, and answers a missing script with 404, not the page', async () => {
    expect((await get('/assets/app-Ab12Cd34.js.map')).statusCode).toBe(404);
    const missing = await get('/assets/app-Old00000.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
  });

  it('sends the page for every client route, compressed and never cached stale', async () => {
    for (const url of ['/', '/gallery']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toContain('<title>Banco</title>');
    }
  });

  it('compresses API answers worth it, and leaves small ones as they are', async () => {
    const docs = await get('/api/docs/json', 'gzip, br');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(docs.rawPayload).toString()).openapi).toMatch(/^3\./);
    const health = await get('/api/health', 'gzip, br');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json().status).toBe('ok');
  });
});
