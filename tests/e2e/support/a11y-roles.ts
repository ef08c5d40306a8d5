import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { closeWithEscape, data, loaded, ROLE_WIDTHS, type Role, RUN, requests, roleByPage } from './a11y-kit';
import { screens } from './a11y-screens';
import { ADMIN, createUser, signInAsAdmin, uniqueEmail } from './accounts';
import { uploadAsset } from './assets';
import { expectNoSeriousViolations } from './axe';
import { sameOrigin } from './same-origin';

async function makeRequest(request: APIRequestContext, role: Role): Promise<string> {
  const created = await request.post('/api/requests', {
    headers: sameOrigin,
    data: { description: `Cartaz acessível para a recepção (${role} ${RUN})`, channel: 'impresso' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).id as string;
}

async function makeAlbum(request: APIRequestContext, name: string): Promise<string> {
  const created = await request.post('/api/albums', { headers: sameOrigin, data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).id as string;
  const added = await request.post(`/api/albums/${id}/assets`, {
    headers: sameOrigin,
    data: { assetIds: [data.assetId] },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
  return id;
}

/**
 * axe-core on every screen (issue 14), at a phone's and a desktop's width, signed out and in each
 * role, with the dialogs, drawers and the gallery's selection mode open: no serious or critical
 * WCAG 2.1 A/AA violation. One browser context per role serves all its screens (signing in and
 * making data once), and an overlay is checked on the screen already loaded, not on a new load,
 * since each axe pass costs about a second on a small machine.
 * The roles are spread over two spec files so that the browser suite's two workers share them.
 */
export function checkEveryScreen(roles: readonly Role[]): void {
  test.use({ actionTimeout: 10_000 });
  for (const role of roles) {
    test.describe(role, () => {
      let context: BrowserContext;
      let page: Page;

      test.beforeAll(async ({ browser }) => {
        context = await browser.newContext();
        page = await context.newPage();
        roleByPage.set(page, role);
        const admin = await browser.newContext();
        // The network has its admin before anyone visits: on a new install /auth shows only the
        // first-run form (issue 36), not the sign-in and sign-up screens checked here.
        await signInAsAdmin(admin.request);
        if (role === 'visitor') {
          await admin.close();
          return;
        }
        if (!data.assetId) {
          // Two images and a text document, whose card shows its type instead of a thumbnail.
          data.assetId = await uploadAsset(admin.request, `Fachada acessível ${RUN}`);
          await uploadAsset(admin.request, `Recepção acessível ${RUN}`);
          await uploadAsset(admin.request, `Manual acessível ${RUN}`, {
            name: 'manual.txt',
            mimeType: 'text/plain',
            buffer: Buffer.from(`Manual da unidade ${RUN}\nHorários, contatos e procedimentos.\n`),
          });
        }
        const person =
          role === 'admin'
            ? ADMIN
            : { name: `Pessoa ${role}`, email: uniqueEmail(`a11y.${role}`), password: 'Sorriso-Claro-2025' };
        if (role !== 'admin') await createUser(admin.request, { ...person, role });
        await admin.close();
        const login = await context.request.post('/api/auth/login', {
          headers: sameOrigin,
          data: { email: person.email, password: person.password },
        });
        expect(login.ok(), await login.text()).toBeTruthy();
        data.albums[role] = await makeAlbum(context.request, `Álbum acessível ${role} ${RUN}`);
        requests[role] = await makeRequest(context.request, role);
      });

      test.afterAll(async () => {
        await context.close();
      });

      for (const width of ROLE_WIDTHS[role]) {
        test(`every screen at ${width} px`, async () => {
          const mine = screens.filter((screen) => screen.roles.includes(role));
          test.setTimeout(20_000 + mine.length * 10_000);
          await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
          const check = (name: string, scope?: string) =>
            expectNoSeriousViolations(page, { scope, message: `${role}, ${name}, ${width} px`, soft: true });
          for (const screen of mine) {
            await test.step(screen.name, async () => {
              const path = typeof screen.path === 'string' ? screen.path : screen.path(page);
              // `loaded` waits for what matters; the thumbnails need not have arrived.
              await page.goto(path, { waitUntil: 'domcontentloaded' });
              await loaded(page);
              await screen.ready?.(page);
              await check(screen.name);
              const states = screen.states?.filter(
                (state) => state.widths.includes(width) && (state.roles ?? screen.roles).includes(role),
              );
              for (const state of states ?? []) {
                await state.open(page);
                await check(`${screen.name}, ${state.name}`, state.scope);
                await (state.close ?? closeWithEscape)(page);
              }
            });
          }
        });
      }
    });
  }
}
