/**
 * The server's drawing of the gallery's first screen (web-app.ts): which page gets one, what the
 * drawing is given, where it goes, and a page that never waits on a drawing that fails. The drawing
 * here is a stand-in module (the real one, web/app/first-screen.tsx, has its own test and the
 * browser tests): it writes what it was given.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/boot/app';
import { loadConfig } from '../../src/server/platform/config';
import { createLocalStorage } from '../../src/server/platform/storage/local';
import { GALLERY_VIEW_COOKIE, type PageData } from '../../src/shared/page-data';
import { register } from '../helpers/accounts';
import { insertAsset } from '../helpers/asset-factory';
import { openTestDatabase } from '../helpers/test-app';

let webDir: string;
let app: Awaited<ReturnType<typeof buildApp>>;
let database: Awaited<ReturnType<typeof openTestDatabase>>;

const SPINNER = '<div class="spinner"></div>';

/** Draws the titles it was given; throws when one of them asks it to. */
const drawing = `
export async function renderFirstScreen(url, data, options) {
  const titles = data.galleryFirstPage.items.map((item) => item.title);
  if (titles.includes('Quebra o desenho')) throw new Error('drawing failed');
  return '<div data-drawn-on-server="" inert="" class="contents"><p data-url="' + url + '" data-view="' + options.galleryView + '">' +
    titles.map((title) => '<h3>' + title + '</h3>').join('') + '</p></div>';
}
`;

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bdi-first-screen-'));
  await fs.mkdir(path.join(webDir, 'assets'));
  await fs.writeFile(
    path.join(webDir, 'index.html'),
    `<!doctype html><title>Banco</title><body><div id="root"><!--first-screen-->${SPINNER}<!--/first-screen--></div></body>`,
  );
  await fs.writeFile(path.join(webDir, 'assets', 'app-Ab12Cd34.js'), 'export {};\n');
  await fs.mkdir(path.join(webDir, '.vite'));
  await fs.writeFile(
    path.join(webDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app-Ab12Cd34.js', isEntry: true, css: ['assets/app-Cc11.css'] },
    }),
  );
  await fs.mkdir(path.join(webDir, '.ssr'));
  await fs.writeFile(path.join(webDir, '.ssr', 'first-screen.js'), drawing);
  database = await openTestDatabase();
  app = await buildApp(
    { ...loadConfig({ DATA_DIR: webDir, FIRST_PAGE_WAIT_MS: '10000' }), webDir },
    { database: database.handle, storage: createLocalStorage(path.join(webDir, 'files')), logger: false },
  );
  await app.ready();
  await register(app, { name: 'Ana Admin' });
});

/** The page's data (its element), parsed. */
const pageData = (html: string) =>
  JSON.parse(/id="page-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as PageData;

afterAll(async () => {
  await app?.close();
  await database?.handle.close().catch(() => {});
  await database?.drop();
  await fs.rm(webDir, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** What #root holds. */
const root = (html: string) => html.slice(html.indexOf('<div id="root">') + 15, html.indexOf('</body>'));

describe("the gallery's first screen, drawn by the server", () => {
  it('draws a signed-in gallery in place of the spinner, from its first cards, pictures before code', async () => {
    const person = await register(app, { role: 'user' });
    for (let i = 1; i <= 14; i++) {
      await insertAsset(database.handle.db, `Peça ${String(i).padStart(2, '0')}`, {
        values: { gridThumbKey: `thumbs/${i}.webp`, uploadedAt: new Date(Date.UTC(2026, 0, i)) },
      });
    }
    const res = await page('/gallery', person.cookie);
    expect(res.statusCode).toBe(200);
    expect(pageData(res.body).galleryFirstPage?.items).toHaveLength(14);
    const drawn = root(res.body);
    expect(drawn).not.toContain(SPINNER);
    expect(drawn).not.toContain('first-screen-->');
    expect(drawn).toContain('data-url="http://app.invalid/gallery"');
    // The first twelve (newest first); the page's data still carries the whole first page.
    const titles = [...drawn.matchAll(/<h3>(.*?)<\/h3>/g)].map((m) => m[1]);
    expect(titles).toHaveLength(12);
    expect(titles[0]).toBe('Peça 14');
    // Drawn, the page shows before the code runs: its style sheet and pictures are fetched first.
    const links = String(res.headers.link).split(', ');
    expect(links[0]).toBe('</assets/app-Cc11.css>; rel=preload; as=style; crossorigin');
    expect(links.slice(1, 7).every((link) => link.includes('rel=preload; as=image'))).toBe(true);
    expect(links[7]).toBe('</assets/app-Ab12Cd34.js>; rel=modulepreload');
  });

  it("passes the drawing the gallery view this device's cookie names", async () => {
    const person = await register(app, { role: 'user' });
    const res = await page('/gallery', `${person.cookie}; ${GALLERY_VIEW_COOKIE}=list`);
    expect(root(res.body)).toContain('data-view="list"');
    expect(root(await page('/gallery', person.cookie).then((r) => r.body))).toContain(
      'data-view="undefined"',
    );
  });

  it('draws no other page, and none for a visitor or an ended session', async () => {
    const person = await register(app, { role: 'user' });
    for (const [url, cookie] of [
      ['/gallery', undefined],
      ['/gallery', 'bdi_session=desconhecida'],
      ['/gallery?q=sorriso', person.cookie],
      ['/albums', person.cookie],
    ] as const) {
      const res = await page(url, cookie);
      expect(res.statusCode, url).toBe(200);
      expect(root(res.body), url).toContain(SPINNER);
      expect(root(res.body), url).not.toContain('data-drawn-on-server');
    }
  });

  it("writes a title with a replacement pattern ($`, $', $&) into the page's data as it is", async () => {
    const person = await register(app, { role: 'user' });
    const title = "Promoção $` de $' verão $& 50% $$";
    await insertAsset(database.handle.db, title, { values: { uploadedAt: new Date(Date.UTC(2099, 0, 1)) } });
    const res = await page('/gallery', person.cookie);
    expect(res.statusCode).toBe(200);
    expect(pageData(res.body).galleryFirstPage?.items[0]?.title).toBe(title);
    expect(res.body.match(/<script/g)).toHaveLength(1);
    expect(res.body.match(/<\/body>/g)).toHaveLength(1);
  });

  it('sends the page with its spinner when the drawing fails, its data and code intact', async () => {
    const person = await register(app, { role: 'user' });
    await insertAsset(database.handle.db, 'Quebra o desenho', { values: { uploadedAt: new Date() } });
    const res = await page('/gallery', person.cookie);
    expect(res.statusCode).toBe(200);
    expect(root(res.body)).toContain(SPINNER);
    // The drawing was asked for (the page carries the first page) and failed.
    expect(pageData(res.body).galleryFirstPage?.items.map((item) => item.title)).toContain(
      'Quebra o desenho',
    );
    expect(String(res.headers.link).split(', ')[0]).toBe('</assets/app-Ab12Cd34.js>; rel=modulepreload');
  });
});
